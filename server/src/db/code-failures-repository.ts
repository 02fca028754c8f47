import { sql, type Kysely } from 'kysely';
import { isoNow } from '../time.js';
import type { DatabaseSchema, LookupPurpose } from './schema.js';

/** Whose code step: a user for `sign_in`, a loan for `lookup` and `enrolment` (docs/decisions/050). */
export interface CodeSubject {
  purpose: LookupPurpose;
  subjectId: number;
}

export interface CodeFailuresRepository {
  /** When the subject's code step opens again, or null while it is open. */
  closedUntil(subject: CodeSubject, now?: Date): Promise<string | null>;
  /**
   * Counts one wrong code: a count whose window started before `windowStart` starts again at one. Reaching
   * `maxFailures` closes the step until `closeUntil` and starts the count again; `closedNow` says it did.
   */
  recordFailure(subject: CodeSubject, rule: { maxFailures: number; windowStart: Date; closeUntil: Date }, now?: Date): Promise<{ failures: number; closedNow: boolean }>;
  /** A right code: the subject's count and any closing are forgotten. */
  reset(subject: CodeSubject): Promise<void>;
  deleteStale(windowStart: Date, now?: Date): Promise<number>;
}

export function createCodeFailuresRepository(db: Kysely<DatabaseSchema>): CodeFailuresRepository {
  return {
    async closedUntil(subject, now = new Date()) {
      const row = await db
        .selectFrom('code_failures')
        .select('closed_until')
        .where('purpose', '=', subject.purpose)
        .where('subject_id', '=', subject.subjectId)
        .where('closed_until', '>', isoNow(now))
        .executeTakeFirst();
      return row?.closed_until ?? null;
    },
    async recordFailure(subject, rule, now = new Date()) {
      const at = isoNow(now);
      const windowStart = isoNow(rule.windowStart);
      // One upsert, so concurrent wrong codes (and instances) never lose a count.
      const counted = await db
        .insertInto('code_failures')
        .values({ purpose: subject.purpose, subject_id: subject.subjectId, failures: 1, window_started_at: at, closed_until: null })
        .onConflict((conflict) =>
          conflict.columns(['purpose', 'subject_id']).doUpdateSet({
            failures: sql<number>`case when code_failures.window_started_at <= ${windowStart} then 1 else code_failures.failures + 1 end`,
            window_started_at: sql<string>`case when code_failures.window_started_at <= ${windowStart} then ${at} else code_failures.window_started_at end`,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      if (counted.failures < rule.maxFailures) return { failures: counted.failures, closedNow: false };
      // Only the request whose count reached the limit closes the step (and so sends the one mail).
      const closed = await db
        .updateTable('code_failures')
        .set({ failures: 0, window_started_at: at, closed_until: isoNow(rule.closeUntil) })
        .where('purpose', '=', subject.purpose)
        .where('subject_id', '=', subject.subjectId)
        .where('failures', '>=', rule.maxFailures)
        .executeTakeFirst();
      return { failures: counted.failures, closedNow: Number(closed.numUpdatedRows) === 1 };
    },
    async reset(subject) {
      await db.deleteFrom('code_failures').where('purpose', '=', subject.purpose).where('subject_id', '=', subject.subjectId).execute();
    },
    async deleteStale(windowStart, now = new Date()) {
      // Neither closed now nor counting within the window: the row says nothing any more.
      const result = await db
        .deleteFrom('code_failures')
        .where('window_started_at', '<=', isoNow(windowStart))
        .where((eb) => eb.or([eb('closed_until', 'is', null), eb('closed_until', '<=', isoNow(now))]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
