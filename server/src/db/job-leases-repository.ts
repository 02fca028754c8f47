import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.js';

/*
 * Job leases (docs/decisions/055): a job runs only while its instance holds the job's row in `job_leases`. Taking
 * it is one statement — insert, or take over a lease that has run out — so of two instances that try at the same
 * moment exactly one gets it, on SQLite and PostgreSQL alike (jobs/lease.ts runs a job under it).
 */
export function createJobLeasesRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** True when `holder` now holds the lease on `name` until `until`. */
    async tryTake(name: string, holder: string, now: Date, until: Date): Promise<boolean> {
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
    },
    /** Gives the lease back (only the holder can). */
    async release(name: string, holder: string, now: Date): Promise<void> {
      await db.updateTable('job_leases').set({ lease_until: now.toISOString() }).where('name', '=', name).where('holder', '=', holder).execute();
    },
    async holderOf(name: string): Promise<string | null> {
      const row = await db.selectFrom('job_leases').select('holder').where('name', '=', name).executeTakeFirst();
      return row?.holder ?? null;
    },
  };
}
