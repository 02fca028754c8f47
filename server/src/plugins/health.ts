import type { FastifyInstance } from 'fastify';
import { API_PATHS, type HealthReadyResponse, type RemoteKey } from 'shared-contracts';
import { pingDatabase, type AppDatabase } from '../db/database.js';
import { pendingMigrations } from '../db/migrate.js';
import { ERROR_STATUS, replyWithError } from '../http/error-reply.js';
import { remoteManifestFile } from '../web-root/remote-manifest-file.js';
import { shellBuildPresent } from '../web-root/live-builds.js';
import type { WebRootLayout } from '../web-root/web-root-layout.js';

export interface HealthPluginOptions {
  database: AppDatabase;
  layout: WebRootLayout;
  /** The remotes whose manifest this server serves from its own web root (MFE_*_MANIFEST left same-origin). */
  localRemotes: RemoteKey[];
}

/** Without the shell's page every page answers 503; without a local remote's manifest its areas are unavailable. */
async function buildsPresent(layout: WebRootLayout, localRemotes: RemoteKey[]): Promise<boolean> {
  if (!(await shellBuildPresent(layout))) return false;
  const manifests = await Promise.all(localRemotes.map((key) => remoteManifestFile(layout, key)()));
  return manifests.every((manifest) => manifest !== null);
}

/**
 * Health for load balancers and orchestrators (docs/decisions/034). `/health/live`: the process answers, nothing
 * more (checking the database there would restart every instance when the database blinks). `/health/ready`:
 * the database answers, its schema is this build's, the builds are on disk, and the server is not closing. From
 * SIGTERM on, the server takes no new connection, answers 503 on the ones it has, and finishes what is in flight
 * (main.ts), so a balancer moves on to the other instances. `/api/health` is the earlier check (the database only),
 * kept for the scripts and monitors that call it.
 */
export default async function healthPlugin(app: FastifyInstance, options: HealthPluginOptions) {
  const { database, layout, localRemotes } = options;

  // app.close() (SIGTERM, main.ts) runs this first: from then on a balancer's probe sees the instance leaving.
  let serving = true;
  app.addHook('preClose', async () => {
    serving = false;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/health/') || request.url === API_PATHS.health) reply.header('cache-control', 'no-store');
  });

  app.get(API_PATHS.health, async (request, reply) => {
    try {
      await pingDatabase(database.db);
    } catch (error) {
      request.log.error({ err: error }, 'Health check: the database does not answer');
      return replyWithError(reply, 503, ERROR_STATUS.unavailable, 'The database does not answer');
    }
    return { status: 'OK' };
  });

  app.get(API_PATHS.healthLive, async () => ({ status: 'OK' }));

  app.get(API_PATHS.healthReady, async (request, reply): Promise<HealthReadyResponse> => {
    const checks = { database: false, migrations: false, builds: await buildsPresent(layout, localRemotes), serving };
    try {
      await pingDatabase(database.db);
      checks.database = true;
      checks.migrations = (await pendingMigrations(database.db)).length === 0;
    } catch (error) {
      request.log.error({ err: error }, 'Readiness: the database does not answer');
    }
    const ready = checks.database && checks.migrations && checks.builds && checks.serving;
    if (!ready) request.log.warn({ checks }, 'Readiness: not ready');
    reply.code(ready ? 200 : 503);
    return { status: ready ? 'READY' : 'NOT_READY', checks };
  });
}
