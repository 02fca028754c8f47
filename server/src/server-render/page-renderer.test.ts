import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SHELL_RENDER_ENTRY, type EnvConfig, type ServerRenderRequest, type ServerRenderResult } from 'shared-contracts';
import { createMetrics, type AppMetrics } from '../metrics/metrics.js';
import { webRootLayout, type WebRootLayout } from '../web-root/web-root-layout.js';
import { createPageRenderer } from './page-renderer.js';

/*
 * Server rendering (docs/decisions/027): the server's side of server rendering, with a stand-in for the shell's
 * server bundle written where the build puts it. The bundle and its remotes are real in e2e (routes.spec.ts,
 * public-pages.spec.ts).
 */

interface FakeBundle {
  renders: string[];
  registrations: Array<{ urls: Record<string, string>; force: boolean }>;
  answer: (request: ServerRenderRequest) => Promise<ServerRenderResult>;
}

const fake = () => (globalThis as unknown as { fakeShellBundle: FakeBundle }).fakeShellBundle;

const BUNDLE = `
const state = globalThis.fakeShellBundle;
exports.renderer = {
  registerRemotes(urls, options) { state.registrations.push({ urls, force: Boolean(options && options.force) }); },
  render(request) { state.renders.push(request.url); return state.answer(request); },
  async warmUp() {},
};
`;

const ENV = { shellBuildId: 'shell-1' } as EnvConfig;
const PAGE = { url: '/faq', locale: 'en-US' as const, env: ENV, keep: true };
const NO_CATALOGS = { locale: 'en-US' as const, ids: [], messages: {} };
const MANIFESTS = { public: '/remotes/mfe-public/mf-manifest.json', auth: '/remotes/mfe-auth/mf-manifest.json', account: 'https://cdn.example/mfe-account/mf-manifest.json' };

