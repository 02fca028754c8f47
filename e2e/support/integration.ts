import { REMOTES, RELEASE_VERSION_PATTERN, remoteKeyOfPackage, type RemoteKey } from 'shared-contracts';
import { SERVER_FIXTURE_TIMEOUT, serveWhile, test as base } from './fixtures';
import { withReleasesDir } from './releases';

/*
 * The integration project's server and combination (issue 15 items 2 and 3, docs/decisions/036):
 *
 * - INTEGRATION_RELEASES_DIR and INTEGRATION_REMOTES (`mfe-account@<version>`, comma-separated, one or more
 *   remotes) name a releases folder and the versions to load from it; a remote not named loads its live release.
 *   The release command sets them to smoke-test a candidate before it goes live.
 * - Unset (CI): the builds under test are released into a folder of the run's own under one name, and every
 *   remote is loaded at it.
 */

export interface Combination {
  releasesDir: string;
  versions: Partial<Record<RemoteKey, string>>;
}

function namedVersions(named: string): Partial<Record<RemoteKey, string>> {
  const versions: Partial<Record<RemoteKey, string>> = {};
  for (const entry of named.split(',')) {
    const [packageName = '', version = ''] = entry.trim().split('@');
    const key = remoteKeyOfPackage(packageName);
    if (!key || !RELEASE_VERSION_PATTERN.test(version)) throw new Error(`INTEGRATION_REMOTES: "${entry}" is not <remote>@<kept version>`);
    versions[key] = version;
  }
  return versions;
}

/** `?remotes=` of a combination. */
export const remotesParameter = (combination: Combination) =>
  (Object.entries(combination.versions) as Array<[RemoteKey, string]>).map(([key, version]) => `${REMOTES[key].packageName}@${version}`).join(',');

export const test = base.extend<object, { combination: Combination }>({
  combination: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => {
      const named = process.env.INTEGRATION_REMOTES;
      const releasesDir = process.env.INTEGRATION_RELEASES_DIR;
      if (named && releasesDir) return provide({ releasesDir, versions: namedVersions(named) });
      if (named || releasesDir) throw new Error('INTEGRATION_REMOTES and INTEGRATION_RELEASES_DIR go together');
      await withReleasesDir(async (releases) => {
        const version = `it-${Date.now().toString(36)}`;
        const keys = Object.keys(REMOTES) as RemoteKey[];
        for (const key of keys) await releases.releaseBuild(REMOTES[key].packageName, version);
        await provide({ releasesDir: releases.dir, versions: Object.fromEntries(keys.map((key) => [key, version])) });
      });
    },
    { scope: 'worker' },
  ],
  workerServer: [
    async ({ combination }, provide) =>
      serveWhile({ database: 'e2e-integration', extra: { RELEASES_DIR: combination.releasesDir, REMOTE_OVERRIDES: 'on' } }, provide),
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT },
  ],
});

export { expect } from './fixtures';
