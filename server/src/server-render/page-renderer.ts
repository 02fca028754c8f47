import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  REMOTES,
  SHELL_RENDER_ENTRY,
  type EnvConfig,
  type InProcessFetch,
  type Locale,
  type PageCatalogs,
  type PageQueryData,
  type PageVisitor,
  type RemoteKey,
  type ServerRenderRequest,
  type ServerRenderResult,
  type ServerRenderer,
} from 'shared-contracts';
import type { AppMetrics } from '../metrics/metrics.js';
import { isFile } from '../web-root/is-file.js';
import { liveShellReader } from '../web-root/live-builds.js';
import type { WebRootLayout } from '../web-root/web-root-layout.js';
import { remoteVersionsReader, versionsKeyOf, type RemoteVersions } from './remote-versions.js';
import type { RenderPool } from './render-pool.js';
import { shellRendererLoader } from './shell-renderer.js';

/**
 * The markup of a page's `#root` and its key; `kept` when it serves later requests too (not a partial render,
 * nor a page whose address carries a token).
 */
export interface RenderedRoot {
  html: string;
  /** The page's `<style>` elements for `<head>` (empty from a shell whose markup carries them inline). */
  styles: string;
  /** The Lingui catalogs the render used: the page carries them for the browser's hydration. */
  catalogs: PageCatalogs;
  /** React-query's dehydrated answers the render read (the careers openings), or null. */
  queryData: PageQueryData | null;
  key: string;
  kept: boolean;
}

export interface PageRendererOptions {
  layout: WebRootLayout;
  /** MFE_*_MANIFEST: absolute URLs, or same-origin paths resolved against `ownOrigin`. */
  manifestUrls: Record<RemoteKey, string>;
  /** This server's own address (known once it listens), for the same-origin manifests. */
  ownOrigin: () => string;
  /**
   * How the render's reads are answered: its own origin inside the process (in-process-fetch.ts), another origin
   * as far as it can be checked (trusted-remotes.ts). None: over HTTP, as before.
   */
  renderFetch?: InProcessFetch;
  /** Production: a shell release that cannot take `renderFetch` would fetch and evaluate unchecked code; refused. */
  renderFetchRequired?: boolean;
  /**
   * Worker threads that render (render-pool.ts, docs/decisions/047), their reads answered by `renderFetch`. None
   * (RENDER_THREADS=0): the shell's bundle renders in this thread, one page at a time, as before.
   */
  pool?: RenderPool;
  budgetMs: number;
  log: FastifyBaseLogger;
  /** /metrics: each render's time, the areas left to the browser by remote, whole failures. */
  metrics?: Pick<AppMetrics, 'renderDuration' | 'renderLeftToBrowser' | 'renderFailures'>;
}

/**
 * `url` is the page's path (no page reads its query while rendering); `keep` false for an address with a token;
 * `visitor` what the server found of the session, null when it did not look (docs/decisions/070).
 */
export type RenderRoot = (page: Page) => Promise<RenderedRoot | null>;

export interface PageRenderer {
  render: RenderRoot;
  /** Loads the shell's bundle and every remote's server entry (once the server listens), so no visitor waits. */
  warmUp(): Promise<void>;
}

// Renders are kept per address, locale and the set of builds; a bound keeps made-up addresses from growing it.
const MAX_CACHED = 500;
// How long after its budget a render may take to settle (React sends the aborted areas' fallbacks).
const RENDER_SETTLE_MARGIN_MS = 3000;
// A render that read data (the careers openings) is kept this long: the answer can change without a release.
// The browser refetches an answer older than its stale time after hydration, so a kept page corrects itself.
const DATA_RENDER_MAX_AGE_MS = 60_000;

/** Rejects once `signal` aborts, with its reason. */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason))), { once: true });
  });
}

type Page = { url: string; locale: Locale; env: EnvConfig; keep: boolean; visitor?: PageVisitor | null };

/**
 * A render's key: the page, the visitor's side of signing in (two values: a render carries nobody's data, so one
 * serves every signed-in visitor, docs/decisions/070) and the builds.
 */
