import {
  amountToCents,
  businessClock,
  businessDayOnOrAfter,
  centsToAmount,
  daysBetween,
  isAbaRoutingNumber,
  paymentDateWindow,
  payoffDateWindow,
} from './money.js';

describe('money on the wire (integer cents ↔ two-decimal strings)', () => {
  it('formats cents with two places and reads amounts back', () => {
    expect([123456, 5, -5, 0, -38945].map(centsToAmount)).toEqual(['1234.56', '0.05', '-0.05', '0.00', '-389.45']);
    expect(['389.45', '389.4', '389', ' 12.30 ', '-0.05'].map(amountToCents)).toEqual([38945, 38940, 38900, 1230, -5]);
    expect(['', '1.234', '1e3', 'abc', '12,50', '.5'].map(amountToCents)).toEqual([null, null, null, null, null, null]);
  });
});

describe('ABA routing numbers', () => {
  it('accepts real routing numbers and refuses a mistyped digit or a swapped pair', () => {
    for (const valid of ['021000021', '011000015', '111000025', '122105278']) expect(isAbaRoutingNumber(valid)).toBe(true);
    for (const invalid of ['021000022', '012000021', '000000000', '02100002', '0210000211', '02100002a']) expect(isAbaRoutingNumber(invalid)).toBe(false);
  });
});

describe('the business clock (6 p.m. Central cut-off)', () => {
  it('reads the date and hour in Central time, across daylight saving', () => {
    expect(businessClock(new Date('2026-11-23T16:00:00Z'))).toEqual({ today: '2026-11-23', hour: 10, weekday: 1 });
    // 11:30 p.m. UTC on July 1 is 6:30 p.m. in Chicago (CDT, UTC-5).
    expect(businessClock(new Date('2026-07-01T23:30:00Z'))).toEqual({ today: '2026-07-01', hour: 18, weekday: 3 });
    // 3 a.m. UTC on Nov 24 is still Nov 23 in Chicago.
    expect(businessClock(new Date('2026-11-24T03:00:00Z')).today).toBe('2026-11-23');
  });

  it('turns to the cut-off hour at the second it begins, though it keeps its last reading', () => {
    // 5:59:59.999 p.m. and 6 p.m. CST, one after the other: the kept reading of the first must not answer the second.
    expect(businessClock(new Date('2026-11-23T23:59:59.999Z')).hour).toBe(17);
    expect(businessClock(new Date('2026-11-24T00:00:00.000Z')).hour).toBe(18);
    expect(businessClock(new Date('2026-11-23T23:59:59.999Z')).hour).toBe(17);
    // The clock's readings are shared: nobody can change one.
    expect(Object.isFrozen(businessClock(new Date('2026-11-23T16:00:00Z')))).toBe(true);
  });

  it('dates a payment today before the cut-off, the next business day after it or on a weekend', () => {
    expect(paymentDateWindow(new Date('2026-11-23T16:00:00Z'))).toEqual({ earliest: '2026-11-23', latest: '2026-12-23' });
    expect(paymentDateWindow(new Date('2026-11-24T00:30:00Z')).earliest).toBe('2026-11-24');
    // Friday 7 p.m. → Monday; Saturday noon → Monday.
    expect(paymentDateWindow(new Date('2026-11-28T01:00:00Z')).earliest).toBe('2026-11-30');
    expect(paymentDateWindow(new Date('2026-11-28T18:00:00Z')).earliest).toBe('2026-11-30');
    expect(businessDayOnOrAfter('2026-11-29')).toBe('2026-11-30');
  });

  it('quotes a payoff from today up to 30 days ahead', () => {
    expect(payoffDateWindow(new Date('2026-11-23T16:00:00Z'))).toEqual({ earliest: '2026-11-23', latest: '2026-12-23' });
    expect(daysBetween('2026-11-23', '2026-12-03')).toBe(10);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });
});
