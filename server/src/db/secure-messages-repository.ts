import type { Kysely } from 'kysely';
import type { DatabaseSchema, MessageAttachmentsTable, MessageRow, MessageThreadRow, MessageTopicColumn } from './schema.js';
import { inTransaction } from './in-transaction.js';

export type MessageAuthorColumn = MessagesTable['author'];
type MessagesTable = DatabaseSchema['messages'];

/** A file about to be stored: its content already checked (messages/attachment-check.ts). */
export interface NewAttachment {
  fileName: string;
  mediaType: MessageAttachmentsTable['media_type'];
  content: Buffer;
}

export interface NewMessage {
  author: MessageAuthorColumn;
  body: string;
  /** ISO-8601 instant. */
  at: string;
  attachments?: readonly NewAttachment[];
}

export interface NewThread extends NewMessage {
  loanAccountId: number;
  topic: MessageTopicColumn;
  subject: string;
}

export type ThreadListRow = MessageThreadRow & { message_count: number };

/** An attachment without its bytes: what a thread lists. */
export interface AttachmentInfoRow {
  id: number;
  message_id: number;
  file_name: string;
  media_type: MessageAttachmentsTable['media_type'];
  size_bytes: number;
}

export interface AttachmentContentRow {
  file_name: string;
  media_type: MessageAttachmentsTable['media_type'];
  content: Buffer;
}

export interface SecureMessagesRepository {
  /** The loan's threads, the latest message first. */
  listThreads(loanAccountId: number): Promise<ThreadListRow[]>;
  /** The thread when it belongs to the loan, else null (another borrower's thread is as absent as a made-up id). */
  findThread(loanAccountId: number, threadId: number): Promise<ThreadListRow | null>;
  /** Oldest first. */
  listMessages(threadId: number): Promise<MessageRow[]>;
  listAttachments(threadId: number): Promise<AttachmentInfoRow[]>;
  /** The file when it belongs to a message of this thread of this loan, else null. */
  findAttachment(loanAccountId: number, threadId: number, attachmentId: number): Promise<AttachmentContentRow | null>;
  /** A new thread with its first message and files, in one transaction; answers the thread's id. */
  createThread(thread: NewThread): Promise<number>;
  /**
   * A message added to a thread, in one transaction: the thread's last message time moves, and a message of the
   * lender makes it unread for the borrower (one of the borrower's makes it read: they are in it).
   */
  addMessage(threadId: number, message: NewMessage): Promise<void>;
  /** Marks the loan's thread read; false when the loan has no such thread. */
  markRead(loanAccountId: number, threadId: number, at: string): Promise<boolean>;
  /** The loan a thread belongs to (the lender's side, which has no session), or null. */
  loanAccountOf(threadId: number): Promise<number | null>;
  /** The bytes of every file stored in the loan's threads: the 50 MB quota (docs/decisions/051). */
  storedAttachmentBytes(loanAccountId: number): Promise<number>;
}

