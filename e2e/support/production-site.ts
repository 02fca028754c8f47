import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from './server-env';

/*
 * The `production` project's site as a lender deploys it (docs/decisions/046): a public host name, TLS at nginx,
 * several instances. Chromium maps the name to this machine and trusts the run's certificate by its key's hash,
 * which it must be given at launch, before the cluster that serves it exists: the key is made here, once per run
 * and machine, and the cluster's certificate is made for it.
 */

export const PRODUCTION_HOST = 'portal.test';

const KEY_FILE = path.join(os.tmpdir(), `portal-e2e-production-${process.getuid?.() ?? 'user'}.key.json`);

export interface TlsKeyPair {
  privateKey: string;
  publicKey: string;
}

/** The P-256 key of the run's certificate: read, or made and written the first time (the config loads first). */
export function productionKeyPair(): TlsKeyPair {
  if (fs.existsSync(KEY_FILE)) return JSON.parse(fs.readFileSync(KEY_FILE, 'utf8')) as TlsKeyPair;
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  fs.writeFileSync(KEY_FILE, JSON.stringify({ privateKey, publicKey }), { mode: 0o600 });
  return { privateKey, publicKey };
}

/** base64 SHA-256 of the key's SubjectPublicKeyInfo: what `--ignore-certificate-errors-spki-list` names. */
function spkiHash(keyPair: TlsKeyPair): string {
  const der = createPublicKey(keyPair.publicKey).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

/** Chromium's flags for the production project: the site's name is this machine, the run's certificate is trusted. */
export function productionChromiumArgs(): string[] {
  return [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${PRODUCTION_HOST} 127.0.0.1`, `--ignore-certificate-errors-spki-list=${spkiHash(productionKeyPair())}`];
}
