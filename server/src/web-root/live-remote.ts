import path from 'node:path';
import { REMOTES, remoteBasePath, remoteManifestPath, remoteReleasePath, type RemoteKey } from 'shared-contracts';
import { LIVE_FILE, parseLiveRecord, type LiveRecord } from '../releases/release-store.js';
import { fileByMtime } from './file-by-mtime.js';
import type { WebRootLayout } from './web-root-layout.js';

/** Where a remote's live files are on disk, and the address the browser loads them from. */
export interface LiveRemote {
  /** The live release, or null: the remote was never released and its build folder is served. */
  release: LiveRecord | null;
  dir: string;
  /** URL path of `dir`, without a trailing slash. */
  base: string;
}

const readers = new Map<string, () => Promise<LiveRecord | null>>();

/**
 * The live release of a remote, read from `RELEASES_DIR/<package>/live.json` once per change of it (one `stat` a
 * call), so a release or a rollback is served at the next request, by every instance sharing the folder.
 */
export function liveRemoteReader(layout: WebRootLayout, key: RemoteKey): () => Promise<LiveRemote> {
  const releases = path.join(layout.releasesDir, REMOTES[key].packageName);
  const file = path.join(releases, LIVE_FILE);
  let read = readers.get(file);
  if (!read) {
    const parse = fileByMtime(file, (content) => parseLiveRecord(content.toString('utf8')));
    read = async () => (await parse()) ?? null;
    readers.set(file, read);
  }
  const readLive = read;
  return async () => {
    const release = await readLive();
    return release
      ? { release, dir: path.join(releases, release.version), base: remoteReleasePath(key, release.version) }
      : { release: null, dir: layout.remoteDist[key], base: remoteBasePath(key) };
  };
}

/** This server serves the remote (its manifest URL is the default same-origin path), not another origin. */
export const servedHere = (manifestUrls: Record<RemoteKey, string>, key: RemoteKey): boolean => manifestUrls[key] === remoteManifestPath(key);
