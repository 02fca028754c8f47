import type { Kysely } from 'kysely';
import { SECURITY_EVENTS, SIGN_IN_ACTIVITY_EVENTS, type SecurityEventName, type SecurityEventOutcome } from 'shared-contracts';
import type { DatabaseSchema, SecurityEventRow } from './schema.js';

export interface NewSecurityEvent {
  event: SecurityEventName;
  outcome: SecurityEventOutcome;
  userId: number | null;
  ipHash: string | null;
  userAgent: string | null;
  reason: string | null;
  occurredAt?: Date;
}

export interface SecurityEventsRepository {
  add(event: NewSecurityEvent): Promise<void>;
  /**
   * The user's sign-in activity since `since`, newest first: every sign-in, failed or not, and the locks, resets and
   * changes that happened (a refused change changed nothing a borrower needs to check).
   */
  signInActivity(userId: number, since: Date, limit: number): Promise<SecurityEventRow[]>;
  /** The retention job: answers how many rows went. */
  deleteOlderThan(cutoff: Date): Promise<number>;
}

export function createSecurityEventsRepository(db: Kysely<DatabaseSchema>): SecurityEventsRepository {
  return {
    async add(event) {
      await db
        .insertInto('security_events')
        .values({
          event: event.event,
          outcome: event.outcome,
          user_id: event.userId,
          ip_hash: event.ipHash,
          user_agent: event.userAgent,
          reason: event.reason,
          ...(event.occurredAt ? { occurred_at: event.occurredAt.toISOString() } : {}),
        })
        .execute();
    },
    async signInActivity(userId, since, limit) {
      return db
        .selectFrom('security_events')
        .selectAll()
        .where('user_id', '=', userId)
        .where('event', 'in', [...SIGN_IN_ACTIVITY_EVENTS])
        .where((eb) => eb.or([eb('event', '=', SECURITY_EVENTS.signIn), eb('outcome', '=', 'success')]))
        .where('occurred_at', '>=', since.toISOString())
        .orderBy('occurred_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
    async deleteOlderThan(cutoff) {
      const result = await db.deleteFrom('security_events').where('occurred_at', '<', cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
