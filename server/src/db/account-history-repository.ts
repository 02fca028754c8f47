import type { Kysely } from 'kysely';
import type { AccountTransactionRow, AccountTransactionType, DatabaseSchema, StatementRow } from './schema.js';
import type { NewStatement, NewTransaction } from './account-history.js';

export interface PageRequest {
  /** Rows per page (the pages show PAGINATION_DEFAULTS.perPage). */
  limit: number;
  /** Rows skipped: (page - 1) × limit. */
  offset: number;
}

export interface Page<Row> {
  rows: Row[];
  /** Rows of the account in all pages (with the filter applied). */
  total: number;
}

/** A loan's monthly statements (spec 2.4 /account/statements), newest first. */
export interface StatementsRepository {
  listForAccount(loanAccountId: number, page: PageRequest): Promise<Page<StatementRow>>;
  /** One statement of this account, or null (another account's id included). */
  findForAccount(loanAccountId: number, statementId: number): Promise<StatementRow | null>;
  insertMany(loanAccountId: number, statements: readonly NewStatement[]): Promise<void>;
}

/** Which entries of a history: of one type, posted from/to a date (inclusive); every part optional. */
export interface TransactionFilter {
  type?: AccountTransactionType | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The most rows one CSV download or one statement carries: 40 years of monthly entries, far above any loan. */
export const MAX_EXPORT_ROWS = 2000;

/** A loan's transaction history (spec 2.4 /account/history), newest first. */
export interface AccountTransactionsRepository {
  listForAccount(loanAccountId: number, page: PageRequest & TransactionFilter): Promise<Page<AccountTransactionRow>>;
  /** Every entry that matches, newest first, up to MAX_EXPORT_ROWS (the CSV, a statement's period). */
  listMatching(loanAccountId: number, filter: TransactionFilter): Promise<AccountTransactionRow[]>;
  /** The newest payment entry, or null. */
  lastPayment(loanAccountId: number): Promise<AccountTransactionRow | null>;
  insertMany(loanAccountId: number, transactions: readonly NewTransaction[]): Promise<void>;
}

// A page size no screen needs, so that a bad caller cannot read a table in one query.
const MAX_PAGE = 100;
const bounded = (page: PageRequest) => ({ limit: Math.min(Math.max(1, Math.trunc(page.limit)), MAX_PAGE), offset: Math.max(0, Math.trunc(page.offset)) });

export function createStatementsRepository(db: Kysely<DatabaseSchema>): StatementsRepository {
  return {
    async listForAccount(loanAccountId, page) {
      const { limit, offset } = bounded(page);
      const rows = await db
        .selectFrom('statements')
        .selectAll()
        .where('loan_account_id', '=', loanAccountId)
        .orderBy('statement_date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await db
        .selectFrom('statements')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('loan_account_id', '=', loanAccountId)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },
    async findForAccount(loanAccountId, statementId) {
      return (
        (await db.selectFrom('statements').selectAll().where('loan_account_id', '=', loanAccountId).where('id', '=', statementId).executeTakeFirst()) ?? null
      );
    },
    async insertMany(loanAccountId, statements) {
      if (statements.length === 0) return;
      await db
        .insertInto('statements')
        .values(statements.map((statement) => ({ ...statement, loan_account_id: loanAccountId })))
        .execute();
    },
  };
}

export function createAccountTransactionsRepository(db: Kysely<DatabaseSchema>): AccountTransactionsRepository {
  const matching = (loanAccountId: number, filter: TransactionFilter) => {
    let query = db.selectFrom('account_transactions').where('loan_account_id', '=', loanAccountId);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.from) query = query.where('posted_on', '>=', filter.from);
    if (filter.to) query = query.where('posted_on', '<=', filter.to);
    return query;
  };
  return {
    async listForAccount(loanAccountId, page) {
      const { limit, offset } = bounded(page);
      // Same-day entries newest first too: ids grow in posting order.
      const rows = await matching(loanAccountId, page).selectAll().orderBy('posted_on', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const { total } = await matching(loanAccountId, page)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },
    async listMatching(loanAccountId, filter) {
      return matching(loanAccountId, filter).selectAll().orderBy('posted_on', 'desc').orderBy('id', 'desc').limit(MAX_EXPORT_ROWS).execute();
    },
    async lastPayment(loanAccountId) {
      const row = await matching(loanAccountId, { type: 'payment' }).selectAll().orderBy('posted_on', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row ?? null;
    },
    async insertMany(loanAccountId, transactions) {
      if (transactions.length === 0) return;
      await db
        .insertInto('account_transactions')
        .values(transactions.map((transaction) => ({ ...transaction, loan_account_id: loanAccountId })))
        .execute();
    },
  };
}
