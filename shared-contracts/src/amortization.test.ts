import { amortizationSchedule, aprFromPerDiem, levelPaymentCents, planPayoff } from './amortization.js';

/*
 * Reference figures, copied from published amortisation examples (docs/decisions/058):
 *
 * A. "Amortized Car Loan Calculator", example calculation and amortization schedule (Loan Table), as published in
 *    the Nemotron-CC-Math-v1 web corpus: $20,000 at 5 % for 60 months → $377.42 a month;
 *      payment 1: interest $83.33, principal $294.09, balance $19,705.91
 *      payment 2: interest $82.11, principal $295.31, balance $19,410.60
 * B. Pocketsense, "How to Mathematically Calculate Car Loans Amortization Schedule": $20,000 at 9 %, payment $415.17
 *    (60 months); payment 1: interest $150.00, principal $265.17, balance $19,734.83.
 */
const REFERENCE_A = {
  balanceCents: 2_000_000,
  apr: 0.05,
  months: 60,
  paymentCents: 37_742,
  rows: [
    { number: 1, paymentCents: 37_742, interestCents: 8_333, principalCents: 29_409, balanceCents: 1_970_591 },
    { number: 2, paymentCents: 37_742, interestCents: 8_211, principalCents: 29_531, balanceCents: 1_941_060 },
  ],
};
const REFERENCE_B = {
  balanceCents: 2_000_000,
  apr: 0.09,
  months: 60,
  paymentCents: 41_517,
  rows: [{ number: 1, paymentCents: 41_517, interestCents: 15_000, principalCents: 26_517, balanceCents: 1_973_483 }],
};

describe('amortisation against published tables', () => {
  it.each([REFERENCE_A, REFERENCE_B])('the level payment and the first rows match to the cent ($apr)', (reference) => {
    expect(levelPaymentCents(reference.balanceCents, reference.apr, reference.months)).toBe(reference.paymentCents);
    const rows = amortizationSchedule({ balanceCents: reference.balanceCents, apr: reference.apr, paymentCents: reference.paymentCents });
    expect(rows?.slice(0, reference.rows.length)).toEqual(reference.rows);
  });

  it('pays the loan off in exactly the term, the last payment taking the rounding cents', () => {
    const rows = amortizationSchedule({ balanceCents: REFERENCE_A.balanceCents, apr: REFERENCE_A.apr, paymentCents: REFERENCE_A.paymentCents });
    expect(rows).toHaveLength(60);
    const last = rows?.at(-1);
    expect(last?.balanceCents).toBe(0);
    expect(rows?.reduce((total, row) => total + row.principalCents, 0)).toBe(REFERENCE_A.balanceCents);
    // Every row keeps the identity payment = interest + principal.
    expect(rows?.every((row) => row.paymentCents === row.interestCents + row.principalCents)).toBe(true);
  });
});

describe('the payoff planner', () => {
  const loan = { balanceCents: REFERENCE_A.balanceCents, apr: REFERENCE_A.apr, paymentCents: REFERENCE_A.paymentCents, nextDueDate: '2027-01-15' };

  it('an extra $100 a month pays off sooner and saves interest', () => {
    const plan = planPayoff({ ...loan, extraMonthlyCents: 10_000 });
    expect(plan).not.toBeNull();
    expect(plan?.basePayments).toBe(60);
    expect(plan?.basePayoffDate).toBe('2031-12-15');
    expect(plan?.extraPayments).toBeLessThan(60);
    expect(plan?.paymentsSaved).toBe(60 - (plan?.extraPayments ?? 0));
    expect(plan?.interestSavedCents).toBeGreaterThan(0);
    expect(plan?.baseBalances[0]).toBe(loan.balanceCents);
    expect(plan?.extraBalances.at(-1)).toBe(0);
  });

  it('a one-time extra payment lowers the balance once', () => {
    const rows = amortizationSchedule({ ...loan, extraOnceCents: 100_000 });
    expect(rows?.[0]).toEqual({ number: 1, paymentCents: 137_742, interestCents: 8_333, principalCents: 129_409, balanceCents: 1_870_591 });
    expect(rows?.[1]?.paymentCents).toBe(37_742);
  });

  it('no plan when the payment does not cover the interest', () => {
    expect(planPayoff({ ...loan, paymentCents: 8_000 })).toBeNull();
  });

  it('reads the APR from the per diem as the history quotes it', () => {
    // 8.9 % on $12,000: per diem $2.93.
    expect(aprFromPerDiem(293, 1_200_000)).toBeCloseTo(0.0891, 6);
    expect(aprFromPerDiem(0, 1_200_000)).toBe(0);
  });
});
