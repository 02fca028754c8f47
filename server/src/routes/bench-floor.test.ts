import { BENCH_FLOOR_PATH, floorBody } from './bench-floor.js';
import { createTestApp } from '../test-support/test-app.js';

/*
 * The bench's floor (npm run bench): a same-sized JSON answer from memory, through the same hooks as every API
 * call, and only when BENCH_FLOOR asks for it.
 */

describe('GET /api/bench/floor', () => {
  it('answers JSON of exactly the asked size, not stored, without a session', async () => {
    const testApp = await createTestApp({ env: { BENCH_FLOOR: 'true' } });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: `${BENCH_FLOOR_PATH}?bytes=1234` });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toHaveLength(1234);
      expect(JSON.parse(response.body)).toEqual({ pad: 'x'.repeat(1234 - 10) });
      expect(response.headers['cache-control']).toBe('no-store');
      expect((await testApp.app.inject({ method: 'GET', url: `${BENCH_FLOOR_PATH}?bytes=1` })).statusCode).toBe(400);
    } finally {
      await testApp.close();
    }
  });

  it('is not there unless BENCH_FLOOR is true', async () => {
    const testApp = await createTestApp();
    try {
      expect((await testApp.app.inject({ method: 'GET', url: `${BENCH_FLOOR_PATH}?bytes=100` })).statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });

  it('pads to the byte', () => {
    expect(floorBody(16)).toBe('{"pad":"xxxxxx"}');
    expect(floorBody(2)).toBe('""');
    expect(JSON.parse(floorBody(9))).toBe('xxxxxxx');
  });
});
