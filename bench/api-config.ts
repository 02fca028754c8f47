import path from 'node:path';
import { ROOT } from './bench-config';

/** What the API throughput bench measures and how hard; scripts/bench.sh starts the server it runs against. */

export const API_RESULTS_FILE = path.join(ROOT, 'bench-results', 'api-throughput.json');

/** The seeded demo borrower (server/src/db/demo-data.ts, README "Demo data"); bench.sh seeds it. */
export const DEMO_CREDENTIALS = { username: 'demo', password: 'Demo-Pass-2026!' };

/** Where the bench receives the sign-in code by SMTP (scripts/bench.sh sets the server's SMTP_URL to it). */
export const BENCH_SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 3201);

/** The floor route the server adds with BENCH_FLOOR=true (server/src/routes/bench-floor.ts): `?bytes=N`. */
export const BENCH_FLOOR_PATH = '/api/bench/floor';

/** How hard and how long autocannon loads one route. */
export interface LoadSettings {
  connections: number;
  pipelining: number;
  durationSeconds: number;
  warmUpSeconds: number;
}

export const LOAD: LoadSettings = {
  connections: 50,
  // One request in flight per connection, as a browser sends them: pipelining would flatter every route.
  pipelining: 1,
  durationSeconds: 10,
  // Each route gets its own unreported warm-up first, so V8 has optimised that route's code and SQLite's
  // page cache holds its rows before anything is counted.
  warmUpSeconds: 2,
};

/*
 * Every request asks for the body as is. Compression is not what this measures, and the built files have
 * no precompressed copies, so with gzip the floor would be @fastify/compress gzipping the whole file on
 * every request. The API answers are JSON of a few hundred bytes, below the compression threshold anyway.
 */
export const ACCEPT_ENCODING = 'identity';

/**
 * The throughput targets (docs/bench/README.md): each signed-in read at least half its floor's rate with a
 * p99 under 20 ms, a payment POST p99 under 50 ms. Printed, never enforced (the machines are shared and noisy).
 */
export const TARGETS = {
  minRatioToFloor: 0.5,
  maxP99Ms: 20,
  maxWriteP99Ms: 50,
};
