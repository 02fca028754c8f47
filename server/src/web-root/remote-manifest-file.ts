import path from 'node:path';
import type { RemoteKey } from 'shared-contracts';
import { fileByMtime } from './file-by-mtime.js';
import { liveRemoteReader } from './live-builds.js';
import type { WebRootLayout } from './web-root-layout.js';

// One reader per file for the whole process: the page's preloads, the server render's versions and the manifest
// route read the same manifest, once per change of it.
const readers = new Map<string, () => Promise<object | null>>();

function manifestReader(file: string): () => Promise<object | null> {
  let reader = readers.get(file);
  if (!reader) {
    const read = fileByMtime(file, (content): object | null => {
      try {
        const parsed: unknown = JSON.parse(content.toString('utf8'));
        return typeof parsed === 'object' && parsed !== null ? parsed : null;
      } catch {
        return null;
      }
    });
    reader = async () => (await read()) ?? null;
    readers.set(file, reader);
  }
  return reader;
}

type Assets = Partial<Record<'js' | 'css', Partial<Record<'sync' | 'async', string[]>>>>;
interface ManifestPaths {
  metaData?: { remoteEntry?: { path?: string }; ssrRemoteEntry?: { path?: string } };
  exposes?: Array<{ assets?: Assets }>;
  shared?: Array<{ assets?: Assets }>;
  /** Each route's page chunks (tooling/remote-manifest-plugin.cjs). */
  routeChunks?: Record<string, string[]>;
}

/**
 * The manifest of a release with every file it names moved under the release's folder. Its `publicPath` stays
 * "auto" (the manifest's own address), which the browser and the server render both resolve; an absolute path
 * would need the server's origin in the node runtime.
 */
function underRelease(manifest: object, folder: string): object {
  const prefix = (file: string) => path.posix.join(folder, file);
  const moveAssets = (assets: Assets | undefined): Assets | undefined =>
    assets &&
    Object.fromEntries(
      Object.entries(assets).map(([kind, lists]) => [kind, lists && Object.fromEntries(Object.entries(lists).map(([when, files]) => [when, files?.map(prefix)]))]),
    );
  const { metaData, exposes, shared, routeChunks } = manifest as ManifestPaths;
  const moveEntry = <T extends { path?: string }>(entry: T | undefined) => entry && { ...entry, path: prefix(entry.path ?? '') };
  return {
    ...manifest,
    metaData: { ...metaData, remoteEntry: moveEntry(metaData?.remoteEntry), ssrRemoteEntry: moveEntry(metaData?.ssrRemoteEntry) },
    exposes: exposes?.map((entry) => ({ ...entry, assets: moveAssets(entry.assets) })),
    shared: shared?.map((entry) => ({ ...entry, assets: moveAssets(entry.assets) })),
    ...(routeChunks ? { routeChunks: Object.fromEntries(Object.entries(routeChunks).map(([route, files]) => [route, files.map(prefix)])) } : {}),
  };
}

// The served form of each parsed manifest, made once, so callers may key their own work on its identity.
const served = new WeakMap<object, object>();

/**
 * A remote's `mf-manifest.json` as this server serves it at `remoteManifestPath`: the live release's, naming the
 * files of that release's folder, so the browser loads the entry and chunks of that version and a tab opened before
 * a release keeps loading its own (docs/decisions/035). A remote never released serves its build folder's manifest
 * as built. Null while it is missing, or caught half-written during a deploy (read again at its next change).
 */
export function remoteManifestFile(layout: WebRootLayout, key: RemoteKey): () => Promise<object | null> {
  const readLive = liveRemoteReader(layout, key);
  return async () => {
    const live = await readLive();
    const manifest = await manifestReader(path.join(live.dir, 'mf-manifest.json'))();
    if (!manifest || !live.release) return manifest;
    let rewritten = served.get(manifest);
    if (!rewritten) {
      rewritten = underRelease(manifest, `releases/${live.release.version}`);
      served.set(manifest, rewritten);
    }
    return rewritten;
  };
}
