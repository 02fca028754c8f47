import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { PUBLIC_API_PATHS, SHELL_RENDER_ENTRY } from 'shared-contracts';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/*
 * Docs/decisions/044, with the app as main.ts builds it, in production (PUBLIC_URL set, the host guard on): a page's
 * render reads the remotes' manifests and the careers openings from the server's own origin, and none of it goes
 * over the network. The app does not even listen: a request to its own address could only fail. The shell's bundle
 * is a stand-in that reads what the real one reads (a manifest, the careers call) through the reads it is handed;
 * the real bundle's runtime plugin is exercised by the production Playwright project.
 */

const BUNDLE = `
let read = null;
let manifests = {};
exports.renderer = {
  setInProcessFetch(fetch) { read = fetch; },
  registerRemotes(urls) { manifests = { ...manifests, ...urls }; },
  async warmUp() {},
  async render(request) {
    const manifest = await (await read(manifests.public)).json();
    const careers = await read(new URL('${PUBLIC_API_PATHS.careers}?locale=en-US', request.origin).href, { headers: { accept: 'application/json' } });
    const openings = (await careers.json()).openings;
    return {
      html: '<main><h1>' + manifest.id + '</h1><p>' + careers.status + ' ' + openings.length + ' openings</p></main>',
      clientRendered: [],
      catalogs: { locale: request.locale, ids: [], messages: {} },
      queryData: null,
    };
  },
};
`;

describe('the server render in production', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.com' } });
    await testApp.fixture.write(`shell/dist/${SHELL_RENDER_ENTRY}`, BUNDLE);
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  it('reads the manifests and the page’s data inside the process, never over the network to itself', async () => {
    const network = [jest.spyOn(globalThis, 'fetch'), jest.spyOn(http, 'request'), jest.spyOn(https, 'request'), jest.spyOn(net, 'connect')];
    const response = await testApp.app.inject({ method: 'GET', url: '/careers', headers: { host: 'portal.example.com', accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    // The render read mfe-public's manifest (its id) and 8 openings from the careers call, answered 200 in process.
    expect(response.body).toContain('<main><h1>mfe_public</h1><p>200 8 openings</p></main>');
    for (const spy of network) expect(spy).not.toHaveBeenCalled();
  });
});
