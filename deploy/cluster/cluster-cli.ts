import { startCluster } from './cluster.js';
import { ensureDatabase } from './postgres.js';

/*
 * `npm run cluster`: two instances (CLUSTER_INSTANCES) of the built server on the local PostgreSQL database
 * `portal_cluster` (or DATABASE_URL), behind nginx with TLS on CLUSTER_PORT (3300) for the host name CLUSTER_HOST
 * (localhost), until Ctrl-C. The certificate is TLS_CERTIFICATE / TLS_CERTIFICATE_KEY when set, else a
 * self-signed one made for that name (the browser asks once to accept it). The demo users of the README sign in
 * there; stop an instance with the pid printed, and the site goes on through the other.
 */
async function main(): Promise<void> {
  const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
  const port = Number(process.env.CLUSTER_PORT ?? 3300);
  const databaseUrl = process.env.DATABASE_URL || (await ensureDatabase('portal_cluster', { fresh: false }));

  const host = process.env.CLUSTER_HOST || 'localhost';
  const cluster = await startCluster({ instances, databaseUrl, port, host });
  process.stdout.write(
    `Balancer at ${cluster.baseURL} (nginx, TLS; ${cluster.httpURL} redirects there; certificate key SHA-256 ${cluster.certificate.spkiSha256}) in front of ${cluster.instances.map((instance) => `127.0.0.1:${instance.port} (pid ${instance.pid})`).join(', ')} ` +
      `on the database ${new URL(databaseUrl).pathname.slice(1)}. Ctrl-C stops them all.\n`,
  );
  const stop = () => {
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
