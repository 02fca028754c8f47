import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, MIN_SECRET_LENGTH, type AppConfig, type SecretSettings } from './config.js';

/** The server's keys, never logged, never sent. */
export interface AppSecrets {
  /** HMAC-SHA256 key of the identity hashes (SSN, date of birth, lookup codes). Never rotated on live data. */
  identityHash: string;
  /** Signs cookies, captcha challenges and rate-limit keys. */
  signing: string;
}

export const DEVELOPMENT_SECRETS_FILE = 'secrets.json';

const secretsFileSchema = z.object({
  IDENTITY_HASH_SECRET: z.string().min(MIN_SECRET_LENGTH),
  SIGNING_SECRET: z.string().min(MIN_SECRET_LENGTH),
});

export const newSecret = () => randomBytes(32).toString('base64url');

/**
 * The secrets from the environment. Outside production an unset one is read from, or on the first start
 * written to, `DATA_DIR/secrets.json` (mode 0600): a development database keeps matching its hashes
 * across restarts. loadConfig has already refused production without both variables.
 * Returns the secrets and whether the file was written now.
 */
export function resolveSecrets(
  config: Pick<AppConfig, 'dataDir' | 'nodeEnv'> & { secrets: Pick<SecretSettings, 'identityHash' | 'signing'> },
): { secrets: AppSecrets; createdFile: string | null } {
  const { identityHash, signing } = config.secrets;
  if (identityHash !== null && signing !== null) return { secrets: { identityHash, signing }, createdFile: null };
  if (config.nodeEnv === 'production') throw new ConfigError(['IDENTITY_HASH_SECRET and SIGNING_SECRET must be set in production']);

  const file = path.join(config.dataDir, DEVELOPMENT_SECRETS_FILE);
  let stored: z.infer<typeof secretsFileSchema>;
  let createdFile: string | null = null;
  if (fs.existsSync(file)) {
    const parsed = secretsFileSchema.safeParse(readJson(file));
    if (!parsed.success) throw new ConfigError([`${file} is not a valid secrets file: remove it or set the variables`]);
    stored = parsed.data;
  } else {
    stored = { IDENTITY_HASH_SECRET: newSecret(), SIGNING_SECRET: newSecret() };
    fs.mkdirSync(config.dataDir, { recursive: true });
    // 'wx': two processes starting at once must not both write; the loser reads the winner's file.
    try {
      fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      createdFile = file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return resolveSecrets(config);
    }
  }
  return {
    secrets: { identityHash: identityHash ?? stored.IDENTITY_HASH_SECRET, signing: signing ?? stored.SIGNING_SECRET },
    createdFile,
  };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
