import type { FastifyInstance } from 'fastify';
import { API_PATHS } from 'shared-contracts';
import { pingDatabase, type AppDatabase } from '../db/database.js';
import { ERROR_STATUS, replyWithError } from '../http/error-reply.js';

/** `GET /api/health` for load balancers: OK only while the database answers. */
export default async function healthPlugin(app: FastifyInstance, options: { database: AppDatabase }) {
  app.get(API_PATHS.health, async (request, reply) => {
    try {
      await pingDatabase(options.database.db);
    } catch (error) {
      request.log.error({ err: error }, 'Health check: the database does not answer');
      return replyWithError(reply, 503, ERROR_STATUS.unavailable, 'The database does not answer');
    }
    reply.header('cache-control', 'no-store');
    return { status: 'OK' };
  });
}
