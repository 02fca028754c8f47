import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { API_PATHS, routeById } from 'shared-contracts';
import { SERVER_FIXTURE_TIMEOUT, expect, serveWhile, test as base } from '../support/fixtures';
import { ROOT } from '../support/server-env';

/*
 * Docs/decisions/045: mfe-public released on another origin whose server entry does not match the SHA-256 its
 * manifest records (a tampered upload, a compromised host). The server never evaluates it: /faq goes out with the
 * frame and no FAQ, the log and /metrics name mfe-public, and the browser renders the FAQ from that origin's
 * browser build, as it does for any area the server leaves to it.
 */

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json' };
/** A digest no file has: 32 zero bytes. */
const WRONG_DIGEST = `sha256-${Buffer.alloc(32).toString('base64')}`;

/** mfe-public's build served from another origin, its manifest's server-entry digest replaced. */
async function withTamperedRemote(provide: (manifestUrl: string) => Promise<void>): Promise<void> {
  const dist = path.join(ROOT, 'mfe-public', 'dist');
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://remote').pathname);
    const file = path.join(dist, pathname);
    if (!file.startsWith(dist + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    let body = fs.readFileSync(file);
    if (pathname === '/mf-manifest.json') {
      const manifest = JSON.parse(body.toString('utf8')) as { metaData: { ssrRemoteEntry: { integrity?: string } } };
      expect(manifest.metaData.ssrRemoteEntry.integrity, 'the build records the server entry’s digest').toMatch(/^sha256-/);
      manifest.metaData.ssrRemoteEntry.integrity = WRONG_DIGEST;
      body = Buffer.from(JSON.stringify(manifest));
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await provide(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const test = base.extend<object, { tamperedManifest: string }>({
  tamperedManifest: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => withTamperedRemote(provide),
    { scope: 'worker' },
  ],
  workerServer: [
    async ({ tamperedManifest }, provide) => serveWhile({ database: 'e2e-remote-trust', extra: { MFE_PUBLIC_MANIFEST: tamperedManifest } }, provide),
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT },
  ],
});

test('a remote server entry whose digest does not match is never evaluated: the browser renders its area, the log names it', async ({ page, request, server }) => {
  const response = await request.get(routeById('faq').path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const part of ['Skip to main content', '<header', '<main', '<footer']) expect(html).toContain(part);
  expect(html).not.toMatch(/<h1\b[^>]*>Customer FAQ<\/h1>/);

  await expect.poll(() => server.log()).toMatch(/"remote":"mfe-public".*a remote server entry refused/);
  const metrics = await (await request.get(API_PATHS.metrics)).text();
  expect(metrics).toContain('portal_server_render_untrusted_remote_total{remote="mfe-public"}');

  await page.goto(routeById('faq').path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Customer FAQ' })).toBeVisible();
  await main.getByRole('searchbox', { name: 'Search questions' }).fill('payoff');
  await expect(main.locator('mark').first()).toBeVisible();
});
