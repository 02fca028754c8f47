import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from 'shared-contracts';
import { ROOT } from './server-env';

/**
 * A web root of its own for a spawned server (WEB_ROOT): mfe-public's build copied, so a test can change it (a
 * release, a missing server container), the shell's and the other remotes' builds linked as they are.
 * `leaveOut` names paths inside mfe-public's dist not to copy (`server` for its server container).
 */
function privateWebRoot(prefix: string, { leaveOut = [] }: { leaveOut?: string[] } = {}): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const packageName of ['shell', ...Object.values(REMOTES).map((remote) => remote.packageName)]) {
    const source = path.join(ROOT, packageName, 'dist');
    fs.mkdirSync(path.join(webRoot, packageName));
    if (packageName === REMOTES.public.packageName) {
      fs.cpSync(source, path.join(webRoot, packageName, 'dist'), { recursive: true, filter: (file) => !leaveOut.includes(path.relative(source, file)) });
    } else {
      fs.symlinkSync(source, path.join(webRoot, packageName, 'dist'), 'dir');
    }
  }
  return webRoot;
}

/** A worker fixture's body: the web root for the worker's server, removed when the worker ends. */
export async function withPrivateWebRoot(prefix: string, provide: (webRoot: string) => Promise<void>, options?: { leaveOut?: string[] }): Promise<void> {
  const webRoot = privateWebRoot(prefix, options);
  try {
    await provide(webRoot);
  } finally {
    fs.rmSync(webRoot, { recursive: true, force: true });
  }
}