const renderKey = (page: Page, builds: string) => `${page.locale} ${page.url} ${page.visitor ?? '-'} ${page.env.shellBuildId} ${builds}`;
type RunRender = (request: ServerRenderRequest, signal: AbortSignal) => Promise<ServerRenderResult>;

/**
 * Server rendering (docs/decisions/027-federated-server-rendering.md): the page's HTML rendered by the shell's server
 * bundle with the remotes' server entries. The render knows whether the visitor is signed in, never who (the
 * signed-in frame, /payments' guest flow: docs/decisions/070), so one render serves every visitor of that side:
 * it is kept until a release of the shell or of any remote. With a pool (decision 047) pages render in worker threads, one per core; without
 * one they render in this thread one at a time (Lingui's shared i18n holds the active locale).
 * Any failure leaves the page to the browser, never a 5xx: null, and the log says why.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const absoluteManifests = () => {
    const origin = options.ownOrigin();
    return Object.fromEntries(
      (Object.keys(REMOTES) as RemoteKey[]).map((key) => [key, new URL(options.manifestUrls[key], origin).href]),
    ) as Record<RemoteKey, string>;
  };
  const readLiveShell = liveShellReader(options.layout);
  const loadRenderer = shellRendererLoader(async () => (await readLiveShell()).dir, (renderer) => {
    // Before any remote is registered: the manifests are then read from the process, not fetched over HTTP.
    if (options.renderFetch) {
      if (renderer.setInProcessFetch) renderer.setInProcessFetch(options.renderFetch);
      else if (options.renderFetchRequired) throw new Error('this shell release cannot read in process (built before decision 044): its pages are rendered by the browser');
      else options.log.warn('server render: this shell release reads its own origin over HTTP (built before decision 044)');
    }
    renderer.registerRemotes(absoluteManifests());
    registeredVersions = null;
    cache.clear();
  });
  const readVersions = remoteVersionsReader(options.layout, options.manifestUrls);
  const cache = new Map<string, KeptRender>();
  let registeredVersions: RemoteVersions | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  /** The versions' part of a render's key; a released remote is registered again, alone, with `force`. */
  async function pickUpReleases(renderer: ServerRenderer): Promise<string> {
    const versions = await readVersions();
    const released = registeredVersions
      ? (Object.keys(versions) as RemoteKey[]).filter((key) => versions[key] !== registeredVersions?.[key])
      : [];
    if (released.length > 0) {
      // Its next render fetches the new server entry; renders kept from the old one name old chunks.
      const manifests = absoluteManifests();
      renderer.registerRemotes(Object.fromEntries(released.map((key) => [key, manifests[key]])), { force: true });
      cache.clear();
      options.log.info({ released, versions }, 'server render: a remote release picked up');
    }
    registeredVersions = versions;
    return versionsKeyOf(versions);
  }

  async function renderOnce(run: RunRender, page: Page, key: string) {
    const started = performance.now();
    // A render that never settled would hold a worker (or, in this thread, every later page). Past its budget and a
    // margin it counts as failed (the browser renders the page); a worker's task is aborted, which ends its thread.
    const limit = options.budgetMs + RENDER_SETTLE_MARGIN_MS;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`the render did not settle within ${limit} ms`)), limit);
    let result: ServerRenderResult;
    try {
      result = await Promise.race([
        run(
          {
            url: page.url,
            locale: page.locale,
            env: page.env,
            budgetMs: options.budgetMs,
            origin: options.ownOrigin(),
            ...(page.visitor ? { visitor: page.visitor } : {}),
          },
          controller.signal,
        ),
        rejectOnAbort(controller.signal),
      ]);
    } finally {
      clearTimeout(timer);
    }
    const ms = Math.round(performance.now() - started);
    const partial = result.clientRendered.length > 0;
    options.metrics?.renderDuration.observe({ outcome: partial ? 'partial' : 'whole' }, ms / 1000);
    if (partial) {
      const named = remotesNamedIn(result.clientRendered);
      for (const remote of named.length > 0 ? named : ['unknown']) options.metrics?.renderLeftToBrowser.inc({ remote });
    }
    // A render with data gets a key of its own time, so the page built from it (index-html.ts) goes with it.
    const expiresAt = result.queryData === null ? Number.POSITIVE_INFINITY : Date.now() + DATA_RENDER_MAX_AGE_MS;
    const rendered: KeptRender = {
      html: result.html,
      styles: result.styles ?? '',
      catalogs: result.catalogs,
      queryData: result.queryData,
      key: result.queryData === null ? key : `${key} @${Date.now()}`,
      kept: page.keep && !partial,
      expiresAt,
    };
    if (partial) {
      // Not kept: the next request tries the server render again.
      options.log.warn({ url: page.url, ms, remotes: remotesNamedIn(result.clientRendered), reasons: result.clientRendered }, 'server render: areas left to the browser');
    } else if (rendered.kept) {
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(key, rendered);
    }
    return rendered;
  }

  // The pool's side: the live shell's file and the remotes' versions are read here; each worker loads the bundle
  // and registers the versions itself (render-worker.ts).
  const pool = options.pool;
  let poolVersionsKey: string | null = null;
  const inFlight = new Map<string, Promise<KeptRender>>();

  async function renderInPool(renderPool: RenderPool, page: Page): Promise<RenderedRoot | null> {
    const shellFile = path.join((await readLiveShell()).dir, SHELL_RENDER_ENTRY);
    if (!(await isFile(shellFile))) return null;
    const versions = await readVersions();
    const versionsKey = versionsKeyOf(versions);
    if (poolVersionsKey !== null && poolVersionsKey !== versionsKey) {
      cache.clear();
      options.log.info({ versions }, 'server render: a remote release picked up');
    }
    poolVersionsKey = versionsKey;
    const key = renderKey(page, versionsKey);
    const cached = fresh(cache.get(key));
    if (cached) return cached;
    // Requests for one page that arrive together share its render.
    const pending = inFlight.get(key);
    if (pending) return pending;
    const run: RunRender = (request, signal) =>
      renderPool.render({ shellFile, manifests: absoluteManifests(), versionsKey, readsRequired: Boolean(options.renderFetchRequired), request }, signal);
    const rendering = renderOnce(run, page, key).finally(() => inFlight.delete(key));
    inFlight.set(key, rendering);
    return rendering;
  }

  async function warmUp() {
    // Each worker loads the bundles with its first page.
    if (pool) return;
    try {
      const renderer = await loadRenderer();
      if (!renderer) return;
      await pickUpReleases(renderer);
      await renderer.warmUp();
    } catch (error) {
      options.log.error({ err: error }, 'server render: warming up failed');
    }
  }

  const render: RenderRoot = async (page) => {
    try {
      if (pool) return await renderInPool(pool, page);
      const renderer = await loadRenderer();
      if (!renderer) return null;
      const versions = await pickUpReleases(renderer);
      const key = renderKey(page, versions);
      const cached = fresh(cache.get(key));
      if (cached) return cached;
      const result = queue.then(() => fresh(cache.get(key)) ?? renderOnce((request) => renderer.render(request), page, key));
      queue = result.catch(() => undefined);
      return await result;
    } catch (error) {
      options.metrics?.renderFailures.inc();
      options.log.error({ err: error, url: page.url }, 'server render failed: the browser renders the page');
      return null;
    }
  };

  return { render, warmUp };
}

interface KeptRender extends RenderedRoot {
  expiresAt: number;
}

const fresh = (render: KeptRender | undefined) => (render && render.expiresAt > Date.now() ? render : undefined);

/** Which remotes a render's errors name (module federation's messages carry the container's name). */
function remotesNamedIn(reasons: string[]): string[] {
  return (Object.keys(REMOTES) as RemoteKey[]).filter((key) => reasons.some((reason) => reason.includes(REMOTES[key].scope) || reason.includes(REMOTES[key].packageName)));
}
