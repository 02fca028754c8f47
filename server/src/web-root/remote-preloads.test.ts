import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { remoteManifestPath } from 'shared-contracts';
import { remotePreloadsReader } from './remote-preloads.js';
import { webRootLayout } from './web-root-layout.js';

const MANIFEST = {
  id: 'mfe_public',
  metaData: { buildInfo: { buildVersion: 'public-7' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'PublicPage', path: './PublicPage', assets: { js: { sync: ['static/js/__federation_expose_PublicPage.1a2b.js'], async: ['static/js/77.js'] } } }],
  routeChunks: { faq: ['static/js/5547.c3d4.js', 'static/js/route-faq.e5f6.js'] },
};
const DEFAULT_URLS = { public: remoteManifestPath('public'), auth: remoteManifestPath('auth'), account: remoteManifestPath('account') };

async function webRootWith(manifest: unknown) {
  const webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'preloads-'));
  const layout = webRootLayout(webRoot, path.join(webRoot, 'releases'));
  await fs.mkdir(layout.remoteDist.public, { recursive: true });
  await fs.writeFile(path.join(layout.remoteDist.public, 'mf-manifest.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
  return layout;
}

describe('remotePreloadsReader (docs/decisions/040)', () => {
  it('names the manifest, the entry and the page module’s synchronous chunks, as the runtime asks for them', async () => {
    const read = remotePreloadsReader(await webRootWith(MANIFEST), DEFAULT_URLS);
    expect(await read('public', 'about')).toEqual({
      buildVersion: 'public-7',
      tags:
        '<link rel="preload" href="/remotes/mfe-public/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">' +
        '<link rel="preload" href="/remotes/mfe-public/remoteEntry.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/remotes/mfe-public/static/js/__federation_expose_PublicPage.1a2b.js" as="script" fetchpriority="low">',
    });
  });

  it('adds the chunks the route’s own page hydrates with (docs/decisions/040), and only that route’s', async () => {
    const read = remotePreloadsReader(await webRootWith(MANIFEST), DEFAULT_URLS);
    const faq = (await read('public', 'faq'))?.tags ?? '';
    expect(faq).toContain('<link rel="preload" href="/remotes/mfe-public/static/js/5547.c3d4.js" as="script" fetchpriority="low">');
    expect(faq).toContain('<link rel="preload" href="/remotes/mfe-public/static/js/route-faq.e5f6.js" as="script" fetchpriority="low">');
    expect((await read('public', 'about'))?.tags).not.toContain('route-faq');
    // A route id is looked up as data, never as a property of the object's prototype.
    expect((await read('public', 'constructor'))?.tags).not.toContain('function');
  });

  it('links the page module’s build-time stylesheet before the preloads (docs/decisions/060)', async () => {
    const styled = { ...MANIFEST, exposes: [{ ...MANIFEST.exposes[0], assets: { ...MANIFEST.exposes[0]!.assets, css: { sync: ['static/css/112.9f8e7d6c.css'], async: [] } } }] };
    const tags = (await remotePreloadsReader(await webRootWith(styled), DEFAULT_URLS)('public', 'faq'))?.tags ?? '';
    expect(tags.startsWith('<link rel="stylesheet" href="/remotes/mfe-public/static/css/112.9f8e7d6c.css" data-href="static/css/112.9f8e7d6c.css">')).toBe(true);
    const hostile = { ...MANIFEST, exposes: [{ ...MANIFEST.exposes[0], assets: { ...MANIFEST.exposes[0]!.assets, css: { sync: ['x.css"><script>'] } } }] };
    expect(await remotePreloadsReader(await webRootWith(hostile), DEFAULT_URLS)('public', 'faq')).toBeNull();
  });

  it('names nothing for a remote served from elsewhere, one not built yet, or a manifest it cannot trust', async () => {
    const layout = await webRootWith(MANIFEST);
    expect(await remotePreloadsReader(layout, { ...DEFAULT_URLS, public: 'https://cdn.example/mfe-public/mf-manifest.json' })('public', 'faq')).toBeNull();
    expect(await remotePreloadsReader(layout, DEFAULT_URLS)('account', 'account')).toBeNull();
    expect(await remotePreloadsReader(await webRootWith('{"half-written'), DEFAULT_URLS)('public', 'faq')).toBeNull();
    const hostile = { ...MANIFEST, metaData: { ...MANIFEST.metaData, remoteEntry: { name: '"><script>alert(1)</script>', path: '' } } };
    expect(await remotePreloadsReader(await webRootWith(hostile), DEFAULT_URLS)('public', 'faq')).toBeNull();
    // A damaged manifest of the right JSON but the wrong shape: no preloads, and no exception for the page.
    for (const routeChunks of [{ faq: 'static/js/route-faq.js' }, { faq: [7] }, { faq: ['../../etc/passwd'] }]) {
      expect(await remotePreloadsReader(await webRootWith({ ...MANIFEST, routeChunks }), DEFAULT_URLS)('public', 'faq')).toBeNull();
    }
    const badSync = { ...MANIFEST, exposes: [{ name: 'PublicPage', path: './PublicPage', assets: { js: { sync: 'static/js/a.js' } } }] };
    expect(await remotePreloadsReader(await webRootWith(badSync), DEFAULT_URLS)('public', 'about')).toBeNull();
  });
});
