import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EnvConfig, InProcessFetch, ServerRenderRequest } from 'shared-contracts';
import { createRenderPool, type RenderPool } from './render-pool.js';

/*
 * Docs/decisions/047: pages render in worker threads, one page at a time in each, with their reads answered by the
 * main thread. The workers run the TypeScript source through tsx here; the server runs the built worker. The
 * stand-in shell bundle does what the real one does with the contract: it takes the reads, registers the
 * remotes, and reads a manifest while rendering.
 */

const BUNDLE = `
const { threadId } = require('node:worker_threads');
let read = null;
const registrations = [];
exports.renderer = {
  setInProcessFetch(fetch) { read = fetch; },
  registerRemotes(urls, options) { registrations.push(Boolean(options && options.force)); },
  async warmUp() {},
  async render(request) {
    const answer = await read('http://127.0.0.1:3000/remotes/mfe-public/mf-manifest.json');
    const manifest = await answer.json();
    // Long enough that two pages asked together are both under way at once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return {
      html: JSON.stringify({ thread: threadId, locale: request.locale, id: manifest.id, registrations }),
      clientRendered: [],
      catalogs: { locale: request.locale, ids: [], messages: {} },
      queryData: null,
    };
  },
};
`;

const MANIFESTS = {
  public: 'http://127.0.0.1:3000/remotes/mfe-public/mf-manifest.json',
  auth: 'http://127.0.0.1:3000/remotes/mfe-auth/mf-manifest.json',
  account: 'http://127.0.0.1:3000/remotes/mfe-account/mf-manifest.json',
};
const request = (locale: ServerRenderRequest['locale']): ServerRenderRequest => ({
  url: '/faq',
  locale,
  env: { shellBuildId: 'shell-1' } as EnvConfig,
  budgetMs: 1500,
  origin: 'http://127.0.0.1:3000',
});

interface Rendered {
  thread: number;
  locale: string;
  id: string;
  registrations: boolean[];
}

describe('the render pool', () => {
  let pool: RenderPool;
  let shellFile: string;
  const reads: string[] = [];
  const renderFetch: InProcessFetch = async (url) => {
    reads.push(url);
    return new Response(JSON.stringify({ id: 'mfe_public' }), { headers: { 'content-type': 'application/json' } });
  };

  beforeAll(async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'render-pool-'));
    shellFile = path.join(folder, 'render.js');
    await fs.writeFile(shellFile, BUNDLE);
    pool = createRenderPool({
      threads: 2,
      renderFetch,
      workerFile: new URL(`file://${path.resolve('src/server-render/render-worker.ts')}`),
      execArgv: ['--import', 'tsx'],
    });
  });
  afterAll(() => pool.close());

  const render = async (locale: ServerRenderRequest['locale'], versionsKey = 'public=1') =>
    JSON.parse(
      (await pool.render({ shellFile, manifests: MANIFESTS, versionsKey, readsRequired: true, request: request(locale) }, new AbortController().signal)).html,
    ) as Rendered;

  it('renders off the main thread, its reads answered by the main thread, pages side by side', async () => {
    const [english, spanish] = await Promise.all([render('en-US'), render('es-US')]);
    expect(english).toMatchObject({ locale: 'en-US', id: 'mfe_public' });
    expect(spanish).toMatchObject({ locale: 'es-US', id: 'mfe_public' });
    expect(english.thread).not.toBe(0);
    expect(spanish.thread).not.toBe(0);
    expect(english.thread).not.toBe(spanish.thread);
    expect(reads).toEqual([MANIFESTS.public, MANIFESTS.public]);
  }, 60_000);

  it('registers the remotes again, with force, in a worker that sees new versions', async () => {
    const before = await render('en-US');
    const after = await render('en-US', 'public=2');
    const worker = after.thread === before.thread ? after : await render('en-US', 'public=2');
    expect(worker.registrations.at(-1)).toBe(true);
  }, 60_000);
});
