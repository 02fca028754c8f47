import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ERROR_STATUS, replyWithError } from '../http/error-reply.js';
import type { ZodApp } from '../http/zod-schemas.js';
import { NO_CACHE } from '../web-root/cache-policy.js';

/*
 * The bench's page floor (BENCH_FLOOR=true only, registered by bench-floor.ts): `PUT /api/bench/floor-pages/<name>.html`
 * stores the HTML the bench saved from one of this server's pages, and `GET` of the same address serves it as a
 * static file, through @fastify/static and the same hooks as the site's own files. So the bench can set a page
 * against what the same server does when it has nothing to render (Lighthouse's floor, the static-file rate).
 * The files live in a folder of their own under the OS's temp folder, removed when the server closes; no
 * environment variable names it, so nothing in the configuration can point this at the site's files.
 */

export const BENCH_FLOOR_PAGES_PATH = '/api/bench/floor-pages';

// A saved page of this site is about 220 KB; a bound keeps a stray client from filling the disk.
export const FLOOR_PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const FLOOR_PAGES_MAX_FILES = 16;

const paramsSchema = z.object({ name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}\.html$/, 'must be lower-case letters, digits and dashes, ending in .html') });

// Whoever can write here decides what the site's origin serves: only the bench, on the same machine.
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export default async function benchFloorPagesPlugin(app: ZodApp) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'roadbridge-bench-floor-pages-'));
  app.addHook('onClose', () => fs.rm(folder, { recursive: true, force: true }));
  const saved = new Set<string>();

  // Scoped to this plugin: the rest of the API parses JSON only.
  app.addContentTypeParser('text/html', { parseAs: 'string', bodyLimit: FLOOR_PAGE_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.put(`${BENCH_FLOOR_PAGES_PATH}/:name`, { schema: { params: paramsSchema }, bodyLimit: FLOOR_PAGE_MAX_BYTES }, async (request, reply) => {
    if (!LOOPBACK.has(request.ip)) return replyWithError(reply, 403, ERROR_STATUS.forbidden, 'Floor pages are stored from this machine only');
    const { name } = request.params;
    if (typeof request.body !== 'string' || request.body.length === 0) {
      return replyWithError(reply, 400, ERROR_STATUS.invalid, 'The body must be the page, as text/html');
    }
    if (!saved.has(name) && saved.size >= FLOOR_PAGES_MAX_FILES) {
      return replyWithError(reply, 400, ERROR_STATUS.invalid, `At most ${FLOOR_PAGES_MAX_FILES} floor pages`);
    }
    await fs.writeFile(path.join(folder, name), request.body);
    saved.add(name);
    return reply.code(204).send();
  });

  await app.register(fastifyStatic, {
    root: folder,
    prefix: `${BENCH_FLOOR_PAGES_PATH}/`,
    wildcard: true,
    // reply.sendFile belongs to static-assets.ts's registration.
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'ignore',
    // Headers as a page of the site gets them (pages.ts): revalidated every time, with an etag.
    cacheControl: false,
    etag: true,
    lastModified: true,
    allowedPath: (pathname: string) => paramsSchema.shape.name.safeParse(pathname.replace(/^\//, '')).success,
    setHeaders: (reply: FastifyReply) => {
      reply.header('cache-control', NO_CACHE);
    },
  });
}
