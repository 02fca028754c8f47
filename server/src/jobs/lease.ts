import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.js';

/*
 * Job leases (docs/decisions/055): a job runs only while its instance holds the job's row in `job_leases`. Taking
 * it is one statement — insert, or take over a lease that has run out — so of two instances that try at the same
 * moment exactly one gets it, on SQLite and PostgreSQL alike. The lease is given back when the run ends; one that
 * crashed runs out after `ttlMs`.
 */

/** Names this process in the lease rows: host, process id and a random part (two containers may share a pid). */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** True when `holder` now holds the lease on `name` until `until`. */
export async function tryTakeLease(db: Kysely<DatabaseSchema>, name: string, holder: string, now: Date, until: Date): Promise<boolean> {
  const result = await db
    .insertInto('job_leases')
    .values({ name, holder, lease_until: until.toISOString() })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder: (eb) => eb.ref('excluded.holder'), lease_until: (eb) => eb.ref('excluded.lease_until') })
        // Timestamps compare as instants on PostgreSQL and as ISO-8601 UTC text on SQLite (the same order).
        .where(sql<boolean>`job_leases.lease_until <= ${now.toISOString()}`),
    )
    .returning('holder')
    .executeTakeFirst();
  return result?.holder === holder;
}

/** Gives the lease back (only the holder can). */
export async function releaseLease(db: Kysely<DatabaseSchema>, name: string, holder: string, now: Date): Promise<void> {
  await db.updateTable('job_leases').set({ lease_until: now.toISOString() }).where('name', '=', name).where('holder', '=', holder).execute();
}

export type LeasedRun<Result> = { ran: true; result: Result } | { ran: false; heldBy: string | null };

/** Runs `work` under the lease on `name`, or not at all when another holder has it. */
export async function withLease<Result>(
  db: Kysely<DatabaseSchema>,
  name: string,
  options: { holder: string; now: () => Date; ttlMs: number },
  work: () => Promise<Result>,
): Promise<LeasedRun<Result>> {
  const start = options.now();
  if (!(await tryTakeLease(db, name, options.holder, start, new Date(start.getTime() + options.ttlMs)))) {
    const row = await db.selectFrom('job_leases').select('holder').where('name', '=', name).executeTakeFirst();
    return { ran: false, heldBy: row?.holder ?? null };
  }
  try {
    return { ran: true, result: await work() };
  } finally {
    await releaseLease(db, name, options.holder, options.now());
  }
}
