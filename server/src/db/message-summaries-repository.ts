import type { Kysely } from 'kysely';
import type { DatabaseSchema, MessageSummaryRow } from './schema.js';

export interface MessageSummariesRepository {
  /** Newest first. */
  listForLoanAccount(loanAccountId: number): Promise<MessageSummaryRow[]>;
  insert(summary: { loanAccountId: number; subject: string; sentAt: string; readAt: string | null }): Promise<number>;
}

export function createMessageSummariesRepository(db: Kysely<DatabaseSchema>): MessageSummariesRepository {
  return {
    async listForLoanAccount(loanAccountId) {
      return db
        .selectFrom('message_summaries')
        .selectAll()
        .where('loan_account_id', '=', loanAccountId)
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    async insert(summary) {
      const row = await db
        .insertInto('message_summaries')
        .values({ loan_account_id: summary.loanAccountId, subject: summary.subject, sent_at: summary.sentAt, read_at: summary.readAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
