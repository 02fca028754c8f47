/**
 * The demo borrower's figures, as the account tests' fake API answers them, and the pinned day they are true on.
 * Providers, the fake fetch and the fake shell are shared-ui/testing's (docs/decisions/066).
 */
import {
  ACCOUNT_FIELDS,
  ACCOUNT_MONEY_PATHS,
  PORTAL_API_PATHS,
  type AccountDetails,
  type Autopay,
  type Payment,
  type PaymentMethod,
} from 'shared-contracts';
import type { FakeRoute } from 'shared-ui/testing';

/**
 * Wednesday 2026-11-18, 9 a.m. Central: before the cut-off, so today is the earliest payment date and the
 * window runs to 2026-12-18. For `pinClock(PINNED_NOW)`.
 */
export const PINNED_NOW = new Date('2026-11-18T15:00:00Z');

export const DETAILS: AccountDetails = {
  [ACCOUNT_FIELDS.accountStatus]: 'AL',
  [ACCOUNT_FIELDS.accountNumber]: '3052718841',
  [ACCOUNT_FIELDS.borrowerName]: 'Maria Garcia',
  [ACCOUNT_FIELDS.borrowerFirstName]: 'Maria',
  [ACCOUNT_FIELDS.borrowerLastName]: 'Garcia',
  [ACCOUNT_FIELDS.vin]: '1HGCM82633A004352',
  [ACCOUNT_FIELDS.vehicleDescription]: '2019 Honda Civic',
  [ACCOUNT_FIELDS.email]: 'maria.garcia@example.com',
  [ACCOUNT_FIELDS.autopayFlag]: 'N',
  [ACCOUNT_FIELDS.billingMethod]: 'I',
  [ACCOUNT_FIELDS.textEnrolled]: 'Y',
  [ACCOUNT_FIELDS.currentBalance]: '12034.88',
  [ACCOUNT_FIELDS.payoffAmount]: '12101.37',
  [ACCOUNT_FIELDS.nextDueDate]: '2026-12-01',
  [ACCOUNT_FIELDS.amountDue]: '389.45',
  [ACCOUNT_FIELDS.paymentAmount]: '389.45',
  [ACCOUNT_FIELDS.perDiemInterest]: '2.31',
};

export const CHECKING: PaymentMethod = { id: 7, kind: 'bank', accountType: 'checking', last4: '6789', nickname: 'Everyday checking' };

export const AUTOPAY_OFF: Autopay = { enrolled: false, paymentMethodId: null, draftDay: null, amount: 'amountDue' };

export function scheduledPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 41,
    confirmationNumber: 'RB-KQ7MX-P4T2W',
    status: 'scheduled',
    amount: '150.00',
    payOn: '2026-11-27',
    paymentMethodId: CHECKING.id,
    last4: CHECKING.last4,
    source: 'online',
    madeAt: '2026-11-23T16:00:00.000Z',
    postedOn: null,
    cancellable: true,
    ...overrides,
  };
}

/** The reads of the payments page for a borrower with one saved checking account and nothing scheduled. */
export function pageReads(overrides: Partial<Record<string, FakeRoute>> = {}): Record<string, FakeRoute> {
  const routes: Record<string, FakeRoute> = {
    [`GET ${PORTAL_API_PATHS.accountDetails}`]: () => ({ body: DETAILS }),
    [`GET ${ACCOUNT_MONEY_PATHS.paymentMethods}`]: () => ({ body: [CHECKING] }),
    [`GET ${ACCOUNT_MONEY_PATHS.payments}`]: () => ({ body: [] }),
    [`GET ${ACCOUNT_MONEY_PATHS.autopay}`]: () => ({ body: AUTOPAY_OFF }),
  };
  for (const [key, route] of Object.entries(overrides)) if (route) routes[key] = route;
  return routes;
}
