import { CODE_MASK, SSN_MASK, US_DATE_MASK, applyMask, isMaskComplete, isoDateFromUs, maskDigitCount, unmask } from './masks.js';

describe('applyMask (spec 5: # is a digit, literals inserted, other keys blocked)', () => {
  it('inserts the literals of the SSN mask as digits are typed', () => {
    expect(applyMask(SSN_MASK, '1')).toBe('1');
    expect(applyMask(SSN_MASK, '123')).toBe('123');
    expect(applyMask(SSN_MASK, '1234')).toBe('123-4');
    expect(applyMask(SSN_MASK, '123456')).toBe('123-45-6');
    expect(applyMask(SSN_MASK, '123456789')).toBe('123-45-6789');
  });

  it('rejects keystrokes that are not digits: the value stays as it was', () => {
    expect(applyMask(SSN_MASK, '123-4a')).toBe('123-4');
    expect(applyMask(SSN_MASK, 'abc')).toBe('');
    expect(applyMask(US_DATE_MASK, '04/1x')).toBe('04/1');
  });

  it('drops digits beyond the pattern', () => {
    expect(applyMask(SSN_MASK, '1234567890')).toBe('123-45-6789');
    expect(applyMask(CODE_MASK, '1234567')).toBe('123456');
  });

  it('accepts pasted values with or without the literals, and re-formats other separators', () => {
    expect(applyMask(SSN_MASK, '123-45-6789')).toBe('123-45-6789');
    expect(applyMask(SSN_MASK, '123 45 6789')).toBe('123-45-6789');
    expect(applyMask(US_DATE_MASK, '04151985')).toBe('04/15/1985');
    expect(applyMask(US_DATE_MASK, '04/15/1985')).toBe('04/15/1985');
  });

  it('does not leave a trailing literal, so backspace over a dash works', () => {
    expect(applyMask(SSN_MASK, '123-')).toBe('123');
    expect(applyMask(US_DATE_MASK, '04/')).toBe('04');
  });

  it('handles the empty value and a pattern with a leading literal', () => {
    expect(applyMask(SSN_MASK, '')).toBe('');
    expect(applyMask('(###) ###-####', '8885550142')).toBe('(888) 555-0142');
    expect(applyMask('(###) ###-####', '8')).toBe('(8');
  });

  it('the date mask is 10 characters long (spec 9)', () => {
    expect(US_DATE_MASK).toHaveLength(10);
    expect(maskDigitCount(SSN_MASK)).toBe(9);
    expect(maskDigitCount(CODE_MASK)).toBe(6);
  });
});

describe('unmask and isMaskComplete', () => {
  it('removes the dashes before sending (spec 5)', () => {
    expect(unmask('123-45-6789')).toBe('123456789');
    expect(unmask('')).toBe('');
  });

  it('tells a complete value from a partial one', () => {
    expect(isMaskComplete(SSN_MASK, '123-45-6789')).toBe(true);
    expect(isMaskComplete(SSN_MASK, '123-45-678')).toBe(false);
    expect(isMaskComplete(SSN_MASK, '123456789')).toBe(false);
    expect(isMaskComplete(US_DATE_MASK, '04/15/1985')).toBe(true);
  });
});

describe('isoDateFromUs (MM/DD/YYYY sent as YYYY-MM-DD)', () => {
  it('converts a real date', () => {
    expect(isoDateFromUs('04/15/1985')).toBe('1985-04-15');
    expect(isoDateFromUs('02/29/2000')).toBe('2000-02-29');
    expect(isoDateFromUs('12/31/1999')).toBe('1999-12-31');
  });

  it('rejects impossible dates', () => {
    expect(isoDateFromUs('02/30/2000')).toBeNull();
    expect(isoDateFromUs('02/29/1900')).toBeNull();
    expect(isoDateFromUs('13/01/2000')).toBeNull();
    expect(isoDateFromUs('00/10/2000')).toBeNull();
    expect(isoDateFromUs('04/00/2000')).toBeNull();
    expect(isoDateFromUs('04/31/2000')).toBeNull();
    expect(isoDateFromUs('01/01/0000')).toBeNull();
  });

  it('rejects incomplete or malformed input', () => {
    expect(isoDateFromUs('')).toBeNull();
    expect(isoDateFromUs('04/15/85')).toBeNull();
    expect(isoDateFromUs('4/15/1985')).toBeNull();
    expect(isoDateFromUs('1985-04-15')).toBeNull();
    expect(isoDateFromUs('04-15-1985')).toBeNull();
  });
});
