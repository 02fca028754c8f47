import path from 'node:path';
import { z } from 'zod';
import { PAGE_MODULE, buildVersionOf, remoteBasePath, remoteManifestPath, type RemoteKey } from 'shared-contracts';
import { servedHere } from './live-builds.js';
import { remoteManifestFile } from './remote-manifest-file.js';
import type { WebRootLayout } from './web-root-layout.js';

/** The `<link rel="preload">` tags of one remote's page module (and its stylesheet's link), and the build they were read from. */
export interface RemotePreloads {
  buildVersion: string;
  tags: string;
}

export type PageRemote = keyof typeof PAGE_MODULE;

/** A file name the page may name in an attribute: no quote, no markup, no way up the tree. */
const safeFile = z
  .string()
  .regex(/^[\w./-]+$/)
  .refine((file) => !file.includes('..'));

/**
 * The part of a manifest read here. The manifest is a build's output, but a release may hold a damaged one: read
 * through this schema, a wrong shape (a route's chunks that are not a list of file names) gives a page without
 * preloads, never an exception in the page's answer.
 */
const manifestShape = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: safeFile.optional(), path: z.union([z.literal(''), safeFile]).optional() }).optional() }).optional(),
  exposes: z
    .array(
      z.object({
        name: z.string().optional(),
        path: z.string().optional(),
        assets: z
          .object({ js: z.object({ sync: z.array(safeFile).optional() }).optional(), css: z.object({ sync: z.array(safeFile).optional() }).optional() })
          .optional(),
      }),
    )
    .optional(),
  /** The chunks each route's page hydrates with (tooling/remote-manifest-plugin.cjs, docs/decisions/040). */
  routeChunks: z.record(z.string(), z.array(safeFile)).optional(),
});
type ManifestShape = z.infer<typeof manifestShape>;

/**
 * The manifest, the remote entry, the page module's synchronous chunks and the route's own page chunks, as the
 * runtime will ask for them.
 */
function preloadsOf(key: PageRemote, manifest: ManifestShape, routeId: string): string[] {
  const base = remoteBasePath(key);
  const entry = manifest.metaData?.remoteEntry;
  const expose = manifest.exposes?.find((candidate) => candidate.path === PAGE_MODULE[key] || `./${candidate.name ?? ''}` === PAGE_MODULE[key]);
  if (!entry?.name || !expose) return [];
  const routeChunks = Object.hasOwn(manifest.routeChunks ?? {}, routeId) ? (manifest.routeChunks?.[routeId] ?? []) : [];
  const files = [path.posix.join(entry.path ?? '', entry.name), ...(expose.assets?.js?.sync ?? []), ...routeChunks];
  // Low priority, as the shell's own start (tooling/startup-preload-plugin.cjs, docs/decisions/039): the page paints
  // from its HTML; these are for hydration, after the first paint.
  return [
    // The page module's build-time stylesheet (docs/decisions/060): a plain stylesheet link, so the first paint is
    // the styled page. When the runtime loads the module it looks for a link whose `data-href` (else `href`) is the
    // file's name as the build knows it, or its absolute address (mini-css-extract-plugin's loading code): the
    // name in `data-href` makes it find this one instead of adding a second link to the same file.
    ...(expose.assets?.css?.sync ?? []).map((file) => `<link rel="stylesheet" href="${base}/${file}" data-href="${file}">`),
    // The runtime fetches the manifest with fetch()'s defaults (CORS mode, same-origin credentials): anonymous.
    `<link rel="preload" href="${remoteManifestPath(key)}" as="fetch" crossorigin="anonymous" fetchpriority="low">`,
    // The entry and the chunks load as plain <script> elements, with no crossorigin attribute.
    ...files.map((file) => `<link rel="preload" href="${base}/${file}" as="script" fetchpriority="low">`),
  ];
}

/**
 * Decisions 026 and 040: a page's HTML names what its remote will load first, so the browser fetches the remote's
 * manifest, entry, page module and the route's page chunks while the shell's own scripts are still loading, instead
 * of one after another once the shell runs. Read from the manifest the server serves (only for a remote served from
 * its default same-origin path: a manifest elsewhere is the browser's business), kept until the file changes.
 */
export function remotePreloadsReader(
  layout: WebRootLayout,
  manifestUrls: Record<RemoteKey, string>,
): (key: PageRemote, routeId: string) => Promise<RemotePreloads | null> {
  // Worked out once per manifest read (a release) and route, not per page.
  const known = new WeakMap<object, Map<string, RemotePreloads | null>>();
  return async (key, routeId) => {
    if (!servedHere(manifestUrls, key)) return null;
    const manifest = await remoteManifestFile(layout, key)();
    if (!manifest) return null;
    let byRoute = known.get(manifest);
    if (!byRoute) {
      byRoute = new Map();
      known.set(manifest, byRoute);
    }
    let preloads = byRoute.get(routeId);
    if (preloads === undefined) {
      const shape = manifestShape.safeParse(manifest);
      const tags = shape.success ? preloadsOf(key, shape.data, routeId) : [];
      preloads = tags.length > 0 ? { buildVersion: buildVersionOf(manifest) ?? '', tags: tags.join('') } : null;
      byRoute.set(routeId, preloads);
    }
    return preloads;
  };
}
