import {
  API_PATHS,
  redirectLookupQuerySchema,
  redirectLookupResponseSchema,
  type RedirectLookupResponse,
} from 'shared-contracts';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError } from '../http/http-error.js';
import { requestHost } from '../http/site-origin.js';
import type { ZodApp } from '../http/zod-schemas.js';
import type { RedirectService } from '../redirects/resolve-redirect.js';

/**
 * `GET /api/redirects/lookup?path=/inventory` (spec 2.6, 7): asked by the shell for a path it has no
 * route for, after a client-side navigation; the server answers the same for a full page load.
 */
export default async function redirectLookupPlugin(
  app: ZodApp,
  options: { redirects: RedirectService; publicUrl: string | null },
) {
  const publicHost = options.publicUrl ? new URL(options.publicUrl).host : null;

  app.get(
    API_PATHS.redirectLookup,
    { schema: { querystring: redirectLookupQuerySchema, response: { 200: redirectLookupResponseSchema } } },
    async (request, reply): Promise<RedirectLookupResponse> => {
      const [pathname = '/', query] = splitQuery(request.query.path);
      const redirect = await options.redirects.resolve(pathname, {
        search: query,
        siteHost: publicHost ?? requestHost(request),
      });
      // Redirects change rarely, but a stale answer would send visitors the old way for its lifetime.
      reply.header('cache-control', 'public, max-age=300');
      if (!redirect) throw new HttpError(404, ERROR_STATUS.notFound, 'No redirect for this path');
      return { location: redirect.location, external: redirect.external };
    },
  );
}

/** The shell may send a path with its query (`/inventory?utm_source=x`); the hash never matters here. */
function splitQuery(path: string): [string, string] {
  const withoutHash = path.split('#')[0] ?? '';
  const queryAt = withoutHash.indexOf('?');
  return queryAt === -1 ? [withoutHash, ''] : [withoutHash.slice(0, queryAt), withoutHash.slice(queryAt)];
}