async function setUp(): Promise<{ layout: WebRootLayout; logged: Array<Record<string, unknown>>; writeVersion: (version: string) => Promise<void> }> {
  const webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'server-render-'));
  const layout = webRootLayout(webRoot, path.join(webRoot, 'releases'));
  await fs.mkdir(path.join(layout.shellDist, 'server'), { recursive: true });
  await fs.writeFile(path.join(layout.shellDist, SHELL_RENDER_ENTRY), BUNDLE);
  await fs.mkdir(layout.remoteDist.public, { recursive: true });
  const writeVersion = (version: string) =>
    fs.writeFile(path.join(layout.remoteDist.public, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
  await writeVersion('public-1');
  const logged: Array<Record<string, unknown>> = [];
  return { layout, logged, writeVersion };
}

function rendererFor(layout: WebRootLayout, logged: Array<Record<string, unknown>>, budgetMs = 1500, metrics?: AppMetrics) {
  const line = (fields: Record<string, unknown>, msg: string) => void logged.push({ ...fields, msg });
  // The three levels the renderer writes; a cast, as a whole pino logger is not needed to read its lines.
  const log = { info: line, warn: line, error: line } as unknown as FastifyBaseLogger;
  // The stand-in for the CDN-hosted remote answers nothing (no network in unit tests): its version reads as unknown.
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
  return createPageRenderer({ layout, manifestUrls: MANIFESTS, ownOrigin: () => 'http://127.0.0.1:3000', budgetMs, log, metrics });
}

beforeEach(() => {
  (globalThis as unknown as { fakeShellBundle: FakeBundle }).fakeShellBundle = {
    renders: [],
    registrations: [],
    answer: async (request) => ({ html: `<main><h1>${request.url}</h1></main>`, clientRendered: [], catalogs: NO_CATALOGS, queryData: null }),
  };
});

afterEach(() => jest.restoreAllMocks());

describe('createPageRenderer', () => {
  it('loads the shell bundle, registers the remotes at absolute URLs, renders and keeps the render', async () => {
    const { layout, logged } = await setUp();
    const renderer = rendererFor(layout, logged);
    const first = await renderer.render(PAGE);
    expect(first).toMatchObject({ html: '<main><h1>/faq</h1></main>', styles: '', kept: true });
    expect(fake().registrations).toEqual([
      {
        urls: {
          public: 'http://127.0.0.1:3000/remotes/mfe-public/mf-manifest.json',
          auth: 'http://127.0.0.1:3000/remotes/mfe-auth/mf-manifest.json',
          account: 'https://cdn.example/mfe-account/mf-manifest.json',
        },
        force: false,
      },
    ]);
    expect(await renderer.render(PAGE)).toBe(first);
    expect(await renderer.render({ ...PAGE, locale: 'es-US' })).not.toBe(first);
    expect(fake().renders).toEqual(['/faq', '/faq']);
  });

  it('passes the render’s head styles on with the page it keeps (decision 042)', async () => {
    const { layout, logged } = await setUp();
    const styles = '<style data-emotion="css a1">.css-a1{margin:0}</style>';
    fake().answer = async (request) => ({ html: `<main class="css-a1">${request.url}</main>`, clientRendered: [], catalogs: NO_CATALOGS, queryData: null, styles });
    const renderer = rendererFor(layout, logged);
    expect(await renderer.render(PAGE)).toMatchObject({ styles, kept: true });
    expect(await renderer.render(PAGE)).toMatchObject({ styles });
  });

  it('does not keep a partial render, and logs which remote was left to the browser', async () => {
    const { layout, logged } = await setUp();
    fake().answer = async () => ({ html: '<main></main>', clientRendered: ['Failed to load Node.js entry for remote "mfe_public"'], catalogs: NO_CATALOGS, queryData: null });
    const renderer = rendererFor(layout, logged);
    expect(await renderer.render(PAGE)).toMatchObject({ kept: false });
    await renderer.render(PAGE);
    expect(fake().renders).toHaveLength(2);
    expect(logged.find((line) => line.msg === 'server render: areas left to the browser')).toMatchObject({ url: '/faq', remotes: ['public'] });
  });

  it('does not keep the render of an address with a token', async () => {
    const { layout, logged } = await setUp();
    const renderer = rendererFor(layout, logged);
    const page = { ...PAGE, url: '/verify-email-Zx8Qm2Lr5Tn7Vb4Kc1Hd9Wf3', keep: false };
    expect(await renderer.render(page)).toMatchObject({ kept: false });
    await renderer.render(page);
    expect(fake().renders).toHaveLength(2);
  });

  it('passes its own address for the page’s reads, and keeps a render that read data for a minute only', async () => {
    const { layout, logged } = await setUp();
    const origins: string[] = [];
    const queryData = { mutations: [], queries: [{ queryKey: ['careers', 'openings', 'en-US'] }] };
    fake().answer = async (request) => {
      origins.push(request.origin);
      return { html: request.url, clientRendered: [], catalogs: NO_CATALOGS, queryData };
    };
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-26T10:00:00Z'));
    const renderer = rendererFor(layout, logged);
    const page = { ...PAGE, url: '/careers' };
    const first = await renderer.render(page);
    expect(first).toMatchObject({ queryData, kept: true });
    now.mockReturnValue(Date.parse('2026-11-26T10:00:59Z'));
    expect(await renderer.render(page)).toBe(first);
    now.mockReturnValue(Date.parse('2026-11-26T10:01:01Z'));
    const second = await renderer.render(page);
    // A key of its own, so the page built from the older render is not served for it.
    expect(second?.key).not.toBe(first?.key);
    expect(fake().renders).toEqual(['/careers', '/careers']);
    expect(origins).toEqual(['http://127.0.0.1:3000', 'http://127.0.0.1:3000']);
  });

  it('hands the shell its reads before it registers any remote, and in production renders nothing with a shell that cannot take them (decisions 044, 045)', async () => {
    const { layout, logged } = await setUp();
    const order: string[] = [];
    const state = fake();
    const withFetch = `${BUNDLE}\nexports.renderer.setInProcessFetch = (fetch) => { globalThis.fakeShellBundle.renderFetch = fetch; globalThis.fakeShellBundle.order.push('fetch'); };`;
    Object.assign(state, { order });
    const register = state.registrations;
    state.registrations = new Proxy(register, {
      get(target, property, receiver) {
        if (property === 'push') order.push('register');
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    await fs.writeFile(path.join(layout.shellDist, SHELL_RENDER_ENTRY), withFetch);
    const line = (fields: Record<string, unknown>, msg: string) => void logged.push({ ...fields, msg });
    const log = { info: line, warn: line, error: line } as unknown as FastifyBaseLogger;
    const renderFetch = async () => null;
    const options = { layout, manifestUrls: MANIFESTS, ownOrigin: () => 'http://127.0.0.1:3000', budgetMs: 1500, log, renderFetch, renderFetchRequired: true };
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
    expect(await createPageRenderer(options).render(PAGE)).toMatchObject({ kept: true });
    expect(order).toEqual(['fetch', 'register']);
    expect((state as unknown as { renderFetch: unknown }).renderFetch).toBe(renderFetch);

    // A shell released before it could take them: in production, the browser renders every page.
    const older = await setUp();
    expect(await createPageRenderer({ ...options, layout: older.layout }).render(PAGE)).toBeNull();
    expect(logged.some((entry) => String(entry.err ?? entry.error ?? '').includes('decision 044') || JSON.stringify(entry).includes('decision 044'))).toBe(true);
  });

  it('answers null, never throws, when the render fails or there is no bundle', async () => {
    const { layout, logged } = await setUp();
    fake().answer = async () => {
      throw new Error('shell exploded');
    };
    expect(await rendererFor(layout, logged).render(PAGE)).toBeNull();
    expect(logged.some((line) => line.msg === 'server render failed: the browser renders the page')).toBe(true);

    await fs.rm(path.join(layout.shellDist, SHELL_RENDER_ENTRY));
    expect(await rendererFor(layout, logged).render(PAGE)).toBeNull();
  });

  it('picks up a release of a remote: the remotes are registered again with force and the page rendered again', async () => {
    const { layout, logged, writeVersion } = await setUp();
    const renderer = rendererFor(layout, logged);
    await renderer.render(PAGE);
    await writeVersion('public-2');
    await renderer.render(PAGE);
    expect(fake().renders).toEqual(['/faq', '/faq']);
    expect(fake().registrations).toEqual([
      expect.objectContaining({ force: false }),
      { urls: { public: 'http://127.0.0.1:3000/remotes/mfe-public/mf-manifest.json' }, force: true },
    ]);
  });

  it('lets a render that never settles go after its budget and a margin, and renders the next page', async () => {
    const { layout, logged } = await setUp();
    fake().answer = () => new Promise(() => undefined);
    const renderer = rendererFor(layout, logged, 10);
    expect(await renderer.render(PAGE)).toBeNull();
    fake().answer = async (request) => ({ html: request.url, clientRendered: [], catalogs: NO_CATALOGS, queryData: null });
    expect(await renderer.render({ ...PAGE, url: '/about' })).toMatchObject({ html: '/about' });
  });

  it('renders one page at a time', async () => {
    const { layout, logged } = await setUp();
    let running = 0;
    let most = 0;
    fake().answer = async (request) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running -= 1;
      return { html: request.url, clientRendered: [], catalogs: NO_CATALOGS, queryData: null };
    };
    const renderer = rendererFor(layout, logged);
    await Promise.all(['/a', '/b', '/c'].map((url) => renderer.render({ ...PAGE, url })));
    expect(most).toBe(1);
  });

  it('counts each render by outcome, each area left to the browser by remote, and each failed render (/metrics)', async () => {
    const { layout, logged } = await setUp();
    const metrics = createMetrics({ processMetrics: false, pool: () => null, releases: async () => ({}) });
    const renderer = rendererFor(layout, logged, 1500, metrics);
    await renderer.render(PAGE);
    // A kept render is served again, not rendered: it is not counted twice.
    await renderer.render(PAGE);
    fake().answer = async () => ({ html: '<main></main>', clientRendered: ['Failed to load Node.js entry for remote "mfe_public"'], catalogs: NO_CATALOGS, queryData: null });
    await renderer.render({ ...PAGE, url: '/about' });
    fake().answer = async () => {
      throw new Error('shell exploded');
    };
    await renderer.render({ ...PAGE, url: '/dealers' });

    const scraped = await metrics.registry.metrics();
    expect(scraped).toContain('portal_server_render_duration_seconds_count{outcome="whole"} 1');
    expect(scraped).toContain('portal_server_render_duration_seconds_count{outcome="partial"} 1');
    expect(scraped).toContain('portal_server_render_left_to_browser_total{remote="public"} 1');
    expect(scraped).toContain('portal_server_render_failures_total 1');
  });
});
