import Fastify from 'fastify';
import hostGuardPlugin from '../plugins/host-guard.js';
import { inProcessFetch } from './in-process-fetch.js';

/*
 * Docs/decisions/044: the server's render reads its own origin inside the process, with the site's own Host. In
 * production (PUBLIC_URL set) the same read over loopback HTTP carried the listening address as its Host, and the
 * host guard answered it 421: every page went out unrendered.
 */

const OWN_ORIGIN = 'http://127.0.0.1:3000';
const PUBLIC_URL = 'https://portal.example.com';

async function site() {
  const app = Fastify();
  const seen: Array<{ host: string; accept: string | undefined }> = [];
  await app.register(hostGuardPlugin, { publicUrl: PUBLIC_URL });
  app.get('/remotes/mfe-public/mf-manifest.json', async (request) => {
    seen.push({ host: request.host, accept: request.headers.accept });
    return { id: 'mfe_public' };
  });
  await app.ready();
  return { app, seen };
}

describe('inProcessFetch', () => {
  it('answers the server’s own origin through its routes, as the public host, without a socket', async () => {
    const { app, seen } = await site();
    // The server is not listening: an answer can only come from inside the process.
    const read = inProcessFetch(app, { ownOrigin: () => OWN_ORIGIN, publicUrl: PUBLIC_URL });
    const answer = await read(`${OWN_ORIGIN}/remotes/mfe-public/mf-manifest.json`, { headers: { accept: 'application/json' } });
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual({ id: 'mfe_public' });
    expect(seen).toEqual([{ host: 'portal.example.com', accept: 'application/json' }]);
    // The same request with the listening address as its Host is what the guard refuses.
    const loopback = await app.inject({ method: 'GET', url: '/remotes/mfe-public/mf-manifest.json', headers: { host: '127.0.0.1:3000' } });
    expect(loopback.statusCode).toBe(421);
    await app.close();
  });

  it('leaves another origin to the network (null) and refuses anything but a read', async () => {
    const { app, seen } = await site();
    const read = inProcessFetch(app, { ownOrigin: () => OWN_ORIGIN, publicUrl: PUBLIC_URL });
    expect(await read('https://cdn.example/mfe-account/mf-manifest.json')).toBeNull();
    await expect(read(`${OWN_ORIGIN}/api/contact`, { method: 'POST' })).rejects.toThrow(/only reads/);
    expect(seen).toEqual([]);
    await app.close();
  });
});
