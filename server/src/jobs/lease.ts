import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { createJobLeasesRepository } from '../db/job-leases-repository.js';
import type { DatabaseSchema } from '../db/schema.js';

/*
 * Job leases (docs/decisions/055): a job runs only while its instance holds the job's row in `job_leases`. Taking
 * it is one statement — insert, or take over a lease that has run out — so of two instances that try at the same
 * moment exactly one gets it, on SQLite and PostgreSQL alike. The lease is given back when the run ends; one that
 * crashed runs out after `ttlMs`.
 */

/** Names this process in the lease rows: host, process id and a random part (two containers may share a pid). */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export type LeasedRun<Result> = { ran: true; result: Result } | { ran: false; heldBy: string | null };

/** Runs `work` under the lease on `name`, or not at all when another holder has it. */
export async function withLease<Result>(
  db: Kysely<DatabaseSchema>,
  name: string,
  options: { holder: string; now: () => Date; ttlMs: number },
  work: () => Promise<Result>,
): Promise<LeasedRun<Result>> {
  const leases = createJobLeasesRepository(db);
  const start = options.now();
  if (!(await leases.tryTake(name, options.holder, start, new Date(start.getTime() + options.ttlMs)))) {
    return { ran: false, heldBy: await leases.holderOf(name) };
  }
  try {
    return { ran: true, result: await work() };
  } finally {
    await leases.release(name, options.holder, options.now());
  }
}
