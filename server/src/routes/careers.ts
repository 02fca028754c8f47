import { PUBLIC_API_PATHS, careersQuerySchema, careersResponseSchema, type CareersResponse } from 'shared-contracts';
import type { ZodApp } from '../http/zod-schemas.js';
import type { CareersService } from '../public-site/careers-service.js';

/** Openings change a few times a month: five minutes in any cache is fresh enough and spares the database. */
export const CAREERS_CACHE_CONTROL = 'public, max-age=300';

/** `GET /api/careers?locale=…` (spec 2.2 /careers): the open job openings, newest first. */
export default async function careersPlugin(app: ZodApp, options: { careers: CareersService }) {
  const { careers } = options;

  app.get(
    PUBLIC_API_PATHS.careers,
    { schema: { querystring: careersQuerySchema, response: { 200: careersResponseSchema } } },
    async (request, reply): Promise<CareersResponse> => {
      const response = await careers.list(request.query.locale);
      reply.header('cache-control', CAREERS_CACHE_CONTROL);
      return response;
    },
  );
}
