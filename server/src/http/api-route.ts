import type { FastifyInstance } from 'fastify';

/** Largest JSON body the portal's calls accept (the longest, create-account, is well under 2 KiB). */
export const API_BODY_LIMIT = 16 * 1024;

export const NO_STORE = 'no-store';

/**
 * For a plugin whose answers concern one person (session, account, recovery): no cache, shared or
 * private, may keep them (`Cache-Control: no-store`: a proxy or a shared computer's browser cache must never
 * hold one person's data). The hook belongs
 * to the calling plugin's scope only.
 */
export function answersAreNotStored(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
  });
}
