import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from './schema.js';

/**
 * Runs `work` in a transaction, or in the one `db` already is: a repository's own multi-statement write
 * (issue a token, apply an e-mail change) then joins the caller's transaction instead of failing, as Kysely's
 * nested `transaction()` does.
 */
export function inTransaction<T>(db: Kysely<DatabaseSchema>, work: (trx: Transaction<DatabaseSchema>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DatabaseSchema>) : db.transaction().execute(work);
}
