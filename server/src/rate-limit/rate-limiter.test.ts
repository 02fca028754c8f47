import { LOGIN_STEP_UP, PORTAL_API_PATHS } from 'shared-contracts';
import { createRepositories } from '../db/repositories.js';
import { removeExpiredRows } from '../plugins/housekeeping.js';
import { postLogin } from '../test-support/portal-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';

const rule = (max: number) => ({ max, windowSeconds: 60 });

describe.each(TEST_DIALECTS)('rate limits on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      dialect,
      env: { RATE_LIMIT_MULTIPLIER: '1' },
      rateLimitRules: {
        login: { ip: rule(6), identifier: rule(2) },
        sendUsername: { ip: rule(10), identifier: rule(2) },
        sendPasswordReset: { ip: rule(10), identifier: rule(2) },
        lookupStep1: { ip: rule(10), identifier: rule(2) },
        lookupStep3: { ip: rule(2) },
        captchaChallenge: { ip: rule(1) },
      },
    });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const from = (ip: string) => ({ remoteAddress: ip });

  function expect429(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'TOO_MANY_REQUESTS', message: 'Too many requests; please wait and try again' });
  }

  const login = (username: string, ip: string) =>
    app().inject({ method: 'POST', url: PORTAL_API_PATHS.login, payload: { username, password: 'wrong-password' }, ...from(ip) });

  it('limits login per username, from any address', async () => {
    expect((await login('chargedoff', '10.0.0.1')).statusCode).toBe(200);
    expect((await login('CHARGEDOFF', '10.0.0.2')).statusCode).toBe(200);
    expect429(await login('chargedoff', '10.0.0.3'));
    // The limited attempt was not even checked: the right password is refused too until the window ends.
    expect429(await postLogin(app(), 'chargedoff'));
  });

  it('limits login per address, whatever the username', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await login(`user-${attempt}`, '10.0.1.1')).statusCode).toBe(200);
    expect429(await login('someone-else', '10.0.1.1'));
    expect((await login('someone-else', '10.0.1.2')).statusCode).toBe(200);
  });

  it('limits forgot username per e-mail and forgot password per username', async () => {
    const sendUsername = (ip: string) =>
      app().inject({ method: 'POST', url: PORTAL_API_PATHS.sendUsername, payload: { email: 'maria.garcia@example.com', captchaToken: 'unsolved' }, ...from(ip) });
    expect((await sendUsername('10.0.2.1')).statusCode).toBe(400);
    expect((await sendUsername('10.0.2.2')).statusCode).toBe(400);
    expect429(await sendUsername('10.0.2.3'));

    const sendReset = (ip: string) =>
      app().inject({ method: 'POST', url: PORTAL_API_PATHS.sendPasswordReset, payload: { username: 'demo', captchaToken: 'unsolved' }, ...from(ip) });
    expect((await sendReset('10.0.3.1')).statusCode).toBe(400);
    expect((await sendReset('10.0.3.2')).statusCode).toBe(400);
    expect429(await sendReset('10.0.3.3'));
  });

  it('limits lookups per SSN and code checks per address', async () => {
    const step1 = (ip: string) =>
      app().inject({ method: 'POST', url: PORTAL_API_PATHS.lookupAccountStep1, payload: { firstName: 'X', lastName: 'Y', ssn: '111223333', dob: '1970-01-01', captchaToken: 'unsolved' }, ...from(ip) });
    expect((await step1('10.0.4.1')).statusCode).toBe(400);
    expect((await step1('10.0.4.2')).statusCode).toBe(400);
    expect429(await step1('10.0.4.3'));

    const step3 = () => app().inject({ method: 'POST', url: PORTAL_API_PATHS.lookupAccountStep3, payload: { token: 'A'.repeat(43), code: '000000' }, ...from('10.0.5.1') });
    expect((await step3()).json()).toEqual({ status: 'EXPIRED' });
    expect((await step3()).json()).toEqual({ status: 'EXPIRED' });
    expect429(await step3());
  });

  it('limits captcha challenges per address', async () => {
    expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.captchaChallenge, ...from('10.0.6.1') })).statusCode).toBe(200);
    expect429(await app().inject({ method: 'GET', url: PORTAL_API_PATHS.captchaChallenge, ...from('10.0.6.1') }));
  });

  it('keeps no address, username, e-mail or SSN in clear in its table, and forgets ended windows', async () => {
    const db = testApp.testDatabase.database.db;
    const dump = JSON.stringify(await db.selectFrom('rate_limits').selectAll().execute());
    for (const clear of ['10.0.', 'chargedoff', 'maria.garcia', 'demo', '111223333']) expect(dump).not.toContain(clear);
    // Past the longest window written here: the login step-up's hour (decision 049).
    const removed = await removeExpiredRows(createRepositories(db), { securityEventDays: 400 }, new Date(Date.now() + (LOGIN_STEP_UP.windowMinutes + 1) * 60_000));
    expect(removed.rateLimits).toBeGreaterThan(0);
    expect(await db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });
});

describe('per-IP limits behind a trusted proxy (TRUST_PROXY)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: '127.0.0.1' }, rateLimitRules: { captchaChallenge: { ip: rule(1) } } });
  });
  afterAll(() => testApp.close());

  const challenge = (forwardedFor: string) =>
    testApp.app.inject({ method: 'GET', url: PORTAL_API_PATHS.captchaChallenge, headers: { 'x-forwarded-for': forwardedFor } });

  it('counts each visitor the proxy names, not the proxy', async () => {
    expect((await challenge('203.0.113.7')).statusCode).toBe(200);
    expect((await challenge('203.0.113.8')).statusCode).toBe(200);
    expect((await challenge('203.0.113.7')).statusCode).toBe(429);
  });

  it('counts an IPv6 visitor by its /64, which one subscriber can fill with fresh addresses (docs/decisions/006)', async () => {
    expect((await challenge('2001:db8:7:7::1')).statusCode).toBe(200);
    expect((await challenge('2001:db8:7:7:dead:beef:0:2')).statusCode).toBe(429);
    expect((await challenge('2001:db8:7:8::1')).statusCode).toBe(200);
  });
});
