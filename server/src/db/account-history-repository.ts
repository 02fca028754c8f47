import type { Kysely } from 'kysely';
import { precompiledQuery, type ParamOf } from './precompiled-query.js';
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

type FilterParams = {
  loanAccountId: number;
  type: AccountTransactionType | null;
  from: string | null;
  to: string | null;
};

// A page size no screen needs, so that a bad caller cannot read a table in one query.
const MAX_PAGE = 100;
const bounded = (page: PageRequest) => ({ limit: Math.min(Math.max(1, Math.trunc(page.limit)), MAX_PAGE), offset: Math.max(0, Math.trunc(page.offset)) });

export function createStatementsRepository(db: Kysely<DatabaseSchema>): StatementsRepository {
  // The statements page reads both on every visit: compiled once. (A window count in the same query cost SQLite
  // four times the two queries.)
  const page = precompiledQuery<{ loanAccountId: number; limit: number; offset: number }, StatementRow>(db, (param) =>
    db
      .selectFrom('statements')
      .selectAll()
      .where('loan_account_id', '=', param('loanAccountId'))
      .orderBy('statement_date', 'desc')
      .orderBy('id', 'desc')
      .limit(param('limit'))
      .offset(param('offset')),
  );
  const count = precompiledQuery<{ loanAccountId: number }, { total: number | string }>(db, (param) =>
    db.selectFrom('statements').select((eb) => eb.fn.countAll<number | string>().as('total')).where('loan_account_id', '=', param('loanAccountId')),
  );
  return {
    async listForAccount(loanAccountId, request) {
      const { limit, offset } = bounded(request);
      const rows = await page.rows({ loanAccountId, limit, offset });
      const counted = await count.first({ loanAccountId });
      return { rows, total: Number(counted?.total ?? 0) };
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
  // The history page (spec 2.4) and its total: the same two queries whatever the filter (each filter is off when
  // its value is null), compiled once. The casts let PostgreSQL type a null parameter. (A window count in the
  // page's query cost SQLite four times the separate count.)
  const filtered = (param: ParamOf<FilterParams>) =>
    db
      .selectFrom('account_transactions')
      .where('loan_account_id', '=', param('loanAccountId'))
      .where((eb) => eb.or([eb(eb.cast(eb.val(param('type')), 'text'), 'is', null), eb('type', '=', eb.cast<AccountTransactionType>(eb.val(param('type')), 'text'))]))
      .where((eb) => eb.or([eb(eb.cast(eb.val(param('from')), 'text'), 'is', null), eb('posted_on', '>=', eb.cast<string>(eb.val(param('from')), 'text'))]))
      .where((eb) => eb.or([eb(eb.cast(eb.val(param('to')), 'text'), 'is', null), eb('posted_on', '<=', eb.cast<string>(eb.val(param('to')), 'text'))]));
  const count = precompiledQuery<FilterParams, { total: number | string }>(db, (param) =>
    filtered(param).select((eb) => eb.fn.countAll<number | string>().as('total')),
  );
  const page = precompiledQuery<FilterParams & { limit: number; offset: number }, AccountTransactionRow>(db, (param) =>
    filtered(param)
      .selectAll()
      // Same-day entries newest first too: ids grow in posting order.
      .orderBy('posted_on', 'desc')
      .orderBy('id', 'desc')
      .limit(param('limit'))
      .offset(param('offset')),
  );
  return {
    async listForAccount(loanAccountId, request) {
      const { limit, offset } = bounded(request);
      const filter = { loanAccountId, type: request.type ?? null, from: request.from ?? null, to: request.to ?? null };
      const rows = await page.rows({ ...filter, limit, offset });
      const counted = await count.first(filter);
      return { rows, total: Number(counted?.total ?? 0) };
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
