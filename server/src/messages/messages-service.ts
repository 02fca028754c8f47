import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_QUOTAS, type Attachment, type NewThreadFields, type SecureMessage, type Thread, type ThreadSummary } from 'shared-contracts';
import type { SecureMessagesRepository, NewAttachment, ThreadListRow } from '../db/secure-messages-repository.js';
import type { UsersRepository } from '../db/users-repository.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError, TooManyRequestsError } from '../http/http-error.js';
import type { MessageTransport } from '../mail/transport.js';
import { isoNow } from '../time.js';
import { attachmentName, sniffAttachment } from './attachment-check.js';
import { unsupportedFile, type ReceivedFile } from './message-parts.js';
import { newSecureMessageMail } from './notice-mail.js';

export interface AttachmentDownload {
  name: string;
  mediaType: Attachment['mediaType'];
  content: Buffer;
}

export interface MessagesService {
  list(loanAccountId: number): Promise<ThreadSummary[]>;
  /** 404 unless the thread is the loan's. Reading never marks it read. */
  get(loanAccountId: number, threadId: number): Promise<Thread>;
  /** 404 unless the thread is the loan's (before a reply's body is read). */
  assertThread(loanAccountId: number, threadId: number): Promise<void>;
  /** A new thread from the borrower; files are checked by content first, and a refused one writes nothing (415). */
  start(loanAccountId: number, fields: NewThreadFields, files: readonly ReceivedFile[]): Promise<Thread>;
  reply(loanAccountId: number, threadId: number, body: string, files: readonly ReceivedFile[]): Promise<Thread>;
  markRead(loanAccountId: number, threadId: number): Promise<ThreadSummary>;
  attachment(loanAccountId: number, threadId: number, attachmentId: number): Promise<AttachmentDownload>;
  /**
   * The lender's answer (the servicing team's tool; outside production the dev call): the thread turns unread
   * for the borrower, who gets a content-free notice mail in their language. 404 for an unknown thread.
   */
  lenderReply(threadId: number, body: string, context: { origin: string | null; log: FastifyBaseLogger }): Promise<Thread>;
}

export interface MessagesServiceDependencies {
  secureMessages: SecureMessagesRepository;
  users: UsersRepository;
  transport: MessageTransport;
  now?: () => Date;
}

const notFound = () => new HttpError(404, ERROR_STATUS.notFound, 'No such message thread');

const summaryOf = (row: ThreadListRow): ThreadSummary => ({
  id: row.id,
  topic: row.topic,
  subject: row.subject,
  createdAt: row.created_at,
  lastMessageAt: row.last_message_at,
  unread: row.customer_read_at === null,
  messageCount: row.message_count,
});

/** Every file checked by its bytes before anything is written: one that is not a PDF, PNG or JPEG refuses all. */
async function checkedFiles(files: readonly ReceivedFile[]): Promise<NewAttachment[]> {
  const checked: NewAttachment[] = [];
  for (const file of files) {
    const mediaType = await sniffAttachment(file.content);
    if (!mediaType) throw unsupportedFile();
    checked.push({ fileName: attachmentName(file.sentName, mediaType), mediaType, content: file.content });
  }
  return checked;
}

/**
 * At most `ACCOUNT_QUOTAS.attachmentBytesPerLoan` of files stored per loan (docs/decisions/051): past it a 429
 * ATTACHMENT_QUOTA, without Retry-After (waiting does not free space), and nothing of the message is written.
 * Checked before the write, not under a lock: two uploads at the same moment can pass it by one message's files
 * (15 MB at most), which the quota tolerates.
 */
async function assertAttachmentRoom(secureMessages: SecureMessagesRepository, loanAccountId: number, files: readonly NewAttachment[]): Promise<void> {
  if (files.length === 0) return;
  const adding = files.reduce((sum, file) => sum + file.content.length, 0);
  if ((await secureMessages.storedAttachmentBytes(loanAccountId)) + adding > ACCOUNT_QUOTAS.attachmentBytesPerLoan) {
    throw new TooManyRequestsError(null, ERROR_STATUS.attachmentQuota, 'The files of this account would pass 50 MB stored; send the message without them or with smaller ones');
  }
}

