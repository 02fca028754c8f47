import { centsToAmount, pageCountOf, PAGINATION_DEFAULTS, type HistoryCode, type HistoryFilter, type HistoryItem, type HistoryPage, type Locale } from 'shared-contracts';
import type { AccountTransactionsRepository } from '../db/account-history-repository.js';
import type { LoanAccountsRepository } from '../db/loan-accounts-repository.js';
import type { PaymentsRepository } from '../db/payments-repository.js';
import type { AccountTransactionRow, PaymentRow } from '../db/schema.js';
import { DOCUMENT_TEXTS, HISTORY_CODE_TEXTS, HISTORY_TYPE_TEXTS } from '../documents/document-texts.js';
import { toCsv } from './csv.js';

export interface HistoryService {
  /** One page of 10 (spec 9), newest first; payments made and not yet posted lead as 'pending'. */
  page(loanAccountId: number, page: number, filter: HistoryFilter): Promise<HistoryPage>;
  /**
   * The same rows as CSV (RFC 4180), every page of them, with the header, the type, the line's wording (by its
   * code) and the status in `locale` (docs/decisions/056). Dates stay `YYYY-MM-DD` and amounts a decimal point:
   * a spreadsheet of any language reads them as dates and numbers.
   */
  csv(loanAccountId: number, filter: HistoryFilter, locale: Locale): Promise<string>;
}

export const postedItemOf = (row: AccountTransactionRow): HistoryItem => ({
  id: `T${row.id}`,
  postedOn: row.posted_on,
  type: row.type,
  code: row.code,
  description: row.description,
  amount: centsToAmount(row.amount_cents),
  principal: centsToAmount(row.principal_cents),
  interest: centsToAmount(row.interest_cents),
  fees: centsToAmount(row.fees_cents),
  runningBalance: centsToAmount(row.running_balance_cents),
  reference: row.reference,
  status: 'posted',
});

const PAYMENT_CODES: Readonly<Record<PaymentRow['source'], HistoryCode>> = { online: 'payment_online', autopay: 'payment_autopay', guest: 'payment_guest' };

/** A payment made today and not yet posted: its interest and principal parts are known only at posting. */
const pendingItemOf = (row: PaymentRow, balanceCents: number): HistoryItem => ({
  id: `P${row.id}`,
  postedOn: row.pay_on,
  type: 'payment',
  code: PAYMENT_CODES[row.source],
  description: row.source === 'autopay' ? 'Autopay payment — pending' : 'Online payment — pending',
  amount: centsToAmount(-row.amount_cents),
  principal: '0.00',
  interest: '0.00',
  fees: '0.00',
  runningBalance: centsToAmount(balanceCents),
  reference: row.confirmation_number,
  status: 'pending',
});

const CSV_HEADER = ['csvDate', 'csvType', 'csvDescription', 'csvAmount', 'csvPrincipal', 'csvInterest', 'csvFees', 'csvRunningBalance', 'csvReference', 'csvStatus'] as const;
// Accounting style, (389.45) for a credit: spreadsheets read it as a negative number, and no cell starts with '-'.
const csvAmount = (amount: string) => (amount.startsWith('-') ? `(${amount.slice(1)})` : amount);

export function createHistoryService(dependencies: {
  accountTransactions: AccountTransactionsRepository;
  payments: PaymentsRepository;
  loanAccounts: LoanAccountsRepository;
}): HistoryService {
  const { accountTransactions, payments, loanAccounts } = dependencies;

  async function pendingItems(loanAccountId: number, filter: HistoryFilter): Promise<HistoryItem[]> {
    if (filter.type && filter.type !== 'payment') return [];
    const rows = await payments.listPending(loanAccountId);
    const inRange = rows.filter((row) => (!filter.from || row.pay_on >= filter.from) && (!filter.to || row.pay_on <= filter.to));
    if (inRange.length === 0) return [];
    const balance = (await loanAccounts.findById(loanAccountId))?.current_balance_cents ?? 0;
    return inRange.map((row) => pendingItemOf(row, balance));
  }

  return {
    async page(loanAccountId, requested, filter) {
      const perPage = PAGINATION_DEFAULTS.perPage;
      const pending = await pendingItems(loanAccountId, filter);
      // Pending payments lead the first pages; posted entries follow. One query reads a page and the total.
      const read = async (page: number) => {
        const offset = (page - 1) * perPage;
        const leading = pending.slice(offset, offset + perPage);
        const postedLimit = perPage - leading.length;
        const posted = await accountTransactions.listForAccount(loanAccountId, {
          ...filter,
          // A page filled by pending payments still reads one row, for the total.
          limit: Math.max(1, postedLimit),
          offset: Math.max(0, offset - pending.length),
        });
        return { leading, posted: postedLimit > 0 ? posted.rows : [], total: pending.length + posted.total };
      };
      let page = Math.max(1, requested);
      let result = await read(page);
      const pageCount = pageCountOf(result.total, perPage);
      // Past the last page: the last page instead.
      if (page > pageCount) {
        page = pageCount;
        result = await read(page);
      }
      return { items: [...result.leading, ...result.posted.map(postedItemOf)], page, pageCount, total: result.total };
    },

    async csv(loanAccountId, filter, locale) {
      const texts = DOCUMENT_TEXTS[locale];
      const items = [...(await pendingItems(loanAccountId, filter)), ...(await accountTransactions.listMatching(loanAccountId, filter)).map(postedItemOf)];
      const rows = items.map((item) => [
        item.postedOn,
        texts[HISTORY_TYPE_TEXTS[item.type]],
        texts[HISTORY_CODE_TEXTS[item.code]],
        csvAmount(item.amount),
        csvAmount(item.principal),
        csvAmount(item.interest),
        csvAmount(item.fees),
        csvAmount(item.runningBalance),
        item.reference,
        item.status === 'pending' ? texts.statusPending : texts.statusPosted,
      ]);
      return toCsv([CSV_HEADER.map((key) => texts[key]), ...rows]);
    },
  };
}
