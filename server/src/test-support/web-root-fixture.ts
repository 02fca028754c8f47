import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const FIXTURE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture shell</title></head><body><div id="root"></div></body></html>\n';
export const FIXTURE_SHELL_BUILD = 'shell-build-0001';

/** Long enough (> 1 KiB) to be compressed on the fly. */
export const FIXTURE_MAIN_JS = `/* fixture bundle */\n${'console.log("roadbridge portal fixture");\n'.repeat(80)}`;

/** What a front-end build leaves under WEB_ROOT, small enough to write per test file. */
const FILES: Record<string, string> = {
  'shell/dist/index.html': FIXTURE_INDEX_HTML,
  'shell/dist/mf-manifest.json': JSON.stringify({ id: 'shell', metaData: { buildInfo: { buildVersion: FIXTURE_SHELL_BUILD } } }),
  'shell/dist/mf-stats.json': '{}',
  'shell/dist/favicon.ico': 'icon',
  'shell/dist/robots.txt': 'User-agent: *\nAllow: /\n',
  'shell/dist/.env': 'SECRET=1',
  'shell/dist/static/js/main.3f9a1c2b.js': FIXTURE_MAIN_JS,
  'shell/dist/static/css/main.0d1e2f3a.css': 'body{margin:0}',
  'mfe-public/dist/mf-manifest.json': JSON.stringify({ id: 'mfe_public', metaData: { buildInfo: { buildVersion: 'public-1' } } }),
  'mfe-public/dist/remoteEntry.js': 'var mfe_public;',
  'mfe-public/dist/documents/es-US/privacy-notice.pdf': '%PDF-1.7 fixture',
  'mfe-public/dist/__federation_expose_PublicPage.1a2b3c4d.js': 'export {};',
  'mfe-public/dist/static/css/page.5e6f7a8b.css': 'h1{color:#123}',
  'mfe-public/dist/static/js/page.9a8b7c6d.js': FIXTURE_MAIN_JS,
  'mfe-public/dist/static/js/page.9a8b7c6d.js.br': 'precompressed-brotli-bytes',
  'mfe-auth/dist/mf-manifest.json': JSON.stringify({ id: 'mfe_auth' }),
  'mfe-account/dist/mf-manifest.json': JSON.stringify({ id: 'mfe_account' }),
  'server/package.json': '{"name":"not-for-the-public"}',
};

export interface WebRootFixture {
  webRoot: string;
  /** RELEASES_DIR of the test app: `releases/` in the web root, empty until a test writes a release there. */
  releasesDir: string;
  write(relativePath: string, content: string): Promise<void>;
  remove(relativePath: string): Promise<void>;
  dispose(): Promise<void>;
}

export async function createWebRootFixture(): Promise<WebRootFixture> {
  const webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-root-'));
  const write = async (relativePath: string, content: string) => {
    const file = path.join(webRoot, relativePath);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, content);
  };
  for (const [relativePath, content] of Object.entries(FILES)) await write(relativePath, content);
  return {
    webRoot,
    releasesDir: path.join(webRoot, 'releases'),
    write,
    remove: (relativePath) => fs.rm(path.join(webRoot, relativePath), { recursive: true, force: true }),
    dispose: () => fs.rm(webRoot, { recursive: true, force: true }),
  };
}
