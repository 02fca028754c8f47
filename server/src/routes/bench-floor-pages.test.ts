import { BENCH_FLOOR_PAGES_PATH, FLOOR_PAGES_MAX_FILES } from './bench-floor-pages.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/*
 * The bench's page floor (npm run bench): a page the bench saved, stored from this machine and served back as
 * a static file, byte for byte, with a page's revalidation headers; and only when BENCH_FLOOR asks for it.
 */

const PAGE = '<!doctype html><html lang="en-US"><head><title>FAQ</title></head><body><h1>FAQ</h1></body></html>';

const put = (testApp: TestApp, name: string, body: string, remoteAddress = '127.0.0.1') =>
  testApp.app.inject({ method: 'PUT', url: `${BENCH_FLOOR_PAGES_PATH}/${name}`, headers: { 'content-type': 'text/html' }, payload: body, remoteAddress });

describe('PUT and GET /api/bench/floor-pages/<name>.html', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { BENCH_FLOOR: 'true' } });
  });
  afterAll(() => testApp.close());

  it('serves the stored page as a static file, byte for byte, revalidated like a page', async () => {
    expect((await put(testApp, 'faq.html', PAGE)).statusCode).toBe(204);
    const response = await testApp.app.inject({ method: 'GET', url: `${BENCH_FLOOR_PAGES_PATH}/faq.html`, headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PAGE);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const again = await testApp.app.inject({ method: 'GET', url: `${BENCH_FLOOR_PAGES_PATH}/faq.html`, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('replaces a page stored again under its name', async () => {
    await put(testApp, 'home.html', PAGE);
    await put(testApp, 'home.html', '<p>second</p>');
    expect((await testApp.app.inject({ method: 'GET', url: `${BENCH_FLOOR_PAGES_PATH}/home.html` })).body).toBe('<p>second</p>');
  });

  it('refuses names that are not a plain .html file, and bodies that are not HTML', async () => {
    for (const name of ['faq.js', 'FAQ.html', '.hidden.html', '..%2Fescape.html', 'a%2Fb.html']) {
      expect((await put(testApp, name, PAGE)).statusCode).toBeGreaterThanOrEqual(400);
    }
    const json = await testApp.app.inject({ method: 'PUT', url: `${BENCH_FLOOR_PAGES_PATH}/json.html`, payload: { html: PAGE } });
    expect(json.statusCode).toBe(400);
    expect((await put(testApp, 'empty.html', '')).statusCode).toBe(400);
  });

  it('stores pages sent from this machine only', async () => {
    expect((await put(testApp, 'remote.html', PAGE, '203.0.113.9')).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: `${BENCH_FLOOR_PAGES_PATH}/remote.html` })).statusCode).toBe(404);
  });

  it('answers 404 for a page never stored', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: `${BENCH_FLOOR_PAGES_PATH}/never.html` })).statusCode).toBe(404);
  });

  it(`keeps at most ${FLOOR_PAGES_MAX_FILES} pages`, async () => {
    const answers: number[] = [];
    for (let index = 0; index <= FLOOR_PAGES_MAX_FILES; index += 1) answers.push((await put(testApp, `bound-${index}.html`, PAGE)).statusCode);
    expect(answers.at(-1)).toBe(400);
    // Replacing a stored page is always allowed.
    expect((await put(testApp, 'faq.html', PAGE)).statusCode).toBe(204);
  });
});

describe('floor pages without BENCH_FLOOR', () => {
  it('are not there', async () => {
    const testApp = await createTestApp();
    try {
      expect((await put(testApp, 'faq.html', PAGE)).statusCode).toBe(404);
      expect((await testApp.app.inject({ method: 'GET', url: `${BENCH_FLOOR_PAGES_PATH}/faq.html` })).statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
