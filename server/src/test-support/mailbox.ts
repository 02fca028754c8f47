import type { FastifyInstance } from 'fastify';
import { PORTAL_API_PATHS, devMailboxResponseSchema, type DevMailboxEntry } from 'shared-contracts';

/** What /dev/mailbox.json holds, newest first. */
export async function readMailbox(app: FastifyInstance): Promise<DevMailboxEntry[]> {
  const response = await app.inject({ method: 'GET', url: PORTAL_API_PATHS.devMailboxJson });
  return devMailboxResponseSchema.parse(response.json());
}

/** The newest message to `to`, or throws. */
export async function lastMessageTo(app: FastifyInstance, to: string): Promise<DevMailboxEntry> {
  const message = (await readMailbox(app)).find((entry) => entry.to.toLowerCase() === to.toLowerCase());
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}
