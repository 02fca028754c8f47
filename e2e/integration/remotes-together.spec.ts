import { REMOTES, routeById, type RemoteKey } from 'shared-contracts';
import { DEMO_USER } from '../support/fixtures';
import { expect, remotesParameter, test } from '../support/integration';
import { documentReleases } from '../support/releases';
import { logInThroughDialog } from '../support/site';

/*
 * Decision 036, the integration testers' project (playwright.config.ts `integration`): the remotes loaded
 * together at named versions through `?remotes=` (docs/decisions/036; the combination: e2e/support/integration.ts).
 */

test('the public pages, the login dialog and the account pages at the named versions, together', async ({ page, combination }) => {
  const named = Object.keys(combination.versions) as RemoteKey[];
  await page.goto(`${routeById('index').path}?remotes=${remotesParameter(combination)}`);
  const banner = page.getByRole('complementary', { name: 'Remote versions under test' });
  for (const key of named) await expect(banner).toContainText(`${REMOTES[key].packageName} at ${combination.versions[key]}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  // mfe-auth's dialog, then mfe-account's pages, in the same tab.
  await logInThroughDialog(page, DEMO_USER.username, DEMO_USER.password);
  await expect(banner).toBeVisible();
  for (const key of named) {
    await expect.poll(() => documentReleases(page, key), { message: `${REMOTES[key].packageName} loaded from its named version` }).toEqual([combination.versions[key]]);
  }
});
