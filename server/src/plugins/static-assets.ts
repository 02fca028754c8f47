import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DOCUMENTS_BASE_PATH, remoteBasePath, type RemoteKey } from 'shared-contracts';
import { NO_CACHE, cacheControlFor } from '../web-root/cache-policy.js';
import type { WebRootLayout } from '../web-root/web-root-layout.js';

/*
 * Built files of the shell at `/` and of each remote at `/remotes/<package>/`, read from disk on each
 * request so a new build is served without a restart. Only real files: a directory or a missing file
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

async function staticAssetsPlugin(app: FastifyInstance, options: { layout: WebRootLayout }) {
  const { layout } = options;
  await app.register(fastifyStatic, { ...staticOptions(layout.shellDist), prefix: '/', wildcard: true });
  for (const key of Object.keys(layout.remoteDist) as RemoteKey[]) {
    await app.register(fastifyStatic, {
      ...staticOptions(layout.remoteDist[key]),
      prefix: `${remoteBasePath(key)}/`,
      wildcard: true,
      // reply.sendFile is already decorated by the shell's registration above.
      decorateReply: false,
    });
  }

  // Footer PDFs (spec 2.9), built into mfe-public's dist by its build-documents script:
  // /documents/<locale>/<document>.pdf, named with the locale so two languages never overwrite each other.
  const documentsRoot = path.join(layout.remoteDist.public, 'documents');
  await app.register(fastifyStatic, {
    ...staticOptions(documentsRoot),
    prefix: `${DOCUMENTS_BASE_PATH}/`,
    wildcard: true,
    decorateReply: false,
    allowedPath: (pathname: string) => /^\/[A-Za-z-]+\/[a-z-]+\.pdf$/.test(pathname),
    setHeaders: (reply: FastifyReply, file: string) => {
      const [locale, name] = path.relative(documentsRoot, file).split(path.sep);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `inline; filename="${path.basename(name ?? '', '.pdf')}-${locale}.pdf"`);
      reply.header('cache-control', NO_CACHE);
    },
  });
}

export default fp(staticAssetsPlugin, { name: 'static-assets', fastify: '5.x' });
