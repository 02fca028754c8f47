import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { postDuePayments } from '../payments/posting-job.js';

/*
 * The posting job run once, by hand (docs/decisions/020): the engineer on call posts what the server's own
 * timer would have posted (after an outage, say), and the browser tests move a payment from pending to posted.
 * It reads the server's configuration (DATABASE_URL), so it acts on the same database.
 *
 *   node server/dist/jobs/post-payments.js [--now 2026-11-24T18:30:00-06:00]
 *
 * `--now` is the moment the job believes it is: a payment posts once its day's cut-off has passed.
 */

const REPOSITORY_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function momentFrom(argv: readonly string[]): Date {
  const index = argv.indexOf('--now');
  if (index === -1) return new Date();
  const moment = new Date(argv[index + 1] ?? '');
  if (Number.isNaN(moment.getTime())) throw new ConfigError(['--now takes an ISO 8601 moment, e.g. 2026-11-24T18:30:00-06:00']);
  return moment;
}

async function main(): Promise<void> {
  const now = momentFrom(process.argv.slice(2));
  const config = loadConfig(process.env, { defaultWebRoot: REPOSITORY_ROOT });
  const database = openDatabase(config.database);
  try {
    const result = await postDuePayments(database.db, now);
    process.stdout.write(`${JSON.stringify({ now: now.toISOString(), ...result })}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
