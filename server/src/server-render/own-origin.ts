import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * This server's own address, for the same-origin manifests and remote entries the server render fetches from
 * it: the address it listens on, a wildcard one read as loopback. Before it listens (jest's inject) there is
 * none, and the render fails like an unreachable remote: the browser renders the page.
 */
export function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return 'http://127.0.0.1:0';
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
