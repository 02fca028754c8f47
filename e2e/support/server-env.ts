import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
// E2E_PORT moves the main server of a run, so two checkouts on one machine can run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT) || 3100;
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.cjs';

/** Environment of a server under test: its own port and a fresh SQLite file per run. */
export function e2eServerEnv(options: { port: number; database: string; extra?: Record<string, string> }): Record<string, string> {
  const file = path.join(ROOT, 'data', `${options.database}-${process.pid}-${Date.now()}.db`);
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATABASE_URL: `file:${file}`,
    RELEASE_POLL_SECONDS: '1',
    // Many specs sign in and recover as the same seeded users from one address within minutes.
    RATE_LIMIT_MULTIPLIER: '20',
    // The specs assert what the server rendered (docs/decisions/027). Production's 1.5 s budget is for a visitor;
    // on a loaded 2-core test machine a remote's first render can take longer, and a budget run out there is the
    // machine's load, not a defect. A remote that cannot load fails at once, budget or not (remote-down.spec).
    SERVER_RENDER_BUDGET_MS: '20000',
    ...options.extra,
  };
}