export function createMessagesService(dependencies: MessagesServiceDependencies): MessagesService {
  const { secureMessages, users, transport } = dependencies;
  const now = () => isoNow(dependencies.now?.() ?? new Date());

  async function threadOf(loanAccountId: number, threadId: number): Promise<Thread> {
    const row = await secureMessages.findThread(loanAccountId, threadId);
    if (!row) throw notFound();
    const [messages, attachments] = await Promise.all([secureMessages.listMessages(threadId), secureMessages.listAttachments(threadId)]);
    const byMessage = new Map<number, Attachment[]>();
    for (const attachment of attachments) {
      const list = byMessage.get(attachment.message_id) ?? [];
      list.push({ id: attachment.id, name: attachment.file_name, mediaType: attachment.media_type, size: attachment.size_bytes });
      byMessage.set(attachment.message_id, list);
    }
    return {
      ...summaryOf(row),
      messages: messages.map(
        (message): SecureMessage => ({
          id: message.id,
          author: message.author,
          body: message.body,
          sentAt: message.created_at,
          attachments: byMessage.get(message.id) ?? [],
        }),
      ),
    };
  }

  return {
    async list(loanAccountId) {
      return (await secureMessages.listThreads(loanAccountId)).map(summaryOf);
    },
    get: threadOf,
    async assertThread(loanAccountId, threadId) {
      if (!(await secureMessages.findThread(loanAccountId, threadId))) throw notFound();
    },
    async start(loanAccountId, fields, files) {
      const attachments = await checkedFiles(files);
      await assertAttachmentRoom(secureMessages, loanAccountId, attachments);
      const threadId = await secureMessages.createThread({
        loanAccountId,
        topic: fields.topic,
        subject: fields.subject,
        author: 'borrower',
        body: fields.body,
        at: now(),
        attachments,
      });
      return threadOf(loanAccountId, threadId);
    },
    async reply(loanAccountId, threadId, body, files) {
      if (!(await secureMessages.findThread(loanAccountId, threadId))) throw notFound();
      const attachments = await checkedFiles(files);
      await assertAttachmentRoom(secureMessages, loanAccountId, attachments);
      await secureMessages.addMessage(threadId, { author: 'borrower', body, at: now(), attachments });
      return threadOf(loanAccountId, threadId);
    },
    async markRead(loanAccountId, threadId) {
      if (!(await secureMessages.markRead(loanAccountId, threadId, now()))) throw notFound();
      const row = await secureMessages.findThread(loanAccountId, threadId);
      if (!row) throw notFound();
      return summaryOf(row);
    },
    async attachment(loanAccountId, threadId, attachmentId) {
      const row = await secureMessages.findAttachment(loanAccountId, threadId, attachmentId);
      if (!row) throw new HttpError(404, ERROR_STATUS.notFound, 'No such attachment');
      return { name: row.file_name, mediaType: row.media_type, content: Buffer.from(row.content) };
    },
    async lenderReply(threadId, body, { origin, log }) {
      const loanAccountId = await secureMessages.loanAccountOf(threadId);
      if (loanAccountId === null) throw notFound();
      await secureMessages.addMessage(threadId, { author: 'lender', body, at: now() });
      const user = await users.findByLoanAccountId(loanAccountId);
      if (user) transport.sendMailInBackground(newSecureMessageMail(user.email, languageOf(user), origin), log);
      return threadOf(loanAccountId, threadId);
    },
  };
}

/** The user's language for mail (settings' preference), English when none is stored. */
function languageOf(user: object): string {
  const language = (user as { language?: unknown }).language;
  return typeof language === 'string' ? language : 'en-US';
}
