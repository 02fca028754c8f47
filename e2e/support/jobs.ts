import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './server-env';

const execFileAsync = promisify(execFile);

/**
 * Runs one of the server's jobs as the engineer on call would (`npm run job -w server -- <name> --now <moment>`,
 * server/dist/jobs/run.js; docs/decisions/055) on a test server's SQLite file, and answers its printed result.
 * `env` adds the job's settings (ACH directories, STATEMENT_PRINT_DIR).
 */
export async function runJob(name: string, now: string, databaseFile: string, env: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const { stdout } = await execFileAsync(process.execPath, [path.join(ROOT, 'server/dist/jobs/run.js'), name, '--now', now], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATABASE_URL: `file:${databaseFile}`, ...env },
    cwd: ROOT,
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}
