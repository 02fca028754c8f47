import { REMOTES, routeById } from 'shared-contracts';
import type { Page } from '@playwright/test';
import { SERVER_FIXTURE_TIMEOUT, expect, serveWhile, test as base } from '../support/fixtures';
import { documentReleases, withReleasesDir, type Releases } from '../support/releases';
import { expectPathname, mainNav } from '../support/site';

/*
 * Remote overrides (docs/decisions/036-remote-overrides.md): where REMOTE_OVERRIDES=on, `?remotes=mfe-public@<kept
 * version>` loads that release of mfe-public for the tab, with a banner that names it and leads back to the live
 * versions. mfe-public is released twice from the build under test: OLDER, then LIVE.
 */

const PUBLIC = REMOTES.public.packageName;
const RUN = Date.now().toString(36);
const OLDER = `e2e-older-${RUN}`;
const LIVE = `e2e-live-${RUN}`;

const test = base.extend<object, { releases: Releases }>({
  releases: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) =>
      withReleasesDir(async (releases) => {
        await releases.releaseBuild(PUBLIC, OLDER);
        await releases.releaseBuild(PUBLIC, LIVE);
        await provide(releases);
      }),
    { scope: 'worker' },
  ],
  workerServer: [
    async ({ releases }, provide) => serveWhile({ database: 'e2e-remote-overrides', extra: { RELEASES_DIR: releases.dir, REMOTE_OVERRIDES: 'on' } }, provide),
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT },
  ],
});

const banner = (page: Page) => page.getByRole('complementary', { name: 'Remote versions under test' });

async function expectFaq(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Customer FAQ' })).toBeVisible();
}

test('?remotes= loads an older mfe-public for the tab, named by a banner, until "Back to the live versions"', async ({ page, axe }) => {
  const faq = routeById('faq').path;
  await page.goto(`${faq}?remotes=${PUBLIC}@${OLDER}`);
  await expectFaq(page);
  await expect(banner(page)).toContainText(`Integration test: this tab loads ${PUBLIC} at ${OLDER}.`);
  await expect.poll(() => documentReleases(page, 'public'), { message: 'mfe-public loaded from the chosen release' }).toEqual([OLDER]);
  await axe.expectNoViolations('/faq with the overrides banner');

  // The choice sticks for the tab: another page, loaded whole, without the parameter.
  await page.goto(routeById('about').path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(banner(page)).toContainText(OLDER);
  await expect.poll(() => documentReleases(page, 'public')).toEqual([OLDER]);

  await banner(page).getByRole('button', { name: 'Back to the live versions' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expectPathname(page, routeById('about').path);
  await expect(mainNav(page).getByRole('link', { name: 'About us', exact: true })).toBeVisible();
  // A page of mfe-public the server did not preload, opened in the page: its chunk is what the runtime asks of the
  // live release (the reloaded page's own chunks all came through the server's preloads, which documentReleases
  // leaves out, since they name the live release whatever the tab loads).
  await mainNav(page).getByRole('button', { name: 'Customers' }).click();
  await mainNav(page).getByRole('link', { name: 'Customer FAQ', exact: true }).click();
  await expectFaq(page);
  await expect.poll(() => documentReleases(page, 'public'), { message: 'mfe-public loaded from the live release' }).toEqual([LIVE]);
});

base('without REMOTE_OVERRIDES (never on in production: the server refuses to start) ?remotes= is ignored', async ({ page, openPage }) => {
  await openPage(`${routeById('faq').path}?remotes=${PUBLIC}@${OLDER}`);
  await expectFaq(page);
  await expect(mainNav(page).getByRole('link', { name: 'About us', exact: true })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('remote-overrides'))).toBeNull();
});
