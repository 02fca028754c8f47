import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from './config.js';
import { DEVELOPMENT_SECRETS_FILE, resolveSecrets } from './secrets.js';

describe('resolveSecrets', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-secrets-'));
  });
  afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

  const unset = { identityHash: null, signing: null };

  it('uses the environment when both are set, and writes nothing', async () => {
    const secrets = { identityHash: 'i'.repeat(32), signing: 's'.repeat(32) };
    expect(resolveSecrets({ secrets, dataDir, nodeEnv: 'production' })).toEqual({ secrets, createdFile: null });
    expect(await fs.readdir(dataDir)).toEqual([]);
  });

  it('generates development secrets once, private to the owner, and reads them back on the next start', async () => {
    const first = resolveSecrets({ secrets: unset, dataDir: path.join(dataDir, 'nested'), nodeEnv: 'development' });
    const file = path.join(dataDir, 'nested', DEVELOPMENT_SECRETS_FILE);
    expect(first.createdFile).toBe(file);
    expect(first.secrets.identityHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.secrets.signing).not.toBe(first.secrets.identityHash);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);

    const second = resolveSecrets({ secrets: unset, dataDir: path.join(dataDir, 'nested'), nodeEnv: 'development' });
    expect(second).toEqual({ secrets: first.secrets, createdFile: null });
  });

  it('lets one variable override the file', () => {
    const generated = resolveSecrets({ secrets: unset, dataDir, nodeEnv: 'test' }).secrets;
    const mixed = resolveSecrets({ secrets: { identityHash: null, signing: 'x'.repeat(32) }, dataDir, nodeEnv: 'test' }).secrets;
    expect(mixed).toEqual({ identityHash: generated.identityHash, signing: 'x'.repeat(32) });
  });

  it('refuses a damaged file instead of silently making new keys', async () => {
    await fs.writeFile(path.join(dataDir, DEVELOPMENT_SECRETS_FILE), '{"IDENTITY_HASH_SECRET":"short"}');
    expect(() => resolveSecrets({ secrets: unset, dataDir, nodeEnv: 'development' })).toThrow(ConfigError);
  });

  it('never generates secrets in production', () => {
    expect(() => resolveSecrets({ secrets: unset, dataDir, nodeEnv: 'production' })).toThrow(ConfigError);
  });
});
