import { gunzipSync } from 'node:zlib';
import { FIXTURE_MAIN_JS } from '../test-support/web-root-fixture.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

describe('files of the shell build at /', () => {
  it.each([
    ['/index.html', 'no-cache', 'text/html'],
    ['/mf-manifest.json', 'no-cache', 'application/json'],
    ['/mf-stats.json', 'no-cache', 'application/json'],
    ['/favicon.ico', 'no-cache', 'image/'],
    ['/robots.txt', 'no-cache', 'text/plain'],
    ['/static/js/main.3f9a1c2b.js', IMMUTABLE, 'javascript'],
    ['/static/css/main.0d1e2f3a.css', IMMUTABLE, 'text/css'],
  ])('GET %s is served with Cache-Control %s', async (url, cacheControl, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers.etag).toBeDefined();
  });

  it('answers a revalidation with 304', async () => {
    const first = await get('/mf-manifest.json');
    const second = await get('/mf-manifest.json', { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
  });

  it('picks up a new build without a restart', async () => {
    await testApp.fixture.write('shell/dist/static/js/chunk.77aa88bb.js', 'export const later = 1;');
    const response = await get('/static/js/chunk.77aa88bb.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export const later = 1;');
  });

  it('compresses JavaScript for clients that accept gzip', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/static/js/main.3f9a1c2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(FIXTURE_MAIN_JS);
  });
});

describe('files of the remotes under /remotes/<package>/', () => {
  it.each([
    ['/remotes/mfe-public/mf-manifest.json', 'no-cache'],
    ['/remotes/mfe-public/remoteEntry.js', 'no-cache'],
    ['/remotes/mfe-public/__federation_expose_PublicPage.1a2b3c4d.js', IMMUTABLE],
    ['/remotes/mfe-public/static/css/page.5e6f7a8b.css', IMMUTABLE],
    ['/remotes/mfe-auth/mf-manifest.json', 'no-cache'],
    ['/remotes/mfe-account/mf-manifest.json', 'no-cache'],
  ])('GET %s is served with Cache-Control %s', async (url, cacheControl) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it('serves a precompressed sibling when the build made one', async () => {
    const response = await get('/remotes/mfe-public/static/js/page.9a8b7c6d.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe('precompressed-brotli-bytes');
  });
});

describe('footer documents under /documents/ (spec 2.9)', () => {
  it('serves a built PDF inline, named with its locale', async () => {
    const response = await get('/documents/es-US/privacy-notice.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="privacy-notice-es-US.pdf"');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('%PDF-1.7 fixture');
  });

  it.each(['/documents/es-US/missing.pdf', '/documents/es-US/', '/documents/../mfe-public/remoteEntry.js', '/documents/es-US/privacy-notice.txt'])(
    'answers 404 for %s',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404);
    },
  );
});

describe('what is never served', () => {
  it.each([
    '/static/',
    '/static',
    '/remotes/mfe-public/',
    '/remotes/mfe-public/static/',
    '/.env',
    '/remotes/mfe-public/missing.js',
    '/static/js/missing.3f9a1c2b.js',
  ])('GET %s answers a JSON 404', async (url) => {
    const response = await get(url, { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'NOT_FOUND', message: expect.any(String) });
  });

  it.each([
    '/remotes/mfe-public/../../server/package.json',
    '/remotes/mfe-public/%2e%2e/%2e%2e/server/package.json',
    '/static/..%2f..%2f..%2fserver/package.json',
    '/..%2fserver/package.json',
  ])('GET %s does not leave the build folder', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('not-for-the-public');
  });
});

