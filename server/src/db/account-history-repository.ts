import type { Kysely } from 'kysely';
import { ledgerCache, type LedgerVersion } from './ledger-cache.js';
import { precompiledQuery } from './precompiled-query.js';
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
  /** One entry; its id. */
  insert(loanAccountId: number, transaction: NewTransaction): Promise<number>;
}

// A page size no screen needs, so that a bad caller cannot read a table in one query.
const MAX_PAGE = 100;
const bounded = (page: PageRequest) => ({ limit: Math.min(Math.max(1, Math.trunc(page.limit)), MAX_PAGE), offset: Math.max(0, Math.trunc(page.offset)) });

/** The version of a loan's ledger in `table` (ledger-cache.ts): from the index on the loan's id alone. */
function ledgerVersion(db: Kysely<DatabaseSchema>, table: 'statements' | 'account_transactions') {
  const query = precompiledQuery<{ loanAccountId: number }, { rows: number | string; newest_id: number | null }>(db, (param) =>
    db
      .selectFrom(table)
      .select((eb) => [eb.fn.countAll<number | string>().as('rows'), eb.fn.max<number | null>('id').as('newest_id')])
      .where('loan_account_id', '=', param('loanAccountId')),
  );
  return async (loanAccountId: number): Promise<LedgerVersion> => {
    const row = await query.first({ loanAccountId });
    return { rows: Number(row?.rows ?? 0), newestId: Number(row?.newest_id ?? 0) };
  };
}

const pageOf = <Row>(rows: readonly Row[], request: PageRequest): Page<Row> => {
  const { limit, offset } = bounded(request);
  return { rows: rows.slice(offset, offset + limit), total: rows.length };
};

export function createStatementsRepository(db: Kysely<DatabaseSchema>): StatementsRepository {
  // The statements page reads the list on every visit: from memory while the ledger is unchanged.
  const all = precompiledQuery<{ loanAccountId: number }, StatementRow>(db, (param) =>
    db
      .selectFrom('statements')
      .selectAll()
      .where('loan_account_id', '=', param('loanAccountId'))
      .orderBy('statement_date', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_EXPORT_ROWS),
  );
  const ledger = ledgerCache({ version: ledgerVersion(db, 'statements'), load: (loanAccountId) => all.rows({ loanAccountId }) });
  return {
    async listForAccount(loanAccountId, request) {
      return pageOf(await ledger.rowsOf(loanAccountId), request);
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
  // The history page (spec 2.4) and its total, on every visit and filter: from memory while the ledger is
  // unchanged, filtered here (a loan has a few hundred entries at most).
  const all = precompiledQuery<{ loanAccountId: number }, AccountTransactionRow>(db, (param) =>
    db
      .selectFrom('account_transactions')
      .selectAll()
      .where('loan_account_id', '=', param('loanAccountId'))
      // Same-day entries newest first too: ids grow in posting order.
      .orderBy('posted_on', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_EXPORT_ROWS),
  );
  const ledger = ledgerCache({ version: ledgerVersion(db, 'account_transactions'), load: (loanAccountId) => all.rows({ loanAccountId }) });
  const matches = (filter: TransactionFilter) => (row: AccountTransactionRow) =>
    (!filter.type || row.type === filter.type) && (!filter.from || row.posted_on >= filter.from) && (!filter.to || row.posted_on <= filter.to);
  return {
    async listForAccount(loanAccountId, request) {
      const rows = await ledger.rowsOf(loanAccountId);
      const unfiltered = !request.type && !request.from && !request.to;
      return pageOf(unfiltered ? rows : rows.filter(matches(request)), request);
    },
    async listMatching(loanAccountId, filter) {
      return (await ledger.rowsOf(loanAccountId)).filter(matches(filter));
    },
    // The posting job's, inside its transaction (where a cache would be thrown away with the repository).
    async lastPayment(loanAccountId) {
      const row = await db
        .selectFrom('account_transactions')
        .selectAll()
        .where('loan_account_id', '=', loanAccountId)
        .where('type', '=', 'payment')
        .orderBy('posted_on', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ?? null;
    },
    async insert(loanAccountId, transaction) {
      const row = await db
        .insertInto('account_transactions')
        .values({ ...transaction, loan_account_id: loanAccountId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
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
