import { LOCALES, ROUTES, localizePath } from 'shared-contracts';
import { escapeXml } from '../sitemap/sitemap-xml.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const SITEMAP_ROUTES = ROUTES.filter((route) => route.inSitemap);

function urlBlocks(xml: string): string[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
}

describe('GET /sitemap.xml from the request host', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The requests come from 127.0.0.1, standing in for a TLS-terminating proxy.
    testApp = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => testApp.close());

  const fetchSitemap = (headers: Record<string, string> = { host: 'portal.test:8080' }) =>
    testApp.app.inject({ method: 'GET', url: '/sitemap.xml', headers });

  it('lists every sitemap route once per locale, with absolute URLs', async () => {
    const response = await fetchSitemap();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    const expected = SITEMAP_ROUTES.flatMap((route) => LOCALES.map((locale) => `http://portal.test:8080${localizePath(route.path, locale)}`));
    expect(locs.sort()).toEqual([...expected].sort());
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('leaves out routes not meant for the sitemap', async () => {
    const xml = (await fetchSitemap()).body;
    for (const route of ROUTES.filter((candidate) => !candidate.inSitemap)) {
      expect(xml).not.toContain(`8080${route.path.replace('{token}', '')}<`);
    }
    expect(xml).not.toContain('/account<');
    expect(xml).not.toContain('{token}');
  });

  it('gives each entry its hreflang alternates, with English as x-default', async () => {
    const blocks = urlBlocks((await fetchSitemap()).body);
    expect(blocks).toHaveLength(SITEMAP_ROUTES.length * LOCALES.length);
    const faq = blocks.find((block) => block.includes('<loc>http://portal.test:8080/es/faq</loc>'));
    expect(faq).toBeDefined();
    expect(faq).toContain('<xhtml:link rel="alternate" hreflang="en-US" href="http://portal.test:8080/faq"/>');
    expect(faq).toContain('<xhtml:link rel="alternate" hreflang="es-US" href="http://portal.test:8080/es/faq"/>');
    expect(faq).toContain('<xhtml:link rel="alternate" hreflang="pt-BR" href="http://portal.test:8080/pt/faq"/>');
    expect(faq).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://portal.test:8080/faq"/>');
    for (const block of blocks) expect(block.match(/<xhtml:link /g)).toHaveLength(LOCALES.length + 1);
  });

  it('uses https behind a TLS-terminating proxy', async () => {
    const xml = (await fetchSitemap({ host: 'www.portal.test', 'x-forwarded-proto': 'https' })).body;
    expect(xml).toContain('<loc>https://www.portal.test/pt/about</loc>');
  });

  it('refuses a Host header that is not a host name', async () => {
    const response = await fetchSitemap({ host: 'evil.test"><script>' });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('INVALID');
  });
});

describe('GET /sitemap.xml with PUBLIC_URL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: 'https://www.roadbridge.example/' } });
  });
  afterAll(() => testApp.close());

  it('builds every URL on PUBLIC_URL, and answers no other host (decision 029)', async () => {
    const xml = (await testApp.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'www.roadbridge.example' } })).body;
    expect(xml).toContain('<loc>https://www.roadbridge.example/</loc>');
    expect(xml).toContain('<loc>https://www.roadbridge.example/es</loc>');
    expect(xml).toContain('<loc>https://www.roadbridge.example/pt/terms-of-use</loc>');
    const other = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'other.test' } });
    expect(other.statusCode).toBe(421);
    expect(other.body).not.toContain('other.test');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});
