import { MAX_PATH_LENGTH, errorBodySchema, redirectLookupResponseSchema } from 'shared-contracts';
import { TEST_DIALECTS } from '../test-support/test-databases.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe.each(TEST_DIALECTS)('GET /api/redirects/lookup on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // PUBLIC_URL is the address inject() sends as Host: the server answers no other (decision 029).
    testApp = await createTestApp({ dialect, env: { PUBLIC_URL: 'http://localhost' } });
    await testApp.testDatabase.database.db
      .insertInto('redirects')
      .values([
        { from_path: '/apply', to_location: 'https://apply.partner.example/start?src=portal', status_code: 302 },
        { from_path: '/old-about', to_location: 'http://localhost/about#team', status_code: 301 },
        { from_path: '/bad-target', to_location: 'javascript:alert(1)', status_code: 301 },
      ])
      .execute();
  });
  afterAll(() => testApp.close());

  const lookup = (path: string | undefined) =>
    testApp.app.inject({ method: 'GET', url: '/api/redirects/lookup', query: path === undefined ? {} : { path } });

  it.each([
    ['/inventory', '/dealers'],
    ['/secure/change-password.aspx', '/change-password'],
    ['/secure/create-account.aspx', '/create-account'],
    ['/es/inventory', '/es/dealers'],
    ['/pt/secure/change-password.aspx', '/pt/change-password'],
    ['/inventory?utm_source=mail', '/dealers?utm_source=mail'],
    ['/old-about', '/about#team'],
    ['/es/old-about', '/es/about#team'],
  ])('finds %s → %s on this site', async (path, location) => {
    const response = await lookup(path);
    expect(response.statusCode).toBe(200);
    expect(redirectLookupResponseSchema.parse(response.json())).toEqual({ location, external: false });
  });

  it('marks a target on another host as external and keeps it whole', async () => {
    const response = await lookup('/es/apply');
    expect(response.json()).toEqual({ location: 'https://apply.partner.example/start?src=portal', external: true });
  });

  it.each(['/nothing-here', '/faq', '/bad-target'])('answers 404 for %s', async (path) => {
    const response = await lookup(path);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'NOT_FOUND', message: 'No redirect for this path' });
  });

  it.each([
    ['a missing path', undefined],
    ['an empty path', ''],
    ['a relative path', 'inventory'],
    ['a path over the limit', `/${'a'.repeat(MAX_PATH_LENGTH)}`],
  ])('answers 400 INVALID for %s', async (_case, path) => {
    const response = await lookup(path);
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.status).toBe('INVALID');
    expect(body.message).toMatch(/^Invalid querystring: path/);
  });

  it('answers 400 when the path is given twice', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/redirects/lookup?path=/a&path=/b' });
    expect(response.statusCode).toBe(400);
  });
});
