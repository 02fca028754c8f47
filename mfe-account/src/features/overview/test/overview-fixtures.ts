import {
  ACCOUNT_FIELDS,
  ACCOUNT_MONEY_PATHS,
  PORTAL_API_PATHS,
  addDays,
  amountToCents,
  centsToAmount,
  daysBetween,
  type AccountDetails,
  type HistoryItem,
  type HistoryPage,
  type MessageSummary,
  type PayoffQuote,
} from 'shared-contracts';
import type { FakeRoute } from 'shared-ui/testing';
import { CHECKING, DETAILS } from '@/test/account-fixtures';

/*
 * What the overview tests share on top of the account fixtures (the page shows the payments feature's scheduled
 * list, so the same fake API serves both): the overview's reads for the
 * demo borrower on a pinned Wednesday, 2026-11-25.
 */

export * from '@/test/account-fixtures';

/** Wednesday 2026-11-25, 9 a.m. Central: the payoff window runs to 2026-12-25, the next due date is 6 days away. */
export const OVERVIEW_NOW = new Date('2026-11-25T15:00:00Z');
export const TODAY = '2026-11-25';

/** The demo borrower on paper statements with autopay off: the paperless prompt applies. */
export const PAPER_DETAILS: AccountDetails = { ...DETAILS, [ACCOUNT_FIELDS.billingMethod]: 'P' };

export function historyPayment(overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id: 'txn-1101',
    postedOn: '2026-11-01',
    type: 'payment',
    code: 'payment_online',
    description: 'Online payment',
    amount: '-389.45',
    principal: '-365.12',
    interest: '-24.33',
    fees: '0.00',
    runningBalance: '12034.88',
    reference: 'RB-AAAAA-11111',
    status: 'posted',
    ...overrides,
  };
}

export const historyPage = (items: HistoryItem[]): HistoryPage => ({ items, page: 1, pageCount: 1, total: items.length });

export const SUMMARIES: MessageSummary[] = [
  { id: 3, subject: 'Your statement is ready', sentAt: '2026-11-20T15:00:00Z', custRead: false },
  { id: 2, subject: 'Welcome', sentAt: '2026-10-01T15:00:00Z', custRead: true },
];

/** The server's payoff arithmetic, simply: today's payoff plus the per-diem for each day after today. */
export function payoffQuoteFor(goodThrough: string): PayoffQuote {
  const perDiem = DETAILS[ACCOUNT_FIELDS.perDiemInterest];
  const cents = (amountToCents(DETAILS[ACCOUNT_FIELDS.payoffAmount]) ?? 0) + daysBetween(TODAY, goodThrough) * (amountToCents(perDiem) ?? 0);
  return { goodThrough, amount: centsToAmount(cents), perDiem };
}

export const goodThroughOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('goodThrough') ?? '';

/** Every read of the overview page; `overrides` replaces a route by its `'GET /api/…'` key. */
export function overviewReads(overrides: Partial<Record<string, FakeRoute>> = {}): Record<string, FakeRoute> {
  const routes: Record<string, FakeRoute> = {
    [`GET ${PORTAL_API_PATHS.accountDetails}`]: () => ({ body: DETAILS }),
    [`GET ${PORTAL_API_PATHS.messageSummaries}`]: () => ({ body: SUMMARIES }),
    [`GET ${ACCOUNT_MONEY_PATHS.history}`]: () => ({ body: historyPage([historyPayment()]) }),
    [`GET ${ACCOUNT_MONEY_PATHS.payments}`]: () => ({ body: [] }),
    [`GET ${ACCOUNT_MONEY_PATHS.paymentMethods}`]: () => ({ body: [CHECKING] }),
    [`GET ${ACCOUNT_MONEY_PATHS.payoffQuote}`]: ({ url }) => ({ body: payoffQuoteFor(goodThroughOf(url)) }),
    [`GET ${ACCOUNT_MONEY_PATHS.notices}`]: () => ({ body: [] }),
  };
  for (const [key, route] of Object.entries(overrides)) if (route) routes[key] = route;
  return routes;
}

/** The last day of the payoff window on the pinned day. */
export const LAST_GOOD_THROUGH = addDays(TODAY, 30);
