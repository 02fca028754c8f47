import fs from 'node:fs';
import path from 'node:path';
import { type Page, type Response } from '@playwright/test';
import { REMOTES, buildVersionOf, remoteManifestPath, routeById } from 'shared-contracts';
import { SERVER_FIXTURE_TIMEOUT, expect, serveWhile, test as base } from '../support/fixtures';
import { expectedTitle } from '../support/i18n';
import { withPrivateWebRoot } from '../support/private-web-root';
import { expectPathname, mainNav } from '../support/site';

/*
 * Spec 4.9 and docs/decisions (reload at the next navigation): the release poller: the shell polls every manifest's metaData.buildInfo.buildVersion and,
 * once one changes, turns the next navigation into a full page load. The server runs on a private web root
 * whose mfe-public/dist is a copy the test may rewrite (the other builds are symlinked); RELEASE_POLL_SECONDS=1.
 */

const PUBLIC_MANIFEST = remoteManifestPath('public');
const POLL_SECONDS = 1;
const publicDist = (webRoot: string) => path.join(webRoot, REMOTES.public.packageName, 'dist');

function readManifest(webRoot: string): Record<string, unknown> & { metaData: { buildInfo: { buildVersion: string } } } {
  return JSON.parse(fs.readFileSync(path.join(publicDist(webRoot), 'mf-manifest.json'), 'utf8'));
}

function writeBuildVersion(webRoot: string, buildVersion: string) {
  const manifest = readManifest(webRoot);
  manifest.metaData.buildInfo.buildVersion = buildVersion;
  const file = path.join(publicDist(webRoot), 'mf-manifest.json');
  // Write then rename, as a deploy does, so the server never serves half a file.
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(manifest));
  fs.renameSync(`${file}.tmp`, file);
}

const isPublicManifest = (response: Response) => new URL(response.url()).pathname === PUBLIC_MANIFEST;
/** The poller's requests carry a timestamp query (spec 7: "a periodic GET … with a timestamp query"). */
const isPoll = (response: Response) => isPublicManifest(response) && new URL(response.url()).searchParams.has('t');

/** Resolves after `count` poll answers for mfe-public's manifest that arrive from now on; returns their build ids. */
async function nextPolls(page: Page, count: number): Promise<Array<string | null>> {
  const versions: Array<string | null> = [];
  while (versions.length < count) {
    const response = await page.waitForResponse(isPoll, { timeout: 15_000 });
    versions.push(buildVersionOf(await response.json().catch(() => null)));
  }
  return versions;
}

/** Resolves on the first poll answer carrying `version`, within a few polls. */
async function pollSeeing(page: Page, version: string, maxPolls = 4): Promise<void> {
  const seen: Array<string | null> = [];
  while (seen.length < maxPolls) {
    seen.push(...(await nextPolls(page, 1)));
    if (seen.at(-1) === version) return;
  }
  throw new Error(`no poll of ${PUBLIC_MANIFEST} answered build ${version}; polls saw ${JSON.stringify(seen)}`);
}

/** Counts full page loads of the main frame and marks the window so a reload shows. */
async function watchLoads(page: Page) {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return { loads: () => loads };
}

const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
const readMarker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker ?? null);

const test = base.extend<{ deployedVersion: string; openFaq: () => Promise<void> }, { webRoot: string }>({
  webRoot: [
    // A copy of mfe-public the test releases again, without the pre-compressed manifests that would hide a rewrite.
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => withPrivateWebRoot('e2e-release-', provide, { leaveOut: ['mf-manifest.json.br', 'mf-manifest.json.gz'] }),
    { scope: 'worker' },
  ],
  workerServer: [
    async ({ webRoot }, provide) =>
      serveWhile({ database: 'e2e-release', extra: { WEB_ROOT: webRoot, RELEASE_POLL_SECONDS: String(POLL_SECONDS) } }, provide),
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT },
  ],
  /** The build id as deployed: each test starts from it, and it is put back after the test. */
  deployedVersion: async ({ webRoot }, provide) => {
    const version = readManifest(webRoot).metaData.buildInfo.buildVersion;
    await provide(version);
    writeBuildVersion(webRoot, version);
  },
  openFaq: async ({ page, openPage }, provide) => {
    await provide(async () => {
      await openPage(routeById('faq').path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Customer FAQ' })).toBeVisible();
    });
  },
});

async function clickAbout(page: Page) {
  await mainNav(page).getByRole('link', { name: 'About us', exact: true }).click();
}

async function expectAbout(page: Page) {
  await expectPathname(page, routeById('about').path);
  await expect(page).toHaveTitle(await expectedTitle('about', 'en-US'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('spec 4.9: release poller', () => {
  test.describe.configure({ mode: 'default' });

  test('without a new build, navigation stays client-side', async ({ page, openFaq, deployedVersion: originalVersion }) => {
    const { loads } = await watchLoads(page);
    await openFaq();
    await setMarker(page);
    // Two polls after the page is up: the poller has its baseline and has compared at least once.
    const versions = await nextPolls(page, 2);
    expect(versions).toEqual([originalVersion, originalVersion]);

    await clickAbout(page);
    await expectAbout(page);
    expect(await readMarker(page), 'window state survives: no page load').toBe(1);
    expect(loads(), 'page loads').toBe(1);
  });

  test('after a new build of mfe-public, the next navigation is a full page load of the new release', async ({
    page,
    openFaq,
    webRoot,
    deployedVersion: originalVersion,
  }) => {
    const { loads } = await watchLoads(page);
    await openFaq();
    await setMarker(page);
    // The poller's baseline is the build the page started with.
    expect(await nextPolls(page, 2)).toEqual([originalVersion, originalVersion]);

    const newVersion = `${originalVersion}-next-${Date.now()}`;
    writeBuildVersion(webRoot, newVersion);
    // The poller reads the new build id (it may first finish a poll that left before the rewrite), and after
    // that first sighting the release is known: the poller stops, and the page waits for the next navigation.
    await pollSeeing(page, newVersion);
    // The page exposes no signal that it has taken note, and the poller stops once it has: give it two poll
    // intervals (RELEASE_POLL_SECONDS=1) to handle the answer before the visitor clicks.
    await page.waitForTimeout(2 * POLL_SECONDS * 1000);
    // Nothing reloads in the middle of the page.
    expect(await readMarker(page), 'no reload before the visitor navigates').toBe(1);
    expect(loads()).toBe(1);

    // Manifest fetches of the federation runtime (no timestamp query) after the click: the new page loads
    // mfe-public from the new manifest.
    const runtimeManifests: Array<Promise<string | null>> = [];
    page.on('response', (response) => {
      if (isPublicManifest(response) && !isPoll(response)) {
        runtimeManifests.push(response.json().then(buildVersionOf, () => null));
      }
    });
    await clickAbout(page);
    await expect.poll(() => loads(), { message: 'page loads (the click reloaded the page)' }).toBe(2);
    await expectAbout(page);
    expect(await readMarker(page), 'window state is gone: a full page load').toBeNull();
    await expect.poll(() => runtimeManifests.length, { message: 'mfe-public manifest fetched by the new page' }).toBeGreaterThan(0);
    expect(await Promise.all(runtimeManifests)).toContain(newVersion);
    // The page is the new release's and it works: the poller starts again from the new build id.
    expect(await nextPolls(page, 1)).toEqual([newVersion]);
    await expect(mainNav(page).getByRole('button', { name: 'Customers' })).toBeVisible();
  });
});
