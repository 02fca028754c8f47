import path from 'node:path';
import { REMOTES, remoteBasePath, remoteManifestPath, remoteReleasePath, type RemoteKey } from 'shared-contracts';
import { LIVE_FILE, parseLiveRecord, type LiveRecord, type ReleasedApp } from '../releases/release-store.js';
import { fileByMtime } from './file-by-mtime.js';
import { isFile } from './is-file.js';
import type { WebRootLayout } from './web-root-layout.js';

/*
 * Which build of the shell and of each remote this server serves (docs/decisions/035): the live release under
 * RELEASES_DIR/<app>/, or the app's build folder until it has one. live.json is read once per change of it (one
 * `stat` a call), so a release or a rollback is served at the next request, by every instance sharing the folder.
 */

const liveRecords = new Map<string, () => Promise<LiveRecord | null>>();

function liveRecordReader(layout: WebRootLayout, app: ReleasedApp): () => Promise<LiveRecord | null> {
  const file = path.join(layout.releasesDir, app, LIVE_FILE);
  let read = liveRecords.get(file);
  if (!read) {
    const parse = fileByMtime(file, (content) => parseLiveRecord(content.toString('utf8')));
    read = async () => (await parse()) ?? null;
    liveRecords.set(file, read);
  }
  return read;
}

/** Where a build's live files are on disk. */
export interface LiveBuild {
  /** The live release, or null: the app was never released and its build folder is served. */
  release: LiveRecord | null;
  dir: string;
  /** The folders of the kept releases, newest first, the live one included; none without releases. */
  keptDirs: string[];
}

function liveBuildReader(layout: WebRootLayout, app: ReleasedApp, buildDir: string): () => Promise<LiveBuild> {
  const readLive = liveRecordReader(layout, app);
  const releases = path.join(layout.releasesDir, app);
  return async () => {
    const release = await readLive();
    if (!release) return { release: null, dir: buildDir, keptDirs: [] };
    return { release, dir: path.join(releases, release.version), keptDirs: [...release.kept].reverse().map((version) => path.join(releases, version)) };
  };
}

/** The shell's live build: what `/`, its chunks, its page and its server render come from. */
export const liveShellReader = (layout: WebRootLayout) => liveBuildReader(layout, 'shell', layout.shellDist);

/** A remote's live build, and the address the browser loads it from (`base`, without a trailing slash). */
export function liveRemoteReader(layout: WebRootLayout, key: RemoteKey): () => Promise<LiveBuild & { base: string }> {
  const read = liveBuildReader(layout, REMOTES[key].packageName, layout.remoteDist[key]);
  return async () => {
    const live = await read();
    return { ...live, base: live.release ? remoteReleasePath(key, live.release.version) : remoteBasePath(key) };
  };
}

/** The shell's page is on disk: without it every page answers 503 (main.ts warns at start; /health/ready says so). */
export async function shellBuildPresent(layout: WebRootLayout): Promise<boolean> {
  const { dir } = await liveShellReader(layout)();
  return isFile(path.join(dir, 'index.html'));
}

/** This server serves the remote (its manifest URL is the default same-origin path), not another origin. */
export const servedHere = (manifestUrls: Record<RemoteKey, string>, key: RemoteKey): boolean => manifestUrls[key] === remoteManifestPath(key);
