import { z } from 'zod';
import { answersAreNotStored } from '../http/api-route.js';
import type { ZodApp } from '../http/zod-schemas.js';
import benchFloorPagesPlugin from './bench-floor-pages.js';

/*
 * `GET /api/bench/floor?bytes=N` (BENCH_FLOOR=true only, which npm run bench sets): a JSON body of exactly N
 * bytes built once and answered from memory, with no session and no database. It passes the same hooks as
 * every API call (security headers, the request guard, logging), so the bench can set each signed-in read
 * against a floor of the same size on the same server: what the session, the queries and the schema cost.
 * The page floor beside it (bench-floor-pages.ts) serves pages the bench saved, as static files.
 */

const querySchema = z.object({ bytes: z.coerce.number().int().min(2).max(1_000_000) });

/** `{"pad":"xxx…"}` padded to `bytes` bytes; below its 10-byte frame, a JSON string (`"xx"`), as small as `[]`. */
export function floorBody(bytes: number): string {
  const frame = '{"pad":""}';
  return bytes < frame.length ? `"${'x'.repeat(bytes - 2)}"` : `{"pad":"${'x'.repeat(bytes - frame.length)}"}`;
}

export const BENCH_FLOOR_PATH = '/api/bench/floor';

export default async function benchFloorPlugin(app: ZodApp) {
  // Its own scope: its text/html parser and its files' headers are not the JSON floor's.
  await app.register(benchFloorPagesPlugin);
  answersAreNotStored(app);
  const bodies = new Map<number, string>();
  app.get(BENCH_FLOOR_PATH, { schema: { querystring: querySchema } }, async (request, reply) => {
    const { bytes } = request.query;
    let body = bodies.get(bytes);
    if (body === undefined) {
      body = floorBody(bytes);
      bodies.set(bytes, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
