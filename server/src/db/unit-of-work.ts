import type { Kysely } from 'kysely';
import { inTransaction } from './in-transaction.js';
import { createRepositories, type Repositories } from './repositories.js';
import type { DatabaseSchema } from './schema.js';

/**
 * A unit of work: every repository over one transaction, committed when `work` resolves, rolled back when it
 * throws. docs/decisions/031 writes an audit row this way in the same transaction as the change it records
 * (docs/decisions/031-security-events.md). Inside `work` use only the repositories it is given: on SQLite a
 * query through another would wait for this transaction's connection for ever. Slow work (argon2, mail) goes
 * before or after, never inside.
 */
export type Transact = <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;

export function createTransact(db: Kysely<DatabaseSchema>): Transact {
  return (work) => inTransaction(db, (trx) => work(createRepositories(trx)));
}
