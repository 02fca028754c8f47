import { createTestApp, type TestApp } from '../test-support/test-app.js';

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
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it.each(['/', '/env.json', '/api/health', '/static/js/main.3f9a1c2b.js', '/no-such-page', '/api/missing'])(
    'are sent with %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(response.headers['content-security-policy']).toBeDefined();
    },
  );

  it('sends the content security policy of DESIGN', async () => {
    const csp = cspDirectives((await testApp.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
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
    expect(csp.get('script-src')).toEqual(["'self'", 'https://remotes.example.com']);
    expect(csp.get('style-src')).toContain('https://remotes.example.com');
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://remotes.example.com']);
  });
});
