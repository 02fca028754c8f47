import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { X509Certificate, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';

/*
 * Several instances of the portal server on one PostgreSQL database behind nginx
 * (docs/decisions/037-several-instances.md): the documented run (`npm run cluster`), the e2e suite's
 * `cluster.spec.ts` and the bench's load run all start it here. Each instance is `node server/dist/main.js`
 * with the same secrets, TRUST_PROXY naming the balancer, and its own port; nginx's config is
 * deploy/nginx/portal.conf.template. nginx terminates TLS (docs/decisions/046): with the certificate and key of
 * TLS_CERTIFICATE and TLS_CERTIFICATE_KEY, or a self-signed pair made here for the cluster's host name.
 */

export const ROOT = path.resolve(__dirname, '../..');

export interface ClusterOptions {
  /** How many instances: two at least. */
  instances: number;
  /** postgres://… of a database the instances share (migrated and seeded by the first one). */
  databaseUrl: string;
  /** The balancer's port; a free one when unset. */
  port?: number;
  /** More environment for every instance (NODE_ENV, BUSINESS_CLOCK_START, RATE_LIMIT_MULTIPLIER…). */
  env?: Record<string, string>;
  /**
   * The site's host name (PUBLIC_URL's, the certificate's): 127.0.0.1 unless told. A name other than an address
   * must resolve to this machine for the client (a browser's --host-resolver-rules, /etc/hosts).
   */
  host?: string;
  /**
   * The key the self-signed certificate is made for (P-256, PEM), when a client must know it before the cluster
   * starts (a browser launched with the key's hash); a new key otherwise.
   */
  keyPair?: { privateKey: string; publicKey: string };
  /**
   * The demo borrowers written into the empty database first, by one instance started for that alone with
   * NODE_ENV=test and the same secrets (their hashes must match), then stopped: production refuses
   * SEED_DEMO_DATA, and a production suite still needs borrowers with loans.
   */
  seedDemoDataFirst?: boolean;
}

/** The certificate nginx serves, for a client that must trust it. */
export interface ClusterCertificate {
  /** PEM. */
  readonly pem: string;
  /** base64 SHA-256 of its public key: what Chromium's --ignore-certificate-errors-spki-list takes. */
  readonly spkiSha256: string;
}

export interface Instance {
  readonly port: number;
  readonly running: boolean;
  /** The process id while running (`kill -TERM <pid>` stops it by hand). */
  readonly pid: number | undefined;
  /** SIGTERM: the instance stops accepting, finishes what is in flight and closes its pool (server/src/main.ts). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface Cluster {
  /** The balancer's HTTPS address, PUBLIC_URL of every instance: what a visitor opens. */
  readonly baseURL: string;
  /** The balancer's plain HTTP address, which redirects to `baseURL`. */
  readonly httpURL: string;
  readonly certificate: ClusterCertificate;
  readonly instances: readonly Instance[];
  stop(): Promise<void>;
}

/** A TCP port that was free a moment ago (the kernel picks it; released for the process that will listen). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no probe port'))));
    });
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Resolves when `url` answers 200, or throws with what the process said. */
async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
  ready: (response: Response) => boolean = (response) => response.ok,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      if (ready(await fetch(url, { redirect: 'manual' }))) return;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not become ready:\n${output().slice(-4000)}`);
}

function startInstance(port: number, env: Record<string, string>): Instance {
  let child: ChildProcess | null = null;
  const start = async () => {
    let output = '';
    child = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      output += chunk;
    });
    await waitUntilReady(`http://127.0.0.1:${port}/health/ready`, child, () => output);
  };
  return {
    port,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    start,
    async stop() {
      if (!child) return;
      child.kill('SIGTERM');
      await exited(child);
      child = null;
    },
  };
}

function nginxBinary(): string {
  return execFileSync('bash', [path.join(ROOT, 'scripts', 'ensure-nginx.sh')], { encoding: 'utf8' }).trim();
}

interface NginxSite {
  prefix: string;
  tlsPort: number;
  httpPort: number;
  serverName: string;
  certificateFile: string;
  keyFile: string;
  instancePorts: number[];
}

