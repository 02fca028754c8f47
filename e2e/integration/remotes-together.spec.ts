import { REMOTES, RELEASE_VERSION_PATTERN, remoteKeyOfPackage, routeById, type RemoteKey } from 'shared-contracts';
import { DEMO_USER, SERVER_FIXTURE_TIMEOUT, expect, serveWhile, test as base } from '../support/fixtures';
import { documentReleases, withReleasesDir } from '../support/releases';
import { logInThroughDialog } from '../support/site';

/*
 * Issue 15 item 3, the integration testers' project (playwright.config.ts `integration`): every remote loaded
 * together at a named version, through `?remotes=` on a server with REMOTE_OVERRIDES=on (docs/decisions/036).
 *
 * INTEGRATION_RELEASES_DIR and INTEGRATION_REMOTES (`mfe-public@<version>,mfe-auth@<version>,mfe-account@<version>`)
 * name a releases folder and the combination to load from it. Unset (CI), the builds under test are released
 * into a folder of the run's own under one name, and that combination is loaded.
 */

interface Combination {
  releasesDir: string;
  versions: Record<RemoteKey, string>;
}

function namedCombination(): Record<RemoteKey, string> | null {
  const named = process.env.INTEGRATION_REMOTES;
  if (!named) return null;
  const versions: Partial<Record<RemoteKey, string>> = {};
  for (const entry of named.split(',')) {
    const [packageName = '', version = ''] = entry.trim().split('@');
    const key = remoteKeyOfPackage(packageName);
    if (!key || !RELEASE_VERSION_PATTERN.test(version)) throw new Error(`INTEGRATION_REMOTES: "${entry}" is not <remote>@<kept version>`);
    versions[key] = version;
  }
  const missing = (Object.keys(REMOTES) as RemoteKey[]).filter((key) => !versions[key]);
  if (missing.length > 0) throw new Error(`INTEGRATION_REMOTES names no version of ${missing.map((key) => REMOTES[key].packageName).join(', ')}`);
  return versions as Record<RemoteKey, string>;
}

const test = base.extend<object, { combination: Combination }>({
  combination: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => {
      const named = namedCombination();
      const releasesDir = process.env.INTEGRATION_RELEASES_DIR;
      if (named && releasesDir) return provide({ releasesDir, versions: named });
      if (named || releasesDir) throw new Error('INTEGRATION_REMOTES and INTEGRATION_RELEASES_DIR go together');
      await withReleasesDir(async (releases) => {
        const version = `it-${Date.now().toString(36)}`;
        const keys = Object.keys(REMOTES) as RemoteKey[];
        for (const key of keys) await releases.releaseBuild(REMOTES[key].packageName, version);
        await provide({ releasesDir: releases.dir, versions: { public: version, auth: version, account: version } });
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

test('the public pages, the login dialog and the account pages at the named versions, together', async ({ page, combination }) => {
  const keys = Object.keys(REMOTES) as RemoteKey[];
  const chosen = keys.map((key) => `${REMOTES[key].packageName}@${combination.versions[key]}`).join(',');
  await page.goto(`${routeById('index').path}?remotes=${chosen}`);
  const banner = page.getByRole('complementary', { name: 'Remote versions under test' });
  for (const key of keys) await expect(banner).toContainText(`${REMOTES[key].packageName} at ${combination.versions[key]}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  // mfe-auth's dialog, then mfe-account's pages, in the same tab.
  await logInThroughDialog(page, DEMO_USER.username, DEMO_USER.password);
  await expect(banner).toBeVisible();
  for (const key of keys) {
    await expect.poll(() => documentReleases(page, key), { message: `${REMOTES[key].packageName} loaded from its named version` }).toEqual([combination.versions[key]]);
  }
});
