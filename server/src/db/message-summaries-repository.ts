import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.js';

/** A secure-message thread as the summaries of `GET /api/smc` show it (spec 3: custRead). */
export interface MessageSummaryRow {
  id: number;
  subject: string;
  /** The thread's last message. */
  sent_at: string;
  /** Null while a message of the lender waits to be read (custRead false). */
  read_at: string | null;
}

/**
 * The summaries polled by the shell (spec 4.5), read from the message center's threads. Threads and messages are
 * written through secure-messages-repository.ts (a lender's message, such as a due-date change's confirmation:
 * `createThread` with `author: 'lender'`, which leaves it unread).
 */
export interface MessageSummariesRepository {
  /** The loan's secure-message threads, the latest message first. */
  listForLoanAccount(loanAccountId: number): Promise<MessageSummaryRow[]>;
}

export function createMessageSummariesRepository(db: Kysely<DatabaseSchema>): MessageSummariesRepository {
  return {
    async listForLoanAccount(loanAccountId) {
      return db
        .selectFrom('message_threads')
        .select(['id', 'subject', 'last_message_at as sent_at', 'customer_read_at as read_at'])
        .where('loan_account_id', '=', loanAccountId)
        .orderBy('last_message_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}
