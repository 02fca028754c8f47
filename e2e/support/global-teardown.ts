import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './server-env';

/** The main test server's SQLite files (with -wal/-shm) are fresh per run; nothing needs them afterwards. */
export default async function globalTeardown(): Promise<void> {
  const dataDir = path.join(ROOT, 'data');
  const files = await readdir(dataDir).catch(() => [] as string[]);
  await Promise.all(
    files.filter((file) => file.startsWith('e2e-main-')).map((file) => rm(path.join(dataDir, file), { force: true })),
  );
}
