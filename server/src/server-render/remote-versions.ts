import { REMOTES, buildVersionOf, type RemoteKey } from 'shared-contracts';
import { servedHere } from '../web-root/live-builds.js';
import { remoteManifestFile } from '../web-root/remote-manifest-file.js';
import type { WebRootLayout } from '../web-root/web-root-layout.js';

// A remote released on another origin is asked for its manifest at most this often.
const FOREIGN_MANIFEST_TTL_MS = 10_000;

/** Every remote's build version (null while unknown). */
export type RemoteVersions = Record<RemoteKey, string | null>;

/** The versions' part of a render's key, the same in the main thread and the render pool: `shell=… mfe-public=…`. */
export const versionsKeyOf = (versions: RemoteVersions): string =>
  (Object.keys(versions) as RemoteKey[]).map((key) => `${key}=${versions[key] ?? '-'}`).join(' ');

/**
 * The build version of every remote: part of the key of the server's renders, and the signal to load a remote's
 * new server entry. A remote served from its default same-origin path is read from disk (one stat a call); one
 * on another origin from its manifest URL.
 */
export function remoteVersionsReader(layout: WebRootLayout, manifestUrls: Record<RemoteKey, string>): () => Promise<RemoteVersions> {
  const keys = Object.keys(REMOTES) as RemoteKey[];
  const readers = keys.map((key) =>
    servedHere(manifestUrls, key)
      ? sameOriginVersion(remoteManifestFile(layout, key))
      : foreignVersion(manifestUrls[key]),
  );
  return async () => {
    const versions = await Promise.all(readers.map((read) => read().catch(() => null)));
    return Object.fromEntries(keys.map((key, index) => [key, versions[index] ?? null])) as RemoteVersions;
  };
}

function sameOriginVersion(read: () => Promise<object | null>): () => Promise<string | null> {
  return async () => buildVersionOf(await read());
}

function parsedVersion(text: string): string | null {
  try {
    return buildVersionOf(JSON.parse(text));
  } catch {
    // Half-written during a deploy: read again at its next change.
    return null;
  }
}

function foreignVersion(url: string): () => Promise<string | null> {
  let read: { at: number; version: Promise<string | null> } | null = null;
  return () => {
    const now = Date.now();
    if (!read || now - read.at > FOREIGN_MANIFEST_TTL_MS) {
      const version = fetch(url, { headers: { 'cache-control': 'no-cache' }, signal: AbortSignal.timeout(2_000) })
        .then((response) => (response.ok ? response.text() : null))
        .then((text) => (text === null ? null : parsedVersion(text)))
        .catch(() => null);
      read = { at: now, version };
    }
    return read.version;
  };
}
