import type { EnvConfig } from './env-config.js';
import type { Locale } from './locales.js';
import type { PageCatalogs, PageQueryData, PageVisitor } from './page-json.js';
import type { RemoteKey } from './routes.js';

/*
 * The contract between the Fastify server and the shell's server bundle (shell/src/server-entry/render-entry.ts):
 * the server loads the bundle at runtime, like the browser loads a remote, and types it by this interface
 * (docs/decisions/027-federated-server-rendering.md).
 */

/** The file of the shell's server build the server loads, under the shell's dist folder. */
export const SHELL_RENDER_ENTRY = 'server/render.js';

export interface ServerRenderRequest {
  /** The page's path and query, as asked. */
  url: string;
  locale: Locale;
  /** The runtime configuration the page also carries for the browser. */
  env: EnvConfig;
  /** How long the remotes may take; past it their areas are sent empty and rendered by the browser. */
  budgetMs: number;
  /** This server's own address: the public reads a page makes while rendering go there (its own API). */
  origin: string;
  /**
   * What the server found of the visitor's session for this request, or absent when it did not look (a public page
   * whose content is the same for everyone). The shell's frame and the spec 2.6 guards render with it until the
   * browser's own session check answers; a shell built before it renders as if it were absent
   * (docs/decisions/070).
   */
  visitor?: PageVisitor;
}

/**
 * How the server's render reaches this server's own addresses without the network (docs/decisions/044): the
 * remotes' manifests, server entries and the public reads a page makes while rendering. It answers a URL of the
 * server's own origin from inside the process (its routes, its files), and null for any other URL, which then
 * goes out over the network (a remote released on another origin).
 */
export type InProcessFetch = (url: string, init?: RequestInit) => Promise<Response | null>;

export interface ServerRenderResult {
  /** The markup of `#root`. */
  html: string;
  /** Why an area was left to the browser (a remote that failed, threw or ran out of time); empty when none. */
  clientRendered: string[];
  /** The Lingui catalogs the render used, for the browser to hydrate with (`PAGE_ISLANDS.catalogs`). */
  catalogs: PageCatalogs;
  /**
   * React-query's dehydrated cache of the render (what the page read while rendering: the careers openings), for
   * the browser's query client (`PAGE_ISLANDS.queryData`); null when the page read nothing.
   */
  queryData: PageQueryData | null;
  /**
   * The page's CSS (Chakra's through emotion) as `<style>` elements for `<head>`: the global rules, then one
   * element for every class the markup uses, named so the browser's emotion cache takes them over. Absent from a
   * shell built before it was extracted: that shell's `html` carries its rules inline (docs/decisions/042).
   */
  styles?: string;
}

/** The element of a server-rendered page that carries react-query's dehydrated data (docs/decisions/027). */
export interface ServerRenderer {
  /**
   * Remotes' manifests, as absolute URLs (the server's own address when they are same-origin paths).
   * `force` drops what was loaded from those remotes, so a new release's server entry is fetched.
   */
  registerRemotes(manifests: Partial<Record<RemoteKey, string>>, options?: { force?: boolean }): void;
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
  /** Loads every remote's server entry and exposed modules, so the first renders do not wait for them. */
  warmUp(): Promise<void>;
  /**
   * Sends every request for the server's own origin through `fetch` instead of the network. Optional: a shell
   * released before it existed has none, and its renders fetch over HTTP as before.
   */
  setInProcessFetch?(fetch: InProcessFetch): void;
}

