import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.js';
import type { Clock } from '../payments/clock.js';
import { INSTANCE_ID, withLease } from './lease.js';
import { JOBS, JOB_LEASE_MS, JOB_NAMES, type JobDefinition, type JobDeps, type JobName } from './registry.js';

/**
 * Runs every job of the registry on its schedule (docs/decisions/055), on every instance: each run takes the
 * job's lease first, so with several instances one of them runs it and the others skip that turn.
 */
export async function runScheduledJob(db: Kysely<DatabaseSchema>, name: JobName, now: Clock, deps: JobDeps, holder = INSTANCE_ID) {
  const job: JobDefinition = JOBS[name];
  // The lease runs on the wall clock, whatever moment the job is told it is (a pinned business clock, `--now`).
  return withLease(db, `job:${name}`, { holder, now: () => new Date(), ttlMs: JOB_LEASE_MS }, () => job.run(db, now(), deps));
}

export default async function jobSchedulerPlugin(app: FastifyInstance, options: { db: Kysely<DatabaseSchema>; now: Clock; deps: JobDeps }) {
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const name of JOB_NAMES) {
      const timer = setInterval(() => {
        runScheduledJob(options.db, name, options.now, options.deps).then(
          (run) => app.log.debug({ job: name, ...(run.ran ? { result: run.result } : { skipped: true }) }, 'Scheduled job'),
          (error: unknown) => app.log.error({ err: error, job: name }, 'Scheduled job failed'),
        );
      }, JOBS[name].everyMinutes * 60 * 1000);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
