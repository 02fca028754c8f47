import type { FastifyBaseLogger } from 'fastify';
import { createMetrics } from '../metrics/metrics.js';
import { UntrustedRemoteError, sha256Integrity, trustedRemoteFetch } from './trusted-remotes.js';

/*
 * Docs/decisions/045: a remote's server entry from another origin is evaluated by the server's render only when its
 * bytes match the digest its manifest records; in production only over https, and nothing else of another origin.
 */

const ENTRY_SOURCE = 'module.exports = { mfe_account: { get() {}, init() {} } };';
const ENTRY = new TextEncoder().encode(ENTRY_SOURCE);
const MANIFEST_URL = 'https://cdn.example/mfe-account/1.4.0/mf-manifest.json';
const ENTRY_URL = 'https://cdn.example/mfe-account/1.4.0/server/remoteEntry.js';
const MANIFEST_URLS = { public: '/remotes/mfe-public/mf-manifest.json', auth: '/remotes/mfe-auth/mf-manifest.json', account: MANIFEST_URL };

const manifest = (integrity?: string) => ({
  id: 'mfe_account',
  metaData: { ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module', ...(integrity === undefined ? {} : { integrity }) } },
});

function setUp({ integrity, production = true, entryBytes = ENTRY }: { integrity?: string; production?: boolean; entryBytes?: Uint8Array }) {
  const logged: Array<Record<string, unknown>> = [];
  const line = (fields: Record<string, unknown>, msg: string) => void logged.push({ ...fields, msg });
  // The levels the policy writes; a cast, as a whole pino logger is not needed to read its lines.
  const log = { info: line, warn: line, error: line } as unknown as FastifyBaseLogger;
  const metrics = createMetrics({ processMetrics: false, pool: () => null, releases: async () => ({}) });
  const fetched: string[] = [];
  const network = (async (url: string | URL | Request) => {
    const href = String(url);
    fetched.push(href);
    if (href === MANIFEST_URL) return new Response(JSON.stringify(manifest(integrity)), { headers: { 'content-type': 'application/json' } });
    if (href === ENTRY_URL) return new Response(entryBytes);
    return new Response('not here', { status: 404 });
  }) as typeof fetch;
  const read = trustedRemoteFetch({ manifestUrls: MANIFEST_URLS, production, log, metrics, network });
  return { read, logged, metrics, fetched };
}

describe('trustedRemoteFetch', () => {
  it('hands over a server entry whose bytes match the digest its manifest records', async () => {
    const { read } = setUp({ integrity: sha256Integrity(ENTRY) });
    expect(await (await read(MANIFEST_URL))?.json()).toEqual(manifest(sha256Integrity(ENTRY)));
    const entry = await read(ENTRY_URL);
    expect(await entry?.text()).toBe(ENTRY_SOURCE);
  });

  it('refuses an entry with the wrong digest before anyone evaluates it, and names the remote in the log and /metrics', async () => {
    const tampered = new TextEncoder().encode(`${ENTRY_SOURCE} require('child_process');`);
    const { read, logged, metrics } = setUp({ integrity: sha256Integrity(ENTRY), entryBytes: tampered });
    await read(MANIFEST_URL);
    const refusal = read(ENTRY_URL);
    await expect(refusal).rejects.toBeInstanceOf(UntrustedRemoteError);
    await expect(refusal).rejects.toThrow(/mfe-account.*SHA-256/);
    expect(logged).toEqual([expect.objectContaining({ remote: 'mfe-account', url: ENTRY_URL, msg: expect.stringMatching(/refused/) })]);
    expect(await metrics.registry.metrics()).toContain('portal_server_render_untrusted_remote_total{remote="mfe-account"} 1');
  });

  it('in production refuses a manifest that records no digest, and fetches nothing else of another origin', async () => {
    const { read, fetched } = setUp({});
    await read(MANIFEST_URL);
    await expect(read(ENTRY_URL)).rejects.toThrow(/records no digest/);
    await expect(read('https://cdn.example/mfe-account/1.4.0/server/other-chunk.js')).rejects.toThrow(/does not fetch/);
    expect(fetched).toEqual([MANIFEST_URL]);
  });

  it('outside production leaves an entry without a digest, and other URLs, to the runtime (null)', async () => {
    const { read } = setUp({ production: false });
    await read(MANIFEST_URL);
    expect(await read(ENTRY_URL)).toBeNull();
    expect(await read('https://cdn.example/elsewhere.js')).toBeNull();
  });
});
