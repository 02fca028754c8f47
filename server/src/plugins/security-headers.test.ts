import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { PASSKEY_FEATURES } from './security-headers.js';
import { EARLY_EVENTS_SCRIPT_HASH } from '../web-root/early-events.js';

function cspDirectives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts): parts is [string, ...string[]] => parts[0] !== undefined && parts[0] !== '')
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The requests come from 127.0.0.1, standing in for a TLS-terminating proxy (X-Forwarded-Proto).
    testApp = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => testApp.close());

  it.each(['/', '/env.json', '/api/health', '/static/js/main.3f9a1c2b.js', '/no-such-page', '/api/missing'])(
    'are sent with %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // Every powerful feature denied, none allowed to anyone, but WebAuthn, to the site's own
      // pages only (passkeys, docs/decisions/052).
      const policy = String(response.headers['permissions-policy']).split(', ');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'fullscreen', 'browsing-topics']) {
        expect(policy).toContain(`${feature}=()`);
      }
      const passkeys = PASSKEY_FEATURES.map((feature) => `${feature}=(self)`);
      expect(policy).toEqual(expect.arrayContaining(passkeys));
      expect(policy.filter((entry) => !passkeys.includes(entry)).every((entry) => entry.endsWith('=()'))).toBe(true);
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(response.headers['content-security-policy']).toBeDefined();
    },
  );

  it('sends a same-origin content security policy when no integration is configured', async () => {
    const csp = cspDirectives((await testApp.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", EARLY_EVENTS_SCRIPT_HASH]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('sends HSTS only to visitors who came over TLS', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await testApp.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('believes X-Forwarded-Proto only from a TRUST_PROXY proxy (docs/decisions/046)', async () => {
    const direct = await createTestApp();
    try {
      const forged = await direct.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
    }
  });
});

describe('security headers in production with a remote on another origin', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { NODE_ENV: 'production', MFE_ACCOUNT_MANIFEST: 'https://remotes.example.com/account/mf-manifest.json' },
    });
  });
  afterAll(() => testApp.close());

  it('always sends HSTS', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/faq' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("lets the shell load the remote's scripts, styles and manifest", async () => {
    const csp = cspDirectives((await testApp.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", EARLY_EVENTS_SCRIPT_HASH, 'https://remotes.example.com']);
    expect(csp.get('style-src')).toContain('https://remotes.example.com');
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://remotes.example.com']);
  });
});

/*
 * The policy names exactly the integrations the configuration turns on, and no third-party
 * origin when none is (the shell then requests no third-party script at all).
 */
describe('the content security policy of each integration', () => {
  const THIRD_PARTY = /^(https?|wss?):/;
  const GENESYS = ['https://api.usw2.pure.cloud', 'https://api-cdn.usw2.pure.cloud', 'wss://webmessaging.usw2.pure.cloud'];
  const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

  async function policyWith(env: Record<string, string>): Promise<Map<string, string[]>> {
    const testApp = await createTestApp({ env });
    try {
      return cspDirectives((await testApp.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    } finally {
      await testApp.close();
    }
  }

  it('names no third-party origin with nothing configured, even with an analytics token (same-origin /mp)', async () => {
    const csp = await policyWith({ ANALYTICS_TOKEN: 'f00dbabe', CAPTCHA_SITE_KEY: 'altcha' });
    for (const [name, sources] of csp) expect({ name, thirdParty: sources.filter((source) => THIRD_PARTY.test(source)) }).toEqual({ name, thirdParty: [] });
  });

  it("lets an integration tester's override load manifests and scripts from REMOTE_OVERRIDE_ORIGINS (docs/decisions/036)", async () => {
    const csp = await policyWith({ REMOTE_OVERRIDES: 'on', REMOTE_OVERRIDE_ORIGINS: 'https://candidates.example.com' });
    expect(csp.get('script-src')).toEqual(["'self'", EARLY_EVENTS_SCRIPT_HASH, 'https://candidates.example.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://candidates.example.com']);
  });

  it('lets the chat messenger load, frame and talk to its region when a deployment id is set', async () => {
    const csp = await policyWith({ GENESYS_DEPLOYMENT_ID: '0b6a3c1e-7f1d-4a51-9d7e-2f0e5c9a1b2c' });
    expect(csp.get('script-src')).toEqual(["'self'", EARLY_EVENTS_SCRIPT_HASH, 'https://apps.usw2.pure.cloud']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://apps.usw2.pure.cloud']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://apps.usw2.pure.cloud']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://apps.usw2.pure.cloud', ...GENESYS]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://apps.usw2.pure.cloud', 'https://api-cdn.usw2.pure.cloud']);
    expect(JSON.stringify([...csp])).not.toMatch(/google/);
  });

  it('follows CHAT_SCRIPT_URL to a test server', async () => {
    const csp = await policyWith({ GENESYS_DEPLOYMENT_ID: 'dep-1', CHAT_SCRIPT_URL: 'http://127.0.0.1:4599/genesys.min.js' });
    expect(csp.get('script-src')).toEqual(["'self'", EARLY_EVENTS_SCRIPT_HASH, 'http://127.0.0.1:4599']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4599', ...GENESYS]);
  });

  it.each([
    ['a measurement id', { GTM_MEASUREMENT_ID: 'G-ABC123' }],
    ['a legacy messaging id', { GTM_LEGACY_MESSAGING_ID: 'GTM-XYZ9' }],
  ])('lets the tag manager load and report with %s', async (_case, env) => {
    const csp = await policyWith(env);
    expect(csp.get('script-src')).toEqual(["'self'", EARLY_EVENTS_SCRIPT_HASH, 'https://www.googletagmanager.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://www.googletagmanager.com', ...GOOGLE_ANALYTICS]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://www.googletagmanager.com', 'https://*.google-analytics.com']);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(JSON.stringify([...csp])).not.toMatch(/pure\.cloud/);
  });

  it('names both, once each, when both are configured', async () => {
    const csp = await policyWith({
      GENESYS_DEPLOYMENT_ID: 'dep-1',
      CHAT_SCRIPT_URL: 'http://127.0.0.1:4599/chat/bootstrap.js',
      GTM_MEASUREMENT_ID: 'G-ABC123',
      TAG_MANAGER_ORIGIN: 'http://127.0.0.1:4599',
    });
    expect(csp.get('script-src')).toEqual(["'self'", EARLY_EVENTS_SCRIPT_HASH, 'http://127.0.0.1:4599']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4599', ...GENESYS, ...GOOGLE_ANALYTICS]);
  });
});