describe('a released remote (docs/decisions/035)', () => {
  const ACCOUNT_MANIFEST = {
    id: 'mfe_account',
    metaData: { buildInfo: { buildVersion: 'r2' }, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server' } },
    exposes: [{ path: './AccountPage', assets: { js: { sync: ['static/js/page.11aa22bb.js'], async: [] }, css: { sync: [], async: [] } } }],
    shared: [],
    routeChunks: { account: ['static/js/route-account.55ee66ff.js'] },
  };
  beforeAll(async () => {
    const { write } = testApp.fixture;
    await write('releases/mfe-account/r1/static/js/old.33cc44dd.js', 'release one');
    await write('releases/mfe-account/r1/remoteEntry.js', 'entry one');
    await write('releases/mfe-account/r2/mf-manifest.json', JSON.stringify(ACCOUNT_MANIFEST));
    await write('releases/mfe-account/r2/remoteEntry.js', 'entry two');
    await write('releases/mfe-account/r2/static/js/page.11aa22bb.js', 'release two');
    await write('releases/mfe-account/live.json', JSON.stringify({ version: 'r2', kept: ['r1', 'r2'] }));
  });
  afterAll(() => testApp.fixture.remove('releases'));

  it("serves the live release's manifest, every file it names moved under the release's folder", async () => {
    const response = await get('/remotes/mfe-account/mf-manifest.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json();
    expect(manifest.metaData).toMatchObject({ publicPath: 'auto', remoteEntry: { path: 'releases/r2' }, ssrRemoteEntry: { path: 'releases/r2/server' } });
    expect(manifest.exposes[0].assets.js.sync).toEqual(['releases/r2/static/js/page.11aa22bb.js']);
    expect(manifest.routeChunks).toEqual({ account: ['releases/r2/static/js/route-account.55ee66ff.js'] });
  });

  it("serves every kept release's files at their own address, immutable, and the live one's at the remote's", async () => {
    for (const [url, body] of [
      ['/remotes/mfe-account/releases/r1/static/js/old.33cc44dd.js', 'release one'],
      ['/remotes/mfe-account/releases/r1/remoteEntry.js', 'entry one'],
      ['/remotes/mfe-account/releases/r2/remoteEntry.js', 'entry two'],
    ] as const) {
      const response = await get(url);
      expect([response.statusCode, response.body, response.headers['cache-control']]).toEqual([200, body, IMMUTABLE]);
    }
    const live = await get('/remotes/mfe-account/remoteEntry.js');
    expect([live.body, live.headers['cache-control']]).toEqual(['entry two', 'no-cache']);
  });

  it.each(['/remotes/mfe-account/releases/live.json', '/remotes/mfe-account/releases/r3/remoteEntry.js', '/remotes/mfe-account/releases/r1/', '/remotes/mfe-account/releases/..%2flive.json'])(
    'answers 404 for %s',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404);
    },
  );
});

describe('remotes loaded by a shell on another origin (REMOTES_CORS_ORIGINS, docs/decisions/035)', () => {
  const SHELL = 'https://www.roadbridge.example';
  let corsApp: TestApp;
  beforeAll(async () => {
    corsApp = await createTestApp({ env: { REMOTES_CORS_ORIGINS: SHELL } });
  });
  afterAll(() => corsApp.close());

  it("answers the shell's origin with CORS and lets it run the scripts; no other origin, and nothing outside /remotes/", async () => {
    const manifest = await corsApp.app.inject({ method: 'GET', url: '/remotes/mfe-public/mf-manifest.json', headers: { origin: SHELL } });
    expect(manifest.headers['access-control-allow-origin']).toBe(SHELL);
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const script = await corsApp.app.inject({ method: 'GET', url: '/remotes/mfe-public/remoteEntry.js', headers: { origin: 'https://elsewhere.example' } });
    expect(script.headers['access-control-allow-origin']).toBeUndefined();
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await corsApp.app.inject({ method: 'GET', url: '/static/js/main.3f9a1c2b.js', headers: { origin: SHELL } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('a released shell (docs/decisions/035)', () => {
  beforeAll(async () => {
    const { write } = testApp.fixture;
    await write('releases/shell/s1/index.html', '<html><head><title>one</title></head><body><div id="root"></div></body></html>');
    await write('releases/shell/s1/static/js/main.11111111.js', 'shell one');
    await write('releases/shell/s1/robots.txt', 'one');
    await write('releases/shell/s2/index.html', '<html><head><title>two</title></head><body><div id="root"></div></body></html>');
    await write('releases/shell/s2/static/js/main.22222222.js', 'shell two');
    await write('releases/shell/s2/mf-manifest.json', JSON.stringify({ metaData: { buildInfo: { buildVersion: 's2' } } }));
    await write('releases/shell/live.json', JSON.stringify({ version: 's2', kept: ['s1', 's2'] }));
  });
  afterAll(() => testApp.fixture.remove('releases'));

  it("serves the live release's files, and an earlier kept release's chunks to the tabs still running it", async () => {
    expect((await get('/static/js/main.22222222.js')).body).toBe('shell two');
    const old = await get('/static/js/main.11111111.js');
    expect([old.statusCode, old.body, old.headers['cache-control']]).toEqual([200, 'shell one', IMMUTABLE]);
    const manifest = await get('/mf-manifest.json');
    expect([manifest.json().metaData.buildInfo.buildVersion, manifest.headers['cache-control']]).toEqual(['s2', 'no-cache']);
    // Only chunks come from an earlier release: its other files are not the live site's.
    expect((await get('/robots.txt')).statusCode).toBe(404);
  });
});
