import { PORTAL_API_PATHS } from 'shared-contracts';
import { createOutboxRepository } from '../db/outbox-repository.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { escapeHtml } from '../http/escape-html.js';

describe('the development mailbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    const outbox = createOutboxRepository(testApp.testDatabase.database.db);
    await outbox.add({ channel: 'mail', recipient: 'ana@example.com', subject: 'Verify <b>now</b>', body: 'Open http://localhost:80/verify-email-AbC_12-x3\nor <script>alert(1)</script> https://evil.example/x' });
    await outbox.add({ channel: 'sms', recipient: '+12025550147', subject: null, body: 'Code 123456' });
  });
  afterAll(() => testApp.close());

  it('lists the outbox as JSON, newest first, uncached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: PORTAL_API_PATHS.devMailboxJson });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([
      { id: expect.any(Number), channel: 'sms', to: '+12025550147', subject: null, body: 'Code 123456', createdAt: expect.any(String) },
      expect.objectContaining({ channel: 'mail', to: 'ana@example.com', subject: 'Verify <b>now</b>' }),
    ]);
  });

  it('shows it as a page whose own links can be clicked and whose text stays text', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: PORTAL_API_PATHS.devMailbox });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<a href="http://localhost:80/verify-email-AbC_12-x3">');
    expect(response.body).toContain('Verify &lt;b&gt;now&lt;/b&gt;');
    expect(response.body).toContain('&lt;script&gt;');
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('href="https://evil.example');
  });

  it.each([
    ['another machine', { remoteAddress: '10.0.0.5' }],
    ['a Host that is not loopback', { headers: { host: 'portal.example.com' } }],
    ['a request a proxy relayed (X-Forwarded-For)', { headers: { 'x-forwarded-for': '203.0.113.9' } }],
    ['a request a proxy relayed (Forwarded)', { headers: { forwarded: 'for=203.0.113.9' } }],
  ])('answers 404 to %s, even outside production', async (_label, request) => {
    for (const url of [PORTAL_API_PATHS.devMailbox, PORTAL_API_PATHS.devMailboxJson]) {
      const response = await testApp.app.inject({ method: 'GET', url, ...request });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('ana@example.com');
    }
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('the mailbox in production', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => testApp.close());

  it.each([PORTAL_API_PATHS.devMailbox, PORTAL_API_PATHS.devMailboxJson])('is not served at %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });
});
