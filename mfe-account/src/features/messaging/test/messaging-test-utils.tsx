import { type Thread, type ThreadSummary } from 'shared-contracts';

/* The demo borrower's threads, for the message-center tests (the fakes and `renderAt` are the account tests'). */

export const DUE_DATE_THREAD: ThreadSummary = {
  id: 11,
  topic: 'dueDate',
  subject: 'Your due date change request',
  createdAt: '2026-11-22T16:00:00.000Z',
  lastMessageAt: '2026-11-22T16:00:00.000Z',
  unread: true,
  messageCount: 1,
};
export const STATEMENT_THREAD: ThreadSummary = {
  id: 10,
  topic: 'payment',
  subject: 'Your monthly statement is ready',
  createdAt: '2026-11-11T16:00:00.000Z',
  lastMessageAt: '2026-11-11T16:00:00.000Z',
  unread: false,
  messageCount: 1,
};

export function threadOf(summary: ThreadSummary, overrides: Partial<Thread> = {}): Thread {
  return {
    ...summary,
    messages: [
      {
        id: summary.id * 10,
        author: 'lender',
        body: `Hello Maria,\n\nabout "${summary.subject}".\n<b>not markup</b>`,
        sentAt: summary.lastMessageAt,
        attachments: [{ id: 5, name: 'letter.pdf', mediaType: 'application/pdf', size: 245_760 }],
      },
    ],
    ...overrides,
  };
}
