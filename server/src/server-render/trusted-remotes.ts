import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { REMOTES, type InProcessFetch, type RemoteKey } from 'shared-contracts';
import type { AppMetrics } from '../metrics/metrics.js';

/**
 * What the server's render may take from another origin (docs/decisions/045). A remote released on another
 * origin has its server entry evaluated in this process, beside the secrets and the database, so:
 *
 * - its manifest (the configured `MFE_*_MANIFEST` URL, https in production) is read, and the digest it records
 *   for its server entry (`metaData.ssrRemoteEntry.integrity`, written by the remote's build) is kept;
 * - the server entry's bytes are fetched here and evaluated only when their SHA-256 matches that digest. In
 *   production a manifest without a digest, or an entry that is not https, is refused as well;
 * - in production nothing else of another origin is fetched for a render (the server builds have no chunks).
 *
 * A refusal throws before any evaluation: the runtime fails to load that remote, its areas go to the browser,
 * and the log and `/metrics` (`portal_server_render_untrusted_remote_total`) name it. Same-origin reads never get
 * here: in-process-fetch.ts answers them from the server's own files (the local release store).
 */

interface ManifestFields {
  metaData?: { ssrRemoteEntry?: { name?: unknown; path?: unknown; integrity?: unknown } };
}

/** `sha256-<base64>` of some bytes: the form the manifest records (Subresource Integrity's). */
export const sha256Integrity = (bytes: Uint8Array): string => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** The absolute URL of the server entry a manifest names (publicPath "auto": beside the manifest). */
function serverEntryUrl(manifest: ManifestFields, manifestUrl: string): string | null {
  const entry = manifest.metaData?.ssrRemoteEntry;
  if (!entry || typeof entry.name !== 'string') return null;
  const folder = typeof entry.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/+$/, '')}/` : '';
  return new URL(`${folder}${entry.name}`, manifestUrl).href;
}

export class UntrustedRemoteError extends Error {
  constructor(
    readonly remote: RemoteKey,
    reason: string,
  ) {
    super(`the server entry of ${REMOTES[remote].packageName} was refused: ${reason}`);
  }
}

export interface TrustedRemoteOptions {
  /** MFE_*_MANIFEST as configured: the absolute ones are the remotes released on another origin. */
  manifestUrls: Record<RemoteKey, string>;
  production: boolean;
  log: FastifyBaseLogger;
  metrics?: Pick<AppMetrics, 'renderUntrustedRemotes'>;
  /** The network; the global fetch unless a test gives another. */
  network?: typeof fetch;
}

export function trustedRemoteFetch(options: TrustedRemoteOptions): InProcessFetch {
  const network = options.network ?? ((url, init) => fetch(url, init));
  const foreignManifests = new Map<string, RemoteKey>();
  for (const key of Object.keys(REMOTES) as RemoteKey[]) {
    const url = options.manifestUrls[key];
    if (/^https?:/.test(url)) foreignManifests.set(new URL(url).href, key);
  }
  /** Server entry URL → the remote and the digest its manifest recorded (null: none recorded). */
  const expected = new Map<string, { remote: RemoteKey; integrity: string | null }>();

  const refuse = (remote: RemoteKey, url: string, reason: string): never => {
    options.log.error({ remote: REMOTES[remote].packageName, url, reason }, 'server render: a remote server entry refused, its areas left to the browser');
    options.metrics?.renderUntrustedRemotes.inc({ remote: REMOTES[remote].packageName });
    throw new UntrustedRemoteError(remote, reason);
  };

  return async (url) => {
    const href = new URL(url).href;
    const manifestOf = foreignManifests.get(href);
    if (manifestOf) {
      const answer = await network(href, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5_000) });
      const text = await answer.text();
      if (answer.ok) {
        try {
          const manifest = JSON.parse(text) as ManifestFields;
          const entry = serverEntryUrl(manifest, href);
          const integrity = manifest.metaData?.ssrRemoteEntry?.integrity;
          if (entry) expected.set(entry, { remote: manifestOf, integrity: typeof integrity === 'string' ? integrity : null });
        } catch {
          // Not JSON: the runtime's own parse of this answer fails and says so; no entry is expected from it.
        }
      }
      return new Response(text, { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' } });
    }
    const entry = expected.get(href);
    if (entry) {
      if (options.production && !href.startsWith('https:')) refuse(entry.remote, href, 'not https');
      if (entry.integrity === null) {
        if (options.production) refuse(entry.remote, href, 'its manifest records no digest');
        return null;
      }
      const answer = await network(href, { signal: AbortSignal.timeout(10_000) });
      if (!answer.ok) refuse(entry.remote, href, `it answered ${answer.status}`);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      const actual = sha256Integrity(bytes);
      if (actual !== entry.integrity) refuse(entry.remote, href, `its SHA-256 ${actual} is not the manifest's ${entry.integrity}`);
      return new Response(bytes, { status: 200, headers: { 'content-type': 'text/javascript' } });
    }
    // Anything else of another origin: in production a render fetches nothing it cannot check.
    if (options.production) throw new Error(`the server render does not fetch ${href}: not a remote's manifest or checked server entry`);
    return null;
  };
}

/** The first of several readers that answers a URL (not null); null when none does. */
export function firstAnswer(...readers: InProcessFetch[]): InProcessFetch {
  return async (url, init) => {
    for (const read of readers) {
      const answer = await read(url, init);
      if (answer) return answer;
    }
    return null;
  };
}
