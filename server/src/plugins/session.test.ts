import Fastify, { type FastifyInstance } from 'fastify';
import { ACCOUNT_STATUS_AVAILABLE, CSRF_HEADER } from 'shared-contracts';
import { z } from 'zod';
import type { SessionManager } from '../auth/session-manager.js';
import type { ActiveSession } from '../db/sessions-repository.js';
import { zodSerializerCompiler, zodValidatorCompiler, type ZodApp } from '../http/zod-schemas.js';
import csrfPlugin from './csrf.js';
import errorsPlugin from './errors.js';
import sessionPlugin, { sessionOf } from './session.js';

/*
 * Spec 4.1 and 6: the session is looked up once per request, by the session plugin's hook, and only for
 * the routes that read it (their `config.session`) or whose csrf token is checked.
 */

const SESSIONS: Record<string, ActiveSession> = {
  al: session('AL-SESSION', ACCOUNT_STATUS_AVAILABLE),
  closed: session('CLOSED-SESSION', 'CO'),
};

function session(csrfToken: string, accountStatus: string): ActiveSession {
  return { idHash: csrfToken, userId: 7, loanAccountId: 3, accountStatus, csrfToken, idleExpiresAt: '', absoluteExpiresAt: '' };
}

let app: FastifyInstance;
let lookups = 0;

beforeAll(async () => {
  // The stub reads the session from a header: what matters here is how often the hook asks.
  const unused = () => Promise.reject(new Error('not used here'));
  const sessions: SessionManager = {
    async find(request) {
      lookups += 1;
      const name = request.headers['x-test-session'];
      return (typeof name === 'string' && SESSIONS[name]) || null;
    },
    start: unused,
    rotate: unused,
    end: unused,
    touch: unused,
    within: () => sessions,
  };
  app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  await app.register(errorsPlugin);
  await app.register(sessionPlugin, { sessions });
  // A refusal is recorded (docs/decisions/031); what is written is tested with the real app (security-events.test.ts).
  await app.register(csrfPlugin, { audit: { record: async () => {} }, securityEvents: { add: unused, signInActivity: unused, deleteOlderThan: unused } });
  await app.register(async (routes: ZodApp) => {
    routes.get('/open', async (request) => ({ signedIn: request.session !== null }));
    routes.get('/optional', { config: { session: 'optional' } }, async (request) => ({ signedIn: request.session !== null }));
    routes.get('/signed-in', { config: { session: 'signed-in' } }, async (request) => ({ userId: sessionOf(request).userId }));
    routes.get('/account', { config: { session: 'available-account' } }, async (request) => ({ userId: sessionOf(request).userId }));
    routes.post(
      '/change',
      {
        schema: { body: z.object({ amount: z.number().positive() }) },
        config: { session: 'signed-in' },
        preHandler: async (request) => {
          // The route's own hooks read the same session, without a second lookup.
          if (sessionOf(request).userId !== 7) throw new Error('another session');
        },
      },
      async (request) => ({ amount: request.body.amount, userId: sessionOf(request).userId }),
    );
  });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  lookups = 0;
});

const get = (url: string, who?: string) => app.inject({ method: 'GET', url, headers: who ? { 'x-test-session': who } : {} });

describe('the session hook', () => {
  it('does not look the session up for a route that does not read it', async () => {
    const response = await get('/open', 'al');
    expect(response.json()).toEqual({ signedIn: false });
    expect(lookups).toBe(0);
  });

  it('looks it up once for a route that reads it, signed in or not', async () => {
    expect((await get('/optional', 'al')).json()).toEqual({ signedIn: true });
    expect((await get('/optional')).json()).toEqual({ signedIn: false });
    expect(lookups).toBe(2);
  });

  it('answers 401 UNAUTHENTICATED without a session where one is required', async () => {
    const response = await get('/signed-in');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'UNAUTHENTICATED', message: 'Please sign in' });
    expect((await get('/signed-in', 'closed')).json()).toEqual({ userId: 7 });
  });

  it('answers 403 ACCOUNT_UNAVAILABLE for an account that is not AL where an available account is required', async () => {
    const response = await get('/account', 'closed');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 'ACCOUNT_UNAVAILABLE' });
    expect((await get('/account', 'al')).json()).toEqual({ userId: 7 });
    expect((await get('/account')).statusCode).toBe(401);
  });

  it('serves the csrf check, the route hooks and the handler of a state-changing call from one lookup', async () => {
    const post = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/change', payload: { amount: 5 }, headers });
    const response = await post({ 'x-test-session': 'al', [CSRF_HEADER]: 'AL-SESSION' });
    expect(response.json()).toEqual({ amount: 5, userId: 7 });
    expect(lookups).toBe(1);
    const forged = await post({ 'x-test-session': 'al', [CSRF_HEADER]: 'CLOSED-SESSION' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ status: 'FORBIDDEN' });
  });

  it('answers a body that fails its schema with 400 before asking for the session', async () => {
    const response = await app.inject({ method: 'POST', url: '/change', payload: { amount: -1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'INVALID', fields: { amount: 'too_small' } });
    expect(lookups).toBe(0);
  });
});
