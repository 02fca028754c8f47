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

/** A loan's transaction history (spec 2.4 /account/history), newest first. */
export interface AccountTransactionsRepository {
  listForAccount(loanAccountId: number, page: PageRequest & { type?: AccountTransactionType }): Promise<Page<AccountTransactionRow>>;
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
  return {
    async listForAccount(loanAccountId, page) {
      const { limit, offset } = bounded(page);
      let rowsQuery = db.selectFrom('account_transactions').selectAll().where('loan_account_id', '=', loanAccountId);
      let countQuery = db
        .selectFrom('account_transactions')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('loan_account_id', '=', loanAccountId);
      if (page.type) {
        rowsQuery = rowsQuery.where('type', '=', page.type);
        countQuery = countQuery.where('type', '=', page.type);
      }
      // Same-day entries newest first too: ids grow in posting order.
      const rows = await rowsQuery.orderBy('posted_on', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const { total } = await countQuery.executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
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
