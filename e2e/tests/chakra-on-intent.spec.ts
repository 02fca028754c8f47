import type { Page } from '@playwright/test';
import { LOCALES, localizePath, routeById, type RouteId } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { catalogText } from '../support/i18n';

/*
 * The public pages load no Chakra unless the visitor goes for "Log in" (docs/decisions/060, 072; 038 amended:
 * mfe-auth's dialogs mount on intent). Chakra's code is a module federation singleton: what matters is whether it
 * was evaluated (its share-scope entry loaded), which costs the main thread ~230 ms with the CPU 4× slower, not whether
 * the post-load prefetch downloaded a file. `/` is checked with its offers shown (spec 3 UI flags unset), which it
 * draws after hydration at build time; shared-ui's main entry (which imports Chakra) must not load either.
 */

const PAGES: RouteId[] = ['index', 'faq', 'dealers'];
const CHAKRA = ['@chakra-ui/react', 'shared-ui'];

/** The shared packages of `names` that the federation runtime has loaded in this page (any share scope). */
async function loadedShared(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate((names) => {
    interface SharedEntry {
      loaded?: boolean;
      lib?: () => unknown;
      // A tree-shaken shared package (Chakra, tooling/federation.cjs) keeps its loaded module under `treeShaking`.
      treeShaking?: { loaded?: boolean; lib?: () => unknown };
    }
    type ScopeMap = Record<string, Record<string, Record<string, SharedEntry>>>;
    const federation = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__: Array<{ shareScopeMap?: ScopeMap }>; __SHARE__: Record<string, ScopeMap> } })
      .__FEDERATION__;
    if (!federation) throw new Error('no federation runtime in the page');
    const scopeMaps = [...Object.values(federation.__SHARE__), ...federation.__INSTANCES__.map((instance) => instance.shareScopeMap ?? {})];
    return names.filter((name) =>
      scopeMaps.some((scopeMap) =>
        Object.values(scopeMap).some((scope) =>
          Object.values(scope[name] ?? {}).some((entry) => entry.loaded || entry.lib || entry.treeShaking?.loaded || entry.treeShaking?.lib),
        ),
      ),
    );
  }, names);
}

for (const routeId of PAGES) {
  const path = routeById(routeId).path;
  test(`${path} loads no Chakra before or after it is interactive, until "Log in" is approached`, async ({ page, openPage }) => {
    // The post-load prefetch (spec 9) is the last of the page's own work after load: it requests mfe-auth's dialogs
    // module (decision 038) without running it. Once it has, and the network is quiet, the page is done loading.
    const prefetched = page.waitForRequest(/\/remotes\/mfe-auth\/.*__federation_expose_AuthDialogs/);
    await openPage(path);
    if (routeId === 'index') {
      // The offers show once the page has hydrated and read the (empty) stored flags.
      const main = page.getByRole('main');
      for (const name of ['Your loan in your pocket', 'Go paperless']) {
        await expect(main.getByRole('heading', { level: 2, name: catalogText('shared-ui', 'en-US', name) })).toBeVisible();
      }
    }
    // Interactive, loaded, and the post-load work done.
    await prefetched;
    await page.waitForLoadState('networkidle');
    expect(await loadedShared(page, CHAKRA), 'shared packages evaluated before "Log in" is approached').toEqual([]);

    // The dealers' pages offer "Dealer log in" (the dealer portal, another site) instead of the customers' dialog.
    if (routeId === 'dealers') return;
    // A pointer over "Log in" is the intent that mounts mfe-auth's dialogs, and Chakra with them.
    await page.locator('header').getByRole('link', { name: catalogText('shell', 'en-US', 'Log in'), exact: true }).first().hover();
    await expect.poll(() => loadedShared(page, CHAKRA), { timeout: 30_000 }).toEqual(CHAKRA);
  });
}

test('/ in every language draws its offers without Chakra', async ({ page, openPage }) => {
  for (const locale of LOCALES.filter((candidate) => candidate !== 'en-US')) {
    await openPage(localizePath(routeById('index').path, locale));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: catalogText('shared-ui', locale, 'Go paperless') })).toBeVisible();
    await expect(main.getByRole('button', { name: catalogText('shared-ui', locale, 'Dismiss the app offer') })).toBeVisible();
    await expect(main.getByRole('button', { name: catalogText('mfe-public/home', locale, 'Log in to go paperless') })).toBeVisible();
    expect(await loadedShared(page, CHAKRA), `shared packages evaluated on / in ${locale}`).toEqual([]);
  }
});
