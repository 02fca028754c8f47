import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createRepositories } from '../db/repositories.js';
import { createMessageTransport } from '../mail/transport.js';
import { resolveSecrets } from '../secrets.js';
import { paymentDataCipherFor } from '../security/payment-data-cipher.js';
import { INSTANCE_ID } from './lease.js';
import { JOB_NAMES, isJobName } from './registry.js';
import { runScheduledJob } from './scheduler.js';

/*
 * One job run by hand (docs/decisions/055): the engineer on call, or the browser tests, run what the server's
 * schedule would run — under the same lease, so never beside a scheduled run of the same job. It reads the
 * server's configuration (DATABASE_URL, the ACH folders), so it acts on the same database and files.
 *
 *   npm run job -w server -- <name> [--now 2026-11-24T18:30:00-06:00]
 *   node server/dist/jobs/run.js <name> [--now …]
 *
 * `--now` is the moment the job believes it is (a payment's cut-off, a file's business day).
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
  const argv = process.argv.slice(2);
  const name = argv[0] ?? '';
  if (!isJobName(name)) throw new ConfigError([`Name a job: ${JOB_NAMES.join(', ')}`]);
  const now = momentFrom(argv);
  const config = loadConfig(process.env, { defaultWebRoot: REPOSITORY_ROOT });
  const { secrets } = resolveSecrets(config);
  const database = openDatabase(config.database);
  const repositories = createRepositories(database.db);
  const transport = createMessageTransport(config.mail, repositories.outbox);
  try {
    const run = await runScheduledJob(
      database.db,
      name,
      () => now,
      {
        ach: config.ach,
        cipher: paymentDataCipherFor(config.secrets.paymentDataKeys, secrets.signing),
        transport,
        publicUrl: config.publicUrl,
        statementPrintDir: config.statementPrintDir,
        warn: (message) => process.stderr.write(`${message}\n`),
      },
      `${INSTANCE_ID}:by-hand`,
    );
    if (!run.ran) {
      process.stderr.write(`${name} is running on ${run.heldBy ?? 'another instance'}; not run again\n`);
      process.exitCode = 2;
      return;
    }
    process.stdout.write(`${JSON.stringify({ job: name, now: now.toISOString(), ...run.result })}\n`);
  } finally {
    await transport.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
