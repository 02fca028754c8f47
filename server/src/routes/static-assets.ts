import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DOCUMENTS_BASE_PATH, REMOTES, remoteBasePath, remoteManifestPath, type RemoteKey } from 'shared-contracts';
import { IMMUTABLE, NO_CACHE, cacheControlFor } from '../web-root/cache-policy.js';
import { isFile } from '../web-root/is-file.js';
import { liveRemoteReader, liveShellReader } from '../web-root/live-builds.js';
import { remoteManifestFile } from '../web-root/remote-manifest-file.js';
import type { WebRootLayout } from '../web-root/web-root-layout.js';

/*
 * Built files of the shell at `/` and of each remote at `/remotes/<package>/`: the live release of each, or its
 * build folder until it has one (docs/decisions/035), read from disk on each request so a new build or release is
 * served without a restart. Only real files: a directory or a missing file falls through to the not-found handler
 * (pages.ts), which answers pages and JSON 404s.
 */

function staticOptions(root: string) {
  return {
    root,
    index: false as const,
    list: false as const,
    redirect: false,
    // A build can leave dotfiles (.DS_Store, .gitkeep); nothing in one is for the public.
    dotfiles: 'ignore' as const,
    // Cache-Control is chosen per file (sendBuildFile, or setHeaders); send's own default would add a conflicting one.
    cacheControl: false,
    etag: true,
    lastModified: true,
    // Serves `file.js.br` / `file.js.gz` next to `file.js` when a build produced them.
    preCompressed: true,
    // The folders may not exist before the first build; that is not worth a warning per folder.
    suppressWarning: true,
    // `/`, `/static/` and other folder addresses are pages or nothing, never a file (nor send's 403).
    allowedPath: (pathname: string) => !pathname.endsWith('/'),
  };
}

const DOCUMENT_PATH = /^[A-Za-z-]+\/[a-z-]+\.pdf$/;
// `<version>/<file>` under a remote's releases folder; never live.json, nor a temporary copy (a dotfolder).
const RELEASE_FILE = /^\/[A-Za-z0-9][A-Za-z0-9._-]*\/[^/].*[^/]$/;

/**
 * Sends `file` (relative, from the wildcard) from the first folder that holds it, with the Cache-Control of its
 * name; the not-found handler when none does. A path that climbs out of its folder is nobody's file.
 */
async function sendBuildFile(reply: FastifyReply, file: string, folders: readonly string[]) {
  const normal = path.posix.normalize(file);
  if (file.includes('\0') || normal.startsWith('..') || path.isAbsolute(normal)) return reply.callNotFound();
  for (const folder of folders) {
    if (await isFile(path.join(folder, normal))) {
      reply.header('cache-control', cacheControlFor(normal));
      return reply.sendFile(normal, folder);
    }
  }
  return reply.callNotFound();
}

const wildcardOf = (params: unknown) => (params as { '*': string })['*'];

/**
 * A remote this server serves, loaded by a shell on another origin (its MFE_*_MANIFEST points here;
 * docs/decisions/035):
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
  // reply.sendFile with these options, for the routes below; the roots are chosen per request.
  await app.register(fastifyStatic, { ...staticOptions(layout.shellDist), serve: false });

  // The shell at `/`. A tab opened before a release of the shell asks for chunks of its own build: hashed names
  // under static/, found in the kept release that has them.
  const readShell = liveShellReader(layout);
  app.get('/*', async (request, reply) => {
    const file = wildcardOf(request.params);
    const live = await readShell();
    return sendBuildFile(reply, file, file.startsWith('static/') ? [live.dir, ...live.keptDirs] : [live.dir]);
  });

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
    // release.
    app.get(`${remoteBasePath(key)}/*`, async (request, reply) => sendBuildFile(reply, wildcardOf(request.params), [(await readLive()).dir]));
  }

  // Footer PDFs (spec 2.9), built into mfe-public's build by its build-documents script and served from its live
  // release: /documents/<locale>/<document>.pdf, named with the locale so two languages never overwrite each other.
  const readPublic = liveRemoteReader(layout, 'public');
  app.get(`${DOCUMENTS_BASE_PATH}/*`, async (request, reply) => {
    const file = wildcardOf(request.params);
    if (!DOCUMENT_PATH.test(file)) return reply.callNotFound();
    const root = path.join((await readPublic()).dir, 'documents');
    if (!(await isFile(path.join(root, file)))) return reply.callNotFound();
    const [locale, name] = file.split('/');
    reply.header('content-disposition', `inline; filename="${path.basename(name ?? '', '.pdf')}-${locale}.pdf"`);
    reply.header('cache-control', NO_CACHE);
    return reply.sendFile(file, root);
  });
}

export default fp(staticAssetsPlugin, { name: 'static-assets', fastify: '5.x' });
