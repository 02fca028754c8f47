import { openDatabase } from '../db/database.js';
import { createOutboxRepository } from '../db/outbox-repository.js';
import { closeStatementCycles } from '../cycles/statement-cycle-job.js';
import { createMessageTransport } from '../mail/transport.js';

/*
 * The statement cycle job run once for the browser tests (e2e account-cycles.spec.ts), until the job runner
 * (`npm run job -w server -- statement-cycle --now <ISO>`) exists on this branch; then the spec calls that and this
 * file goes. Development outbox only, on the SQLite file the spawned server uses.
 *
 *   npx tsx server/src/test-support/run-statement-cycle.ts <sqlite file> <ISO moment> <print dir> <origin>
 */

async function main(): Promise<void> {
  const [filename, moment, printDir, origin] = process.argv.slice(2);
  const now = new Date(moment ?? '');
  if (!filename || !printDir || !origin || Number.isNaN(now.getTime())) throw new Error('usage: run-statement-cycle <sqlite file> <ISO moment> <print dir> <origin>');
  const database = openDatabase({ kind: 'sqlite', filename });
  try {
    const transport = createMessageTransport({ smtpUrl: null, from: 'Roadbridge Auto Finance <no-reply@roadbridge.example>' }, createOutboxRepository(database.db));
    const result = await closeStatementCycles(database.db, now, { transport, origin, printDir });
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
