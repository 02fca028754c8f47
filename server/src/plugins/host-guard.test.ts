import { API_PATHS, errorBodySchema, PORTAL_API_PATHS } from 'shared-contracts';
import { solvedCaptcha } from '../test-support/captcha-solver.js';
import { lastMessageTo, readMailbox } from '../test-support/mailbox.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Decision 029: a reset asked with a forged Host must not mail the victim a link to the attacker's site.
// The test app sets PUBLIC_URL to the address inject() uses, so every other test request is the site's own.
describe('the host guard (PUBLIC_URL set)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: 'http://localhost' } });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const askReset = async (headers: Record<string, string>) =>
    app().inject({
      method: 'POST',
      url: PORTAL_API_PATHS.sendPasswordReset,
      headers,
      payload: { username: 'demo', captchaToken: await solvedCaptcha(app()) },
    });

  it('refuses a reset asked with a foreign Host with 421, and mails nothing', async () => {
    const before = (await readMailbox(app())).length;
    const response = await askReset({ host: 'attacker.example' });
    expect(response.statusCode).toBe(421);
    expect(errorBodySchema.parse(response.json()).status).toBe('MISDIRECTED');
    await testApp.transport.settled();
    expect(await readMailbox(app())).toHaveLength(before);
  });

  it('builds the link of a reset asked at its own address from PUBLIC_URL, whatever X-Forwarded-Host says', async () => {
    // No TRUST_PROXY: the forwarded host is a header like any other, not the request's host.
    const response = await askReset({ 'x-forwarded-host': 'attacker.example' });
    expect(response.statusCode).toBe(200);
    await testApp.transport.settled();
    const mail = await lastMessageTo(app(), 'maria.garcia@example.com');
    expect(mail.body).toMatch(/http:\/\/localhost\/reset-password-/);
    expect(mail.body).not.toContain('attacker.example');
  });

  it('treats the default port as no port, and any other port as another site', async () => {
    expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.session, headers: { host: 'LOCALHOST:80' } })).statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: PORTAL_API_PATHS.session, headers: { host: 'localhost:8080' } })).statusCode).toBe(421);
  });

  it('answers pages and files only at its own address too', async () => {
    const response = await app().inject({ method: 'GET', url: '/', headers: { host: 'attacker.example' } });
    expect(response.statusCode).toBe(421);
    expect(response.body).not.toContain('attacker.example');
  });

  it('answers the health check at any address: load balancers probe each instance by its own', async () => {
    const response = await app().inject({ method: 'GET', url: API_PATHS.health, headers: { host: '10.0.0.5:3000' } });
    expect(response.statusCode).toBe(200);
  });
});
