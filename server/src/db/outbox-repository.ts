import type { Kysely } from 'kysely';
import type { DatabaseSchema, OutboxChannel, OutboxRow } from './schema.js';

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
}

export interface OutboxRepository {
  add(message: OutboxMessage): Promise<number>;
  /** Newest first. */
  listRecent(limit: number): Promise<OutboxRow[]>;
  /** Deletes the messages written before `cutoff`; answers how many. */
  deleteOlderThan(cutoff: Date): Promise<number>;
}

export function createOutboxRepository(db: Kysely<DatabaseSchema>): OutboxRepository {
  return {
    async add(message) {
      const row = await db
        .insertInto('outbox')
        .values({ channel: message.channel, recipient: message.recipient, subject: message.subject, body: message.body })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async listRecent(limit) {
      return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
    async deleteOlderThan(cutoff) {
      const result = await db.deleteFrom('outbox').where('created_at', '<', cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
