import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DOCUMENTS_BASE_PATH, REMOTES, remoteBasePath, remoteManifestPath, type RemoteKey } from 'shared-contracts';
import { IMMUTABLE, NO_CACHE, cacheControlFor } from '../web-root/cache-policy.js';
import { liveRemoteReader } from '../web-root/live-remote.js';
import { remoteManifestFile } from '../web-root/remote-manifest-file.js';
import type { WebRootLayout } from '../web-root/web-root-layout.js';

/*
 * Built files of the shell at `/` and of each remote at `/remotes/<package>/` (its live release, or its build
 * folder until it has one), read from disk on each request so a new build or release is served without a restart. Only real files: a directory or a missing file
 * falls through to the not-found handler (pages.ts), which answers pages and JSON 404s.
 */

function staticOptions(root: string) {
  return {
    root,
    index: false as const,
    list: false as const,
    redirect: false,
    // A build can leave dotfiles (.DS_Store, .gitkeep); nothing in one is for the public.
    dotfiles: 'ignore' as const,
    // Cache-Control is chosen per file below; send's own default would add a conflicting one.
    cacheControl: false,
    etag: true,
    lastModified: true,
    // Serves `file.js.br` / `file.js.gz` next to `file.js` when a build produced them.
    preCompressed: true,
    // The folders may not exist before the first build; that is not worth a warning per folder.
    suppressWarning: true,
    // `/`, `/static/` and other folder addresses are pages or nothing, never a file (nor send's 403).
    allowedPath: (pathname: string) => !pathname.endsWith('/'),
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheControlFor(path.relative(root, file)));
    },
  };
}

const DOCUMENT_PATH = /^[A-Za-z-]+\/[a-z-]+\.pdf$/;
// `<version>/<file>` under a remote's releases folder; never live.json, nor a temporary copy (a dotfolder).
const RELEASE_FILE = /^\/[A-Za-z0-9][A-Za-z0-9._-]*\/[^/].*[^/]$/;

/**
 * A remote this server serves, loaded by a shell on another origin (its MFE_*_MANIFEST points here; issue 15 item 1):
 * the shell's origin reads the manifest with fetch (CORS) and runs the scripts (a cross-origin resource policy).
 */
function allowShellsOnOtherOrigins(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/remotes/')) return;
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin && origins.includes(origin)) reply.header('access-control-allow-origin', origin);
  });
}

async function staticAssetsPlugin(app: FastifyInstance, options: { layout: WebRootLayout; corsOrigins: readonly string[] }) {
  const { layout } = options;
  allowShellsOnOtherOrigins(app, options.corsOrigins);
  await app.register(fastifyStatic, { ...staticOptions(layout.shellDist), prefix: '/', wildcard: true });

  for (const key of Object.keys(layout.remoteDist) as RemoteKey[]) {
    const readLive = liveRemoteReader(layout, key);
    const readManifest = remoteManifestFile(layout, key);

    // The live manifest, naming the live release's files (remote-manifest-file.ts): revalidated at every load.
    app.get(remoteManifestPath(key), async (request, reply) => {
      const manifest = await readManifest();
      if (!manifest) return reply.callNotFound();
      return reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(JSON.stringify(manifest));
    });

    // Every kept release's files, at an address of their own that never changes (docs/decisions/035): a tab opened
    // before a release keeps loading its chunks. Only kept versions are on disk (the release command prunes).
    await app.register(fastifyStatic, {
      ...staticOptions(path.join(layout.releasesDir, REMOTES[key].packageName)),
      prefix: `${remoteBasePath(key)}/releases/`,
      wildcard: true,
      decorateReply: false,
      allowedPath: (pathname: string) => RELEASE_FILE.test(pathname),
      setHeaders: (reply: FastifyReply) => {
        reply.header('cache-control', IMMUTABLE);
      },
    });

    // The live files at the remote's own address: the build folder until the remote is released, then its live
    // release. Cache-Control by file name, as for the shell (the shell's registration sets it).
    app.get(`${remoteBasePath(key)}/*`, async (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      return reply.sendFile(file, (await readLive()).dir);
    });
  }

  // Footer PDFs (spec 2.9), built into mfe-public's build by its build-documents script and served from its live
  // release: /documents/<locale>/<document>.pdf, named with the locale so two languages never overwrite each other.
  const readPublic = liveRemoteReader(layout, 'public');
  app.get(`${DOCUMENTS_BASE_PATH}/*`, async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (!DOCUMENT_PATH.test(file)) return reply.callNotFound();
    const root = path.join((await readPublic()).dir, 'documents');
    if (!(await fs.stat(path.join(root, file)).catch(() => null))?.isFile()) return reply.callNotFound();
    const [locale, name] = file.split('/');
    reply.header('content-disposition', `inline; filename="${path.basename(name ?? '', '.pdf')}-${locale}.pdf"`);
    return reply.sendFile(file, root);
  });
}

export default fp(staticAssetsPlugin, { name: 'static-assets', fastify: '5.x' });