function nginxConfig(site: NginxSite): string {
  const template = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx', 'portal.conf.template'), 'utf8');
  const upstreams = site.instancePorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    ');
  return template
    .replaceAll('{{PREFIX}}', site.prefix)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${site.tlsPort}`)
    .replaceAll('{{HTTP_LISTEN}}', `127.0.0.1:${site.httpPort}`)
    .replaceAll('{{SERVER_NAME}}', site.serverName)
    .replaceAll('{{TLS_CERTIFICATE}}', site.certificateFile)
    .replaceAll('{{TLS_CERTIFICATE_KEY}}', site.keyFile)
    .replaceAll('{{UPSTREAMS}}', upstreams);
}

const isAddress = (host: string) => net.isIP(host) !== 0;

/**
 * The certificate and key nginx serves: TLS_CERTIFICATE and TLS_CERTIFICATE_KEY when set (a real site's), else a
 * self-signed pair for `host`, valid for a week, written into the run's folder.
 */
async function certificateFor(
  host: string,
  prefix: string,
  keyPair?: ClusterOptions['keyPair'],
): Promise<{ certificateFile: string; keyFile: string; certificate: ClusterCertificate }> {
  let certificateFile = process.env.TLS_CERTIFICATE ?? '';
  let keyFile = process.env.TLS_CERTIFICATE_KEY ?? '';
  if (!certificateFile || !keyFile) {
    const now = new Date();
    const pems = await generate([{ name: 'commonName', value: host }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      notBeforeDate: new Date(now.getTime() - 60_000),
      notAfterDate: new Date(now.getTime() + 7 * 24 * 3600_000),
      ...(keyPair ? { keyPair } : {}),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        { name: 'subjectAltName', altNames: [isAddress(host) ? { type: 7, ip: host } : { type: 2, value: host }, { type: 7, ip: '127.0.0.1' }] },
      ],
    });
    certificateFile = path.join(prefix, 'site.crt');
    keyFile = path.join(prefix, 'site.key');
    fs.writeFileSync(certificateFile, pems.cert);
    fs.writeFileSync(keyFile, pems.private, { mode: 0o600 });
  }
  const pem = fs.readFileSync(certificateFile, 'utf8');
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return { certificateFile, keyFile, certificate: { pem, spkiSha256: createHash('sha256').update(spki).digest('base64') } };
}

/** The secrets every instance must share: sessions, csrf tokens, hashes and card data made by one are read by all. */
function sharedSecrets(): Record<string, string> {
  const secret = () => randomBytes(32).toString('base64url');
  return { IDENTITY_HASH_SECRET: secret(), SIGNING_SECRET: secret(), PAYMENT_DATA_KEYS: `cluster:${secret()}` };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (options.instances < 2) throw new Error('a cluster has two instances at least');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  const listenPort = options.port ?? (await freePort());
  const httpPort = await freePort();
  const host = options.host ?? '127.0.0.1';
  const serverName = `${isAddress(host) && host.includes(':') ? `[${host}]` : host}:${listenPort}`;
  const baseURL = `https://${serverName}`;
  const { certificateFile, keyFile, certificate } = await certificateFor(host, prefix, options.keyPair);
  const instancePorts: number[] = [];
  for (let index = 0; index < options.instances; index += 1) instancePorts.push(await freePort());
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl,
    // The balancer is on this machine: its X-Forwarded-* headers are believed, nobody else's.
    TRUST_PROXY: '127.0.0.1',
    // The site's address: the host guard answers it alone, every link is built from it.
    PUBLIC_URL: baseURL,
    DATA_DIR: path.join(prefix, 'data'),
    ...sharedSecrets(),
    ...options.env,
  };
  if (options.seedDemoDataFirst) {
    const seeder = startInstance(await freePort(), { ...env, NODE_ENV: 'test', SEED_DEMO_DATA: 'true' });
    try {
      await seeder.start();
    } finally {
      await seeder.stop();
    }
  }
  const instances = instancePorts.map((port) => startInstance(port, env));
  let nginx: ChildProcess | null = null;
  const stop = async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all([nginx ? exited(nginx) : Promise.resolve(), ...instances.map((instance) => instance.stop())]);
    // CLUSTER_KEEP_LOGS=1 leaves nginx's access and error logs for a look afterwards.
    if (process.env.CLUSTER_KEEP_LOGS === '1') process.stderr.write(`nginx's logs are kept in ${prefix}\n`);
    else fs.rmSync(prefix, { recursive: true, force: true });
  };
  const httpURL = `http://127.0.0.1:${httpPort}`;
  try {
    // One after the other: the first migrates and seeds the empty database, the next finds it ready.
    for (const instance of instances) await instance.start();
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig({ prefix, tlsPort: listenPort, httpPort, serverName, certificateFile, keyFile, instancePorts }));
    let nginxOutput = '';
    const balancer = spawn(nginxBinary(), ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    nginx = balancer;
    balancer.stderr?.setEncoding('utf8');
    balancer.stderr?.on('data', (chunk: string) => {
      nginxOutput += chunk;
    });
    // Up once its plain HTTP side answers (a redirect): the TLS side is the same process and configuration.
    await waitUntilReady(`${httpURL}/health/ready`, balancer, () => nginxOutput, 60_000, (response) => response.status === 301);
  } catch (error) {
    // Nothing of a cluster that did not start is left running.
    await stop();
    throw error;
  }
  return { baseURL, httpURL, certificate, instances, stop };
}
