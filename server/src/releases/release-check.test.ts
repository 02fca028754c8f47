import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkCandidate, checkContracts } from './release-check.js';

const MANIFEST = {
  metaData: {
    buildInfo: { buildVersion: 'abc123-1' },
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server' },
  },
  exposes: [
    { name: 'AccountPage', path: './AccountPage', assets: { js: { sync: ['static/js/page.11aa22bb.js'], async: [] }, css: { sync: [], async: [] } } },
    { name: 'DesignSamples', path: './DesignSamples', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } },
  ],
  shared: [],
};

const builds: string[] = [];
async function candidate(manifest: unknown, files = ['remoteEntry.js', 'server/remoteEntry.js', 'static/js/page.11aa22bb.js']) {
  const build = await fs.mkdtemp(path.join(os.tmpdir(), 'release-check-'));
  builds.push(build);
  for (const file of files) {
    await fs.mkdir(path.dirname(path.join(build, file)), { recursive: true });
    await fs.writeFile(path.join(build, file), '');
  }
  await fs.writeFile(path.join(build, 'mf-manifest.json'), JSON.stringify(manifest));
  return build;
}
afterEach(async () => {
  await Promise.all(builds.splice(0).map((build) => fs.rm(build, { recursive: true, force: true })));
});

describe('release check against the contract (docs/decisions/035)', () => {
  it('passes a build that exposes every module of the contract with its files', async () => {
    expect(await checkCandidate('account', await candidate(MANIFEST))).toEqual({ version: 'abc123-1', problems: [] });
  });

  it('names a module of the contract the build does not expose', async () => {
    const manifest = { ...MANIFEST, exposes: MANIFEST.exposes.filter((expose) => expose.path !== './DesignSamples') };
    expect((await checkCandidate('account', await candidate(manifest))).problems).toEqual(["the contract's module ./DesignSamples is not exposed"]);
  });

  it('names a file the manifest lists and the build lacks, and a missing server entry', async () => {
    const { problems } = await checkCandidate('account', await candidate(MANIFEST, ['remoteEntry.js']));
    expect(problems).toEqual(['server/remoteEntry.js is named by the manifest and missing', 'static/js/page.11aa22bb.js is named by the manifest and missing']);
  });

  it("names a route's page chunk the manifest lists and the build lacks (docs/decisions/040)", async () => {
    const manifest = { ...MANIFEST, routeChunks: { account: ['static/js/route-account.55ee66ff.js'] } };
    expect((await checkCandidate('account', await candidate(manifest))).problems).toEqual(['static/js/route-account.55ee66ff.js is named by the manifest and missing']);
  });

  it('refuses a folder without a manifest, and a manifest without a version', async () => {
    expect((await checkCandidate('public', await candidate(MANIFEST, []).then(async (dir) => (await fs.rm(path.join(dir, 'mf-manifest.json')), dir)))).problems[0]).toMatch(
      /^no readable mf-manifest.json/,
    );
    const unversioned = { ...MANIFEST, metaData: { ...MANIFEST.metaData, buildInfo: {} } };
    expect((await checkCandidate('account', await candidate(unversioned))).problems).toContain('the manifest carries no build version (metaData.buildInfo.buildVersion)');
  });
});

describe("release check against the live shell's contracts (docs/decisions/062)", () => {
  const surface = (version: string, exports: Record<string, string>, requires: string[]) => ({
    packages: {
      'shared-contracts': { version, surface: version, exports },
      'shared-ui': { version: '1.0.0', surface: 'ui', exports: {} },
    },
    requires,
  });
  async function folderWith(file: unknown) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'release-contracts-'));
    builds.push(dir);
    if (file !== undefined) await fs.writeFile(path.join(dir, 'contract-surface.json'), JSON.stringify(file));
    return dir;
  }

  it('names the version and the export the live shell lacks, and passes once the shell has them', async () => {
    const remote = await folderWith(surface('1.1.0', { 'shared-contracts:a': 'h1', 'shared-contracts:b': 'h2' }, ['shared-contracts:b']));
    const olderShell = await folderWith(surface('1.0.0', { 'shared-contracts:a': 'h1' }, []));
    expect(await checkContracts(remote, olderShell)).toEqual([
      'contracts: built against shared-contracts 1.1.0; the live shell provides shared-contracts 1.0.0',
      'contracts: needs exports the live shell does not provide: shared-contracts:b',
    ]);
    const newerShell = await folderWith(surface('1.1.0', { 'shared-contracts:a': 'h1', 'shared-contracts:b': 'h2' }, []));
    expect(await checkContracts(remote, newerShell)).toEqual([]);
  });

  it('refuses a build without a contract surface, and a live shell built before builds carried one', async () => {
    const stamped = await folderWith(surface('1.0.0', {}, []));
    expect(await checkContracts(await folderWith(undefined), stamped)).toEqual([
      'no readable contract-surface.json: the build does not say which contracts it was built against',
    ]);
    expect(await checkContracts(stamped, await folderWith(undefined))).toEqual([
      "the live shell's build has no contract-surface.json (built before builds carried one): release the shell first",
    ]);
  });
});