/** Writes a thread without a transaction of its own: for a caller already inside one (the demo seed). */
export async function insertThread(db: Kysely<DatabaseSchema>, thread: NewThread): Promise<number> {
  const row = await db
    .insertInto('message_threads')
    .values({
      loan_account_id: thread.loanAccountId,
      topic: thread.topic,
      subject: thread.subject,
      created_at: thread.at,
      last_message_at: thread.at,
      customer_read_at: thread.author === 'borrower' ? thread.at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertMessage(db, row.id, thread);
  return row.id;
}

async function insertMessage(db: Kysely<DatabaseSchema>, threadId: number, message: NewMessage): Promise<void> {
  const row = await db
    .insertInto('messages')
    .values({ thread_id: threadId, author: message.author, body: message.body, created_at: message.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const attachment of message.attachments ?? []) {
    await db
      .insertInto('message_attachments')
      .values({
        message_id: row.id,
        file_name: attachment.fileName,
        media_type: attachment.mediaType,
        size_bytes: attachment.content.byteLength,
        content: attachment.content,
        created_at: message.at,
      })
      .execute();
  }
}

const threadColumns = ['t.id', 't.loan_account_id', 't.topic', 't.subject', 't.created_at', 't.last_message_at', 't.customer_read_at'] as const;

export function createSecureMessagesRepository(db: Kysely<DatabaseSchema>): SecureMessagesRepository {
  const threads = () =>
    db
      .selectFrom('message_threads as t')
      .select(threadColumns)
      .select((eb) =>
        eb
          .selectFrom('messages as m')
          .select(eb.fn.countAll<number | string | bigint>().as('n'))
          .whereRef('m.thread_id', '=', 't.id')
          .as('message_count'),
      );
  const withCount = (row: MessageThreadRow & { message_count: number | string | bigint | null }): ThreadListRow => ({
    ...row,
    message_count: Number(row.message_count ?? 0),
  });

  return {
    async listThreads(loanAccountId) {
      const rows = await threads().where('t.loan_account_id', '=', loanAccountId).orderBy('t.last_message_at', 'desc').orderBy('t.id', 'desc').execute();
      return rows.map(withCount);
    },
    async findThread(loanAccountId, threadId) {
      const row = await threads().where('t.id', '=', threadId).where('t.loan_account_id', '=', loanAccountId).executeTakeFirst();
      return row ? withCount(row) : null;
    },
    async listMessages(threadId) {
      return db.selectFrom('messages').selectAll().where('thread_id', '=', threadId).orderBy('created_at').orderBy('id').execute();
    },
    async listAttachments(threadId) {
      return db
        .selectFrom('message_attachments as a')
        .innerJoin('messages as m', 'm.id', 'a.message_id')
        .select(['a.id', 'a.message_id', 'a.file_name', 'a.media_type', 'a.size_bytes'])
        .where('m.thread_id', '=', threadId)
        .orderBy('a.id')
        .execute();
    },
    async findAttachment(loanAccountId, threadId, attachmentId) {
      const row = await db
        .selectFrom('message_attachments as a')
        .innerJoin('messages as m', 'm.id', 'a.message_id')
        .innerJoin('message_threads as t', 't.id', 'm.thread_id')
        .select(['a.file_name', 'a.media_type', 'a.content'])
        .where('a.id', '=', attachmentId)
        .where('t.id', '=', threadId)
        .where('t.loan_account_id', '=', loanAccountId)
        .executeTakeFirst();
      return row ?? null;
    },
    async createThread(thread) {
      return inTransaction(db, (trx) => insertThread(trx, thread));
    },
    async addMessage(threadId, message) {
      await inTransaction(db, async (trx) => {
        await insertMessage(trx, threadId, message);
        await trx
          .updateTable('message_threads')
          .set({ last_message_at: message.at, customer_read_at: message.author === 'borrower' ? message.at : null })
          .where('id', '=', threadId)
          .execute();
      });
    },
    async markRead(loanAccountId, threadId, at) {
      const result = await db
        .updateTable('message_threads')
        .set({ customer_read_at: at })
        .where('id', '=', threadId)
        .where('loan_account_id', '=', loanAccountId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async loanAccountOf(threadId) {
      const row = await db.selectFrom('message_threads').select('loan_account_id').where('id', '=', threadId).executeTakeFirst();
      return row?.loan_account_id ?? null;
    },
    async storedAttachmentBytes(loanAccountId) {
      const { total } = await db
        .selectFrom('message_attachments as a')
        .innerJoin('messages as m', 'm.id', 'a.message_id')
        .innerJoin('message_threads as t', 't.id', 'm.thread_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('a.size_bytes'), eb.lit(0)).as('total'))
        .where('t.loan_account_id', '=', loanAccountId)
        .executeTakeFirstOrThrow();
      return Number(total);
    },
  };
}
