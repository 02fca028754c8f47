import { type HistoryItem, type HistoryPage } from 'shared-contracts';

/*
 * The demo loan's history rows and pages, for the history tests (the page itself renders with `renderAt` of
 * the account tests' utilities: its page and filter live in the query string).
 */

export function historyItem(overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id: 'T101',
    postedOn: '2026-11-02',
    type: 'payment',
    code: 'payment_online',
    description: 'Online payment — thank you',
    amount: '-389.45',
    principal: '-362.10',
    interest: '-27.35',
    fees: '0.00',
    runningBalance: '12034.88',
    reference: 'WEB-20261102-1234',
    status: 'posted',
    ...overrides,
  };
}

/** A page of `total` transactions as the server answers it (10 a page, spec 9). */
export function historyPage(items: HistoryItem[], { page = 1, total = items.length }: { page?: number; total?: number } = {}): HistoryPage {
  return { items, page, pageCount: Math.max(1, Math.ceil(total / 10)), total };
}
