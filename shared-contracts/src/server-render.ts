import type { PageCatalogs } from './catalog-loader.js';
import type { EnvConfig } from './env-config.js';
import type { Locale } from './locales.js';
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
}

export interface ServerRenderResult {
  /** The markup of `#root`. */
  html: string;
  /** Why an area was left to the browser (a remote that failed, threw or ran out of time); empty when none. */
  clientRendered: string[];
  /** The Lingui catalogs the render used, for the browser to hydrate with (PAGE_CATALOGS_ELEMENT_ID). */
  catalogs: PageCatalogs;
}

export interface ServerRenderer {
  /**
   * Remotes' manifests, as absolute URLs (the server's own address when they are same-origin paths).
   * `force` drops what was loaded from those remotes, so a new release's server entry is fetched.
   */
  registerRemotes(manifests: Partial<Record<RemoteKey, string>>, options?: { force?: boolean }): void;
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
  /** Loads every remote's server entry and exposed modules, so the first renders do not wait for them. */
  warmUp(): Promise<void>;
}
