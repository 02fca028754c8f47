import { LOCALES, localizePath, routeById, type Locale } from 'shared-contracts';
import { expect, test } from '../support/fixtures';

/*
 * The public pages look the same whichever engine draws their styles (docs/decisions/060: layout and content moved
 * from Chakra's run-time styles to build-time CSS). Full-page screenshots at a desktop and a phone width in every
 * locale (spec 2.1) against baselines taken from the build before the move. One page load per screenshot.
 *
 * Fonts are pinned: the site's font stack starts with Liberation Sans (shared-contracts BRAND_THEME), which
 * scripts/ensure-chromium.sh installs with Debian's Chromium (fonts-liberation), so CI's fresh machine draws the
 * same glyphs; the test fails first if the page would fall back to another face.
 */

const PAGES = ['index', 'faq', 'dealers', 'about'] as const;
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Anti-aliasing may differ by a pixel on a loaded machine; a moved or restyled block changes far more. */
const TOLERANCE = { threshold: 0.1, maxDiffPixelRatio: 0.001 } as const;

const SHORT_LOCALE: Record<Locale, string> = { 'en-US': 'en', 'es-US': 'es', 'pt-BR': 'pt' };

for (const routeId of PAGES) {
  for (const locale of LOCALES) {
    for (const size of WIDTHS) {
      const path = localizePath(routeById(routeId).path, locale);
      test(`${path} at ${size.width} px looks as before`, async ({ page, openPage, axe }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        // Rendered, hydrated (the fixture's goto waits for it) and settled.
        await openPage(path);
        await page.evaluate(() => document.fonts.ready);
        const face = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
        expect(face, 'the pinned font first in the stack').toMatch(/^"?Liberation Sans"?,/);
        expect(await page.evaluate(() => document.fonts.check('16px "Liberation Sans"')), 'Liberation Sans installed').toBe(true);
        await expect(page).toHaveScreenshot(`${routeId}-${SHORT_LOCALE[locale]}-${size.width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          ...TOLERANCE,
        });
        if (size.name === 'phone') await axe.expectNoViolations(`${path} at ${size.width} px`);
      });
    }
  }
}
