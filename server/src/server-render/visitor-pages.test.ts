import { PAGE_VISITOR_ELEMENT_ID, SHELL_RENDER_ENTRY, type ServerRenderRequest } from 'shared-contracts';
import { signIn } from '../test-support/portal-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/*
 * Docs/decisions/070: the pages whose first render depends on the session (/payments, spec 2.2 and 2.4; the signed-in
 * pages, spec 2.6) are rendered on the server with the server's word on the visitor, never with who the visitor is,
 * and a page sent to a session is kept by no cache. The shell's bundle is a stand-in that writes what it was asked;
 * the real bundle's markup (the guest form, the signed-in frame) is checked against the built site in
 * e2e/tests/server-render-session.spec.ts.
 */

const BUNDLE = `
exports.renderer = {
  registerRemotes() {},
  async warmUp() {},
  async render(request) {
    globalThis.visitorPagesRenders.push(request);
    return {
      html: '<main><h1>' + request.url + ' for ' + (request.visitor || 'anyone') + '</h1></main>',
      clientRendered: [],
      catalogs: { locale: request.locale, ids: [], messages: {} },
      queryData: null,
    };
  },
};
`;

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const renders = () => (globalThis as unknown as { visitorPagesRenders: ServerRenderRequest[] }).visitorPagesRenders;
const visitorElement = (visitor: string) => `<script type="application/json" id="${PAGE_VISITOR_ELEMENT_ID}">"${visitor}"</script>`;

let testApp: TestApp;
beforeAll(async () => {
  (globalThis as unknown as { visitorPagesRenders: ServerRenderRequest[] }).visitorPagesRenders = [];
  testApp = await createTestApp();
  await testApp.fixture.write(`shell/dist/${SHELL_RENDER_ENTRY}`, BUNDLE);
});
afterAll(() => testApp.close());
beforeEach(() => renders().splice(0));

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { accept: BROWSER_ACCEPT, ...headers } });

describe('pages rendered with the server’s word on the visitor (decision 070)', () => {
  it('renders /payments for a signed-out visitor with the guest flow’s side, and lets it revalidate', async () => {
    for (const [url, locale] of [['/payments', 'en-US'], ['/es/payments', 'es-US'], ['/pt/payments', 'pt-BR']] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<div id="root"><main><h1>${url} for signedOut</h1></main></div>`);
      expect(response.body).toContain(visitorElement('signedOut'));
      expect(response.headers['cache-control']).toBe('no-cache');
      // The same address answers a signed-in customer otherwise: a shared cache keeps the two apart by the cookie.
      expect(response.headers.vary).toContain('Cookie');
      expect(response.headers.etag).toBeDefined();
      expect(renders().at(-1)).toMatchObject({ url, locale, visitor: 'signedOut' });
    }
  });

  it('sends a signed-in customer’s /payments and signed-in pages as private, never stored, and varying by cookie', async () => {
    const { cookie } = await signIn(testApp.app);
    for (const url of ['/payments', '/account', '/es/account/history', '/pt/account/settings']) {
      const response = await get(url, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toContain('Cookie');
      expect(response.headers.etag).toBeUndefined();
      expect(response.body).toContain(' for signedIn</h1>');
      expect(response.body).toContain(visitorElement('signedIn'));
    }
    // A validator of a page it must not store gets no 304 either.
    expect((await get('/account', { cookie, 'if-none-match': '"anything"' })).statusCode).toBe(200);
  });

  it('renders a signed-in page once for every customer: the render never sees who asks', async () => {
    const demo = await signIn(testApp.app, 'demo');
    const demo2 = await signIn(testApp.app, 'demo2');
    const first = await get('/account/statements', { cookie: demo.cookie });
    const second = await get('/account/statements', { cookie: demo2.cookie });
    expect(second.body).toBe(first.body);
    expect(renders().filter((request) => request.url === '/account/statements')).toHaveLength(1);
    for (const request of renders()) expect(Object.keys(request).sort()).toEqual(['budgetMs', 'env', 'locale', 'origin', 'url', 'visitor']);
  });

  it('keeps the signed-out and the signed-in /payments apart, and a public page the same for everyone', async () => {
    const { cookie } = await signIn(testApp.app);
    const signedOut = await get('/payments');
    const signedIn = await get('/payments', { cookie });
    expect(signedOut.body).not.toBe(signedIn.body);
    // A page that is the same for everyone never looks the session up, and carries no word on it.
    const faq = await get('/faq', { cookie });
    expect(faq.headers['cache-control']).toBe('no-cache');
    expect(faq.body).toContain('<h1>/faq for anyone</h1>');
    expect(faq.body).not.toContain(PAGE_VISITOR_ELEMENT_ID);
  });
});
