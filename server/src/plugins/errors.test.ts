import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBodySchema } from 'shared-contracts';
import { z } from 'zod';
import { HttpError } from '../http/http-error.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    extend: (app) => {
      app.get('/api/test/crash', async () => {
        throw new Error('database password is hunter2 at /srv/app/secret.ts:12');
      });
      app.get('/api/test/conflict', async () => {
        throw new HttpError(409, 'DUPLICATE', 'This e-mail address is already registered');
      });
      app.get('/api/test/unavailable', async () => {
        throw Object.assign(new Error('upstream down'), { statusCode: 503 });
      });
      app.post('/api/test/echo', { schema: { body: z.object({ amount: z.number().positive() }) } }, async (request) => request.body);
    },
  });
});
afterAll(() => testApp.close());

function expectErrorBody(body: string, status: string) {
  const parsed = errorBodySchema.strict().parse(JSON.parse(body));
  expect(parsed.status).toBe(status);
  expect(body).not.toMatch(/stack|at \/|\.ts:\d+|hunter2/);
  return parsed;
}

describe('thrown errors', () => {
  it('answers 500 with a generic message and no detail of the failure', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(expectErrorBody(response.body, 'ERROR').message).toBe('Something went wrong');
  });

  it('answers 503 UNAVAILABLE for an error that carries 503', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/unavailable' });
    expect(response.statusCode).toBe(503);
    expect(expectErrorBody(response.body, 'UNAVAILABLE').message).toBe('Something went wrong');
  });

  it('passes an HttpError through as it was meant for the client', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 'DUPLICATE', message: 'This e-mail address is already registered' });
  });
});

describe('bad requests', () => {
  it('answers 400 INVALID naming the field when a body fails its schema', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/echo', payload: { amount: -1 } });
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response.body, 'INVALID').message).toMatch(/^Invalid body: amount: /);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount": ',
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.body, 'INVALID');
  });

  it('answers 415 for a content type nobody parses', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expectErrorBody(response.body, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    [400, 'malformed percent-encoding', '/%E0%A4%A'],
    [400, 'a truncated UTF-8 sequence in a page path', '/es/faq%E0%A4'],
    [400, 'an encoded NUL', '/faq%00'],
    [400, 'an encoded line break', '/faq%0d%0aSet-Cookie:%20x=1'],
    [414, 'a 3000-character path', `/${'a'.repeat(3000)}`],
    [414, 'a 3000-character token path', `/reset-password-${'a'.repeat(3000)}`],
    [414, 'a 20 KiB query string', `/faq?q=${'x'.repeat(20 * 1024)}`],
    [414, 'a 20 KiB query string on an API path', `/api/redirects/lookup?path=/${'x'.repeat(20 * 1024)}`],
  ])('answers %i to %s, as JSON', async (statusCode, _case, url) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(statusCode);
    expectErrorBody(response.body, statusCode === 414 ? 'URI_TOO_LONG' : 'INVALID');
  });

  it('answers a long but valid token path as a page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/es/reset-password-${'a'.repeat(256)}`, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('over a real socket', () => {
  let port: number;
  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });

  /** Raw HTTP: fetch would normalise the paths these tests need to send as they are. */
  function rawGet(path: string): Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers: { accept: 'text/html' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('answers a 20 KiB query string with a JSON 414', async () => {
    const response = await rawGet(`/faq?q=${'x'.repeat(20 * 1024)}`);
    expect(response.statusCode).toBe(414);
    expectErrorBody(response.body, 'URI_TOO_LONG');
  });

  it('answers an address beyond the header limit with a JSON 431 and keeps serving', async () => {
    const response = await rawGet(`/faq?q=${'x'.repeat(40 * 1024)}`);
    expect(response.statusCode).toBe(431);
    expectErrorBody(response.body, 'HEADERS_TOO_LARGE');
    expect((await rawGet('/api/health')).statusCode).toBe(200);
  });

  it('answers malformed percent-encoding with a JSON 400', async () => {
    const response = await rawGet('/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.body, 'INVALID');
  });

  it('sends no body for HEAD', async () => {
    const response = await new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/faq', method: 'HEAD' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});
