import { REMOTES, ROUTES, routeById, type PageRemoteKey, type RemoteKey } from 'shared-contracts';
import type { Page } from '@playwright/test';
import { LONG_PAGE_TIMEOUT } from '../support/fixtures';
import { expect, remotesParameter, test, type Combination } from '../support/integration';
import { documentReleases } from '../support/releases';
import { concretePath, openLoginDialog } from '../support/site';

/*
 * Decision 035, the smoke run before a release goes live: the live shell with the named versions (the candidate)
 * renders every page of each named page remote, and opens every dialog of mfe-auth, with no uncaught error and no
 * unavailable panel. The release command runs this spec for its candidate (INTEGRATION_SMOKE=<package>) and refuses
 * the release when it fails; in CI it runs on the builds under test (e2e/support/integration.ts).
 */

const SMOKE = process.env.INTEGRATION_SMOKE;
/** What the release command runs (`--grep=@release-smoke`): these tests and no other. */
const RELEASE_SMOKE_TAG = '@release-smoke';

/** Under test: every remote for a candidate shell (INTEGRATION_SMOKE=shell); otherwise each remote named. */
const smoked = (combination: Combination, key: RemoteKey) =>
  SMOKE === 'shell' || ((SMOKE ? SMOKE === REMOTES[key].packageName : true) && Boolean(combination.versions[key]));

/** Uncaught errors of the page from now on. */
function watchPageErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return () => errors;
}

async function expectRemoteRendered(page: Page, key: RemoteKey, combination: Combination) {
  await expect(page.getByRole('heading', { name: 'This part of the site is unavailable' })).toHaveCount(0);
  const version = combination.versions[key];
  if (version) await expect.poll(() => documentReleases(page, key), { message: `${REMOTES[key].packageName} loaded from ${version}` }).toContain(version);
}

for (const key of ['public', 'account'] as const satisfies readonly PageRemoteKey[]) {
  const routes = ROUTES.filter((route) => route.remote === key || ('signedInRemote' in route && route.signedInRemote === key));
  test(`smoke: every page of ${REMOTES[key].packageName} renders`, { tag: RELEASE_SMOKE_TAG }, async ({ page, combination, openPage, signIn }) => {
    test.skip(!smoked(combination, key), `${REMOTES[key].packageName} is not under test`);
    test.setTimeout(routes.length * 30_000);
    const errors = watchPageErrors(page);
    if (key === 'account') await signIn();
    // The first page takes the tab's choice; every later one keeps it.
    await page.goto(`${routeById('faq').path}?remotes=${remotesParameter(combination)}`);
    for (const route of routes) {
      await test.step(route.path, async () => {
        await openPage(concretePath(route), { timeout: LONG_PAGE_TIMEOUT });
        await expectRemoteRendered(page, key, combination);
      });
    }
    expect(errors(), 'uncaught errors').toEqual([]);
  });
}

test('smoke: every dialog of mfe-auth opens', { tag: RELEASE_SMOKE_TAG }, async ({ page, combination }) => {
  test.skip(!smoked(combination, 'auth'), 'mfe-auth is not under test');
  const errors = watchPageErrors(page);
  await page.goto(`${routeById('index').path}?remotes=${remotesParameter(combination)}`);
  for (const [link, dialogName] of [
    [null, 'Log in to your account'],
    ['Forgot username or password?', 'Forgot username or password'],
    ['Forgot account number?', 'Forgot account number'],
  ] as const) {
    await test.step(dialogName, async () => {
      const login = await openLoginDialog(page);
      if (link) await login.getByRole('link', { name: link }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'This part of the site is unavailable' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
  await expectRemoteRendered(page, 'auth', combination);
  expect(errors(), 'uncaught errors').toEqual([]);
});
