import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { KEPT_RELEASES, LIVE_FILE, parseLiveRecord, releaseStore } from './release-store.js';

let root: string;
let build: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'release-store-'));
  build = path.join(root, 'build');
  await fs.mkdir(path.join(build, 'static'), { recursive: true });
  await fs.writeFile(path.join(build, 'mf-manifest.json'), '{}');
  await fs.writeFile(path.join(build, 'static', 'a.1234abcd.js'), 'a');
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

const storeOf = () => releaseStore(path.join(root, 'releases'), 'mfe-account');

async function release(version: string) {
  const store = storeOf();
  await store.store(version, build);
  return store.switchTo(version);
}

describe('release store (docs/decisions/035)', () => {
  it('copies a build into its version folder and makes it live', async () => {
    expect(await release('v1')).toEqual({ version: 'v1', kept: ['v1'] });
    expect(await fs.readFile(path.join(root, 'releases/mfe-account/v1/static/a.1234abcd.js'), 'utf8')).toBe('a');
    expect(await storeOf().readLive()).toEqual({ version: 'v1', kept: ['v1'] });
  });

  it(`keeps the newest ${KEPT_RELEASES} releases and deletes the older folders`, async () => {
    for (const version of ['v1', 'v2', 'v3', 'v4', 'v5', 'v6']) await release(version);
    expect(await storeOf().readLive()).toEqual({ version: 'v6', kept: ['v2', 'v3', 'v4', 'v5', 'v6'] });
    expect((await fs.readdir(path.join(root, 'releases/mfe-account'))).sort()).toEqual([LIVE_FILE, 'v2', 'v3', 'v4', 'v5', 'v6']);
  });

  it('rolls back one release at a time, and says when there is none before', async () => {
    await release('v1');
    await release('v2');
    const store = storeOf();
    expect(await store.rollback()).toEqual({ version: 'v1', kept: ['v1', 'v2'] });
    expect(await store.rollback()).toBeNull();
    expect(await store.readLive()).toEqual({ version: 'v1', kept: ['v1', 'v2'] });
  });

  it('refuses a version name that could leave its folder, and a version stored already', async () => {
    await expect(storeOf().store('../escape', build)).rejects.toThrow('is not a release version');
    await release('v1');
    await expect(storeOf().store('v1', build)).rejects.toThrow('exists already');
  });

  it('discards a stored candidate that never went live, never a kept release', async () => {
    await release('v1');
    const store = storeOf();
    await store.store('candidate', build);
    await store.discard('candidate');
    expect((await fs.readdir(store.root)).sort()).toEqual([LIVE_FILE, 'v1']);
    await expect(store.discard('v1')).rejects.toThrow('is kept');
  });

  it('reads a live file only when it names a kept, well-formed version', () => {
    expect(parseLiveRecord('{"version":"v1","kept":["v1"]}')).toEqual({ version: 'v1', kept: ['v1'] });
    expect(parseLiveRecord('{"version":"v2","kept":["v1"]}')).toBeNull();
    expect(parseLiveRecord('{"version":"../x","kept":["../x"]}')).toBeNull();
    expect(parseLiveRecord('{"vers')).toBeNull();
  });
});
