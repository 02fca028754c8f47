import type { DevMailboxEntry } from 'shared-contracts';
import type { OutboxRepository } from '../db/outbox-repository.js';

/** How many messages the mailbox shows, newest first. */
export const MAILBOX_SIZE = 100;

/** The outbox as the development mailbox shows it (routes/dev-mailbox.ts; outside production only). */
export function createDevMailbox(outbox: Pick<OutboxRepository, 'listRecent'>) {
  return {
    async recent(): Promise<DevMailboxEntry[]> {
      return (await outbox.listRecent(MAILBOX_SIZE)).map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.created_at,
      }));
    },
  };
}

export type DevMailbox = ReturnType<typeof createDevMailbox>;
