import {
  DUE_DATE_RULES,
  allowedDueDates,
  dueDateChangeRequestSchema,
  dueDateInterestCents,
  dueDateInterestCost,
  isAllowedDueDate,
  nextDueDateChangeFrom,
} from './due-date.js';

describe('the due-date rule (spec 4.7): 1–15 days later, never the 29th–31st', () => {
  it('allows the 15 days after a due date early in the month', () => {
    const dates = allowedDueDates('2026-12-01');
    expect(dates).toHaveLength(15);
    expect(dates[0]).toBe('2026-12-02');
    expect(dates.at(-1)).toBe('2026-12-16');
  });

  it('skips the 29th, 30th and 31st and runs into the next month', () => {
    const dates = allowedDueDates('2026-12-20');
    expect(dates).toEqual([
      '2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28',
      '2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04',
    ]);
  });

  it('handles February (28 days) and a leap year', () => {
    expect(allowedDueDates('2027-02-20').at(-1)).toBe('2027-03-07');
    expect(allowedDueDates('2028-02-20')).not.toContain('2028-02-29');
    expect(allowedDueDates('2028-02-20')).toContain('2028-03-01');
  });

  it('refuses the same day, earlier days, day 16 and the end of a month', () => {
    expect(isAllowedDueDate('2026-12-15', '2026-12-15')).toBe(false);
    expect(isAllowedDueDate('2026-12-15', '2026-12-14')).toBe(false);
    expect(isAllowedDueDate('2026-12-01', '2026-12-17')).toBe(false);
    expect(isAllowedDueDate('2026-12-15', '2026-12-29')).toBe(false);
    expect(isAllowedDueDate('2026-12-15', '2026-12-31')).toBe(false);
    expect(isAllowedDueDate('2026-12-15', '2026-12-28')).toBe(true);
  });

  it('costs the per-diem for each day moved', () => {
    expect(dueDateInterestCents(351, '2026-12-15', '2026-12-20')).toBe(1755);
    expect(dueDateInterestCost('3.51', '2026-12-15', '2026-12-20')).toBe('17.55');
    expect(dueDateInterestCost('2.31', '2026-12-20', '2027-01-04')).toBe('34.65');
    expect(dueDateInterestCost('3.51', '2026-12-15', '2026-12-10')).toBe('0.00');
    expect(dueDateInterestCost('not money', '2026-12-15', '2026-12-20')).toBeNull();
  });

  it('allows the next change 12 months after the last one', () => {
    expect(nextDueDateChangeFrom('2026-11-18')).toBe('2027-11-18');
    expect(nextDueDateChangeFrom('2028-02-29')).toBe('2029-02-28');
  });
});

describe('dueDateChangeRequestSchema', () => {
  const valid = { newDueDate: '2026-12-20', reason: 'payday', otherReason: '' };

  it('accepts a listed reason without words of its own', () => {
    expect(dueDateChangeRequestSchema.parse(valid)).toEqual(valid);
  });

  it('requires the words with "other", up to 500 characters', () => {
    const missing = dueDateChangeRequestSchema.safeParse({ ...valid, reason: 'other', otherReason: '   ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['otherReason']);
    expect(dueDateChangeRequestSchema.safeParse({ ...valid, reason: 'other', otherReason: 'My new job pays on the 20th' }).success).toBe(true);
    const long = 'x'.repeat(DUE_DATE_RULES.otherReasonMaxLength + 1);
    expect(dueDateChangeRequestSchema.safeParse({ ...valid, reason: 'other', otherReason: long }).success).toBe(false);
  });

  it('refuses unknown reasons, impossible dates and extra fields', () => {
    expect(dueDateChangeRequestSchema.safeParse({ ...valid, reason: 'whim' }).success).toBe(false);
    expect(dueDateChangeRequestSchema.safeParse({ ...valid, newDueDate: '2026-02-30' }).success).toBe(false);
    expect(dueDateChangeRequestSchema.safeParse({ ...valid, interestCost: '0.00' }).success).toBe(false);
  });
});
