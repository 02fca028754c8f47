import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from 'shared-contracts';
import { expect, test as base } from '../support/fixtures';
import { withReleasesDir, type Releases } from '../support/releases';
import { ROOT } from '../support/server-env';

/*
 * The release command's smoke run (docs/decisions/035): a build whole and well-formed to the manifest check, whose
 * page module throws in the browser, is refused by the release command's smoke run, and the live release stays. In
 * the integration project, which runs after the site's suites (playwright.config.ts): the smoke run starts a server
 * and a Chromium of its own, load that would slow the site's timing tests.
 */

const ACCOUNT = REMOTES.account.packageName;
const RUN = Date.now().toString(36);

const test = base.extend<object, { releases: Releases }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  releases: [async ({}, provide) => withReleasesDir(provide), { scope: 'worker' }],
});

test('a build that fails in the browser is refused by the smoke run and the live release stays', async ({ releases }) => {
  test.slow();
  await releases.releaseBuild(ACCOUNT, `e2e-live-${RUN}`);
  const before = releases.live(ACCOUNT);
  const version = `e2e-throws-${RUN}`;
  const candidate = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-candidate-'));
  try {
    fs.cpSync(path.join(ROOT, ACCOUNT, 'dist'), candidate, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(candidate, 'mf-manifest.json'), 'utf8')) as {
      exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
    };
    const pageModule = manifest.exposes.find((expose) => expose.path === './AccountPage')?.assets.js.sync.find((file) => file.includes('AccountPage'));
    expect(pageModule, "the page module's chunk").toBeTruthy();
    fs.writeFileSync(path.join(candidate, pageModule!), 'throw new Error("a broken release");');

    const refused = await releases.run('release', ACCOUNT, '--from', candidate, '--version', version);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain(`Smoke run of ${ACCOUNT} ${version}`);
    expect(refused.output).toContain('the smoke run failed (above); the release is refused and the live release is unchanged');
  } finally {
    fs.rmSync(candidate, { recursive: true, force: true });
  }
  expect(releases.live(ACCOUNT)).toEqual(before);
  expect(fs.existsSync(path.join(releases.dir, ACCOUNT, version)), 'the refused candidate is not kept').toBe(false);
});
