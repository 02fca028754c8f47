import type { Page } from '@playwright/test';
import { DEFERRED_REGION_ATTRIBUTE, LOCALES, PUBLIC_API_PATHS, WINDOW_EVENTS, careersResponseSchema, localizePath, routeById, type Locale } from 'shared-contracts';
import { LONG_PAGE_TIMEOUT, expect, isLongPage, test } from '../support/fixtures';

/*
 * The public pages look the same whichever engine draws their styles (docs/decisions/060: layout and content moved
 * from Chakra's run-time styles to build-time CSS). Full-page screenshots at a desktop and a phone width in every
 * locale (spec 2.1) against baselines taken from the build before the move. One page load per page and locale, both widths from it.
 *
 * Fonts are pinned: the site's font stack starts with Liberation Sans (shared-contracts BRAND_THEME), which
 * scripts/ensure-chromium.sh installs with Debian's Chromium (fonts-liberation), so CI's fresh machine draws the
 * same glyphs; the test fails first if the page would fall back to another face.
 *
 * Data is pinned too: the only dated content is /careers' "Posted <date>", from openings seeded relative to the
 * server's first start (server/src/db/career-openings.ts), so each date is written over with one fixed day before
 * the screenshot (`pinPostedDates`); everything else on these pages is the same on any day.
 */

// webAccessibility stands for the legal documents (one page component, LegalDocumentView, draws them all).
const PAGES = ['index', 'faq', 'dealers', 'about', 'careers', 'contact', 'sitemap', 'webAccessibility'] as const;
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Anti-aliasing may differ by a pixel on a loaded machine; a moved or restyled block changes far more. */
const TOLERANCE = { threshold: 0.1, maxDiffPixelRatio: 0.001 } as const;

const SHORT_LOCALE: Record<Locale, string> = { 'en-US': 'en', 'es-US': 'es', 'pt-BR': 'pt' };

/** The day every posted date on /careers is shown as in the screenshots. */
const PINNED_POSTED_ON = '2026-01-15';

/** As OpeningCard formats a posting day: long date style, in UTC. */
const formatDay = (isoDay: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

/**
 * Has every region that hydrates when needed (mfe-public's DeferredRegion: /careers' list, the dealer and contact
 * forms) hydrate now, by the event a focus or press in it sends, and waits until React owns them all. Otherwise a
 * region would hydrate when the screenshot's full-page capture brings it into view, and redraw what was written
 * over in it (the posted dates) in the middle of the comparison: /careers at 390 px failed once that way.
 */
async function hydrateDeferredRegions(page: Page): Promise<void> {
  await expect(async () => {
    const waiting = await page.evaluate(
      ({ attribute, event }) => {
        const regions = [...document.querySelectorAll(`[${attribute}]`)];
        for (const region of regions) region.dispatchEvent(new Event(event, { bubbles: true }));
        return regions.length;
      },
      { attribute: DEFERRED_REGION_ATTRIBUTE, event: WINDOW_EVENTS.hydrateRegion },
    );
    expect(waiting, 'regions still waiting to hydrate').toBe(0);
  }).toPass({ timeout: 30_000 });
}

/** Writes every listed opening's posting day in the page's text over with PINNED_POSTED_ON (the list is the API's). */
async function pinPostedDates(page: Page, locale: Locale): Promise<void> {
  const response = await page.request.get(`${PUBLIC_API_PATHS.careers}?locale=${locale}`);
  const { openings } = careersResponseSchema.parse(await response.json());
  expect(openings.length, 'seeded openings listed').toBeGreaterThan(0);
  const shown = [...new Set(openings.map((opening) => formatDay(opening.postedOn, locale)))];
  const pinned = formatDay(PINNED_POSTED_ON, locale);
  const replaced = await page.evaluate(
    ({ shown, pinned }) => {
      let count = 0;
      const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const day of shown) {
          if (node.nodeValue?.includes(day)) {
            node.nodeValue = node.nodeValue.split(day).join(pinned);
            count += 1;
          }
        }
      }
      return count;
    },
    { shown, pinned },
  );
  expect(replaced, 'one posted date per opening').toBe(openings.length);
}

for (const routeId of PAGES) {
  for (const locale of LOCALES) {
    const path = localizePath(routeById(routeId).path, locale);
    // Both widths from one load: the layout follows the width by CSS media queries alone (the header's too, spec
    // 2.8), so a page resized to a phone's width draws what a phone's first load draws.
    test(`${path} at ${WIDTHS.map((size) => `${size.width}`).join(' and ')} px looks as before`, async ({ page, openPage, axe }) => {
      const [first] = WIDTHS;
      await page.setViewportSize({ width: first.width, height: first.height });
      // Rendered, hydrated (the fixture's goto waits for it) and settled.
      await openPage(path, isLongPage(routeById(routeId)) ? { timeout: LONG_PAGE_TIMEOUT } : undefined);
      await page.evaluate(() => document.fonts.ready);
      const face = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(face, 'the pinned font first in the stack').toMatch(/^"?Liberation Sans"?,/);
      expect(await page.evaluate(() => document.fonts.check('16px "Liberation Sans"')), 'Liberation Sans installed').toBe(true);
      await hydrateDeferredRegions(page);
      if (routeId === 'careers') await pinPostedDates(page, locale);
      for (const size of WIDTHS) {
        await test.step(`${size.width} px`, async () => {
          await page.setViewportSize({ width: size.width, height: size.height });
          await expect.soft(page).toHaveScreenshot(`${routeId}-${SHORT_LOCALE[locale]}-${size.width}.png`, {
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
            ...TOLERANCE,
          });
        });
      }
      // The phone's layout (the header's menu button, stacked columns) scanned once per page: public-pages.spec.ts
      // scans every locale at the desktop width, and the markup is the same in every locale.
      if (locale === 'en-US') await axe.expectNoViolations(`${path} at ${WIDTHS[1].width} px`);
    });
  }
}

/*
 * One stylesheet per build, linked once (docs/decisions/060): the server links the public pages' sheet in the
 * rendered <head>; after hydration (webpack's CSS loading and module federation's runtime both load the page
 * module's CSS) the page still has exactly one link to that file, the server's.
 */
test("the public pages' stylesheet is linked once after hydration", async ({ page, openPage }) => {
  const response = await openPage(localizePath(routeById('faq').path, 'en-US'));
  const html = (await response?.text()) ?? '';
  const file = /<link rel="stylesheet" href="([^"]+)" data-href="[^"]+">/.exec(html)?.[1];
  expect(file, "the server's link to the page module's stylesheet").toBeTruthy();
  await page.waitForLoadState('load');
  const links = await page.evaluate(
    (href) => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.href === new URL(href, document.baseURI).href).length,
    file ?? '',
  );
  expect(links, 'links to that stylesheet').toBe(1);
  // The one left is the server's (it carries the name webpack's loader matches).
  expect(await page.locator(`link[rel="stylesheet"][href="${file}"][data-href]`).count()).toBe(1);
});
