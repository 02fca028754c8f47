import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS } from 'shared-contracts';
import { freePort } from '../../deploy/cluster/cluster';
import { ROOT, e2eServerEnv } from './server-env';

/**
 * A second server for the suites that need a differently configured site (a remote that is down, a web root
 * whose manifest the test rewrites). Same binary as playwright.config.ts's webServer, own port, own database.
 */
export interface SpawnedServer {
  readonly port: number;
  readonly baseURL: string;
  /** The server's own SQLite file, for a test that reads or changes what the server holds. */
  readonly databaseFile: string;
  /** What the server wrote to stderr so far (for failure messages). */
  stderr(): string;
  /** The server's log lines so far (pino's JSON on stdout, at LOG_LEVEL warn unless the options say otherwise). */
  log(): string;
  stop(): Promise<void>;
}

export interface SpawnServerOptions {
  /** Prefix of the SQLite file name under data/. */
  database: string;
  /** Extra environment variables (MFE_*_MANIFEST, WEB_ROOT, …). */
  extra?: Record<string, string>;
  /**
   * The host name the site is addressed by: PUBLIC_URL becomes `http://{publicHost}:{port}` and so does `baseURL`
   * (the health checks still go to 127.0.0.1, which the host guard lets through). For WebAuthn, whose relying party
   * id must be a domain: `localhost` is one, an IP address is not (passkeys.spec.ts, docs/decisions/052).
   */
  publicHost?: string;
  startupTimeoutMs?: number;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function startOnce(options: SpawnServerOptions, port: number): Promise<SpawnedServer> {
  const publicUrl = options.publicHost ? `http://${options.publicHost}:${port}` : null;
  const env = e2eServerEnv({ port, database: options.database, extra: { LOG_LEVEL: 'warn', ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}), ...options.extra } });
  const databaseFile = env.DATABASE_URL!.slice('file:'.length);
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    log += chunk;
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr += chunk;
  });

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startupTimeoutMs ?? 30_000);
  let healthy = false;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`${baseURL}${API_PATHS.health}`);
      if (response.ok) {
        healthy = true;
        break;
      }
    } catch {
      // Not listening yet.
    }
    await delay(100);
  }

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const done = await Promise.race([exited(child).then(() => true), delay(5_000).then(() => false)]);
      if (!done) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
  };

  if (!healthy) {
    await stop();
    throw new Error(`server on port ${port} did not become healthy (exit ${child.exitCode ?? child.signalCode ?? 'none'}):\n${stderr}`);
  }
  return { port, baseURL: publicUrl ?? baseURL, databaseFile, stderr: () => stderr, log: () => log, stop };
}

/** Starts `node server/dist/main.js` on a free port and waits for /api/health; tries another port if that one was taken meanwhile. */
export async function spawnServer(options: SpawnServerOptions): Promise<SpawnedServer> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await startOnce(options, await freePort());
    } catch (error) {
      lastError = error;
      if (!String(error).includes('EADDRINUSE')) throw error;
    }
  }
  throw lastError;
}
