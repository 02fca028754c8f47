import type { FastifyBaseLogger } from 'fastify';
import type { ContractStamps } from 'shared-contracts';
import { contractGuardFetch } from './contract-guard.js';

const stamps = (version: string): ContractStamps => ({
  'shared-contracts': { version, surface: 'c' },
  'shared-ui': { version: '1.0.0', surface: 'u' },
});
const manifest = (version: string) => JSON.stringify({ metaData: { contracts: stamps(version) } });
const log = { error: jest.fn() } as unknown as FastifyBaseLogger;
const MANIFEST_URL = 'http://127.0.0.1:3000/remotes/mfe-account/mf-manifest.json';

describe('the server render and the contracts (docs/decisions/062)', () => {
  it("refuses a remote's manifest built against a later version than the live shell's, before its entry is fetched", async () => {
    const guarded = contractGuardFetch(async () => new Response(manifest('1.1.0')), { shellStamps: async () => stamps('1.0.0'), log });
    await expect(guarded(MANIFEST_URL)).rejects.toThrow('built against shared-contracts 1.1.0, the live shell provides 1.0.0');
  });

  it('passes a satisfied manifest, an unstamped one and anything else unchanged', async () => {
    const shellStamps = async () => stamps('1.1.0');
    const satisfied = await contractGuardFetch(async () => new Response(manifest('1.1.0')), { shellStamps, log })(MANIFEST_URL);
    expect(JSON.parse(await satisfied!.text())).toEqual(JSON.parse(manifest('1.1.0')));
    const unstamped = await contractGuardFetch(async () => new Response('{"metaData":{}}'), { shellStamps, log })(MANIFEST_URL);
    expect(await unstamped!.text()).toBe('{"metaData":{}}');
    const entry = await contractGuardFetch(async () => new Response('code'), { shellStamps, log })('http://127.0.0.1:3000/remotes/mfe-account/server/remoteEntry.js');
    expect(await entry!.text()).toBe('code');
    expect(await contractGuardFetch(async () => null, { shellStamps, log })(MANIFEST_URL)).toBeNull();
  });
});
