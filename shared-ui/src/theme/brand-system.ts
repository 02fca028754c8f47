import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { BRAND_THEME } from 'shared-contracts';
import { siteThemeConfig } from './site-theme';

export { PALETTES_LEFT_OUT } from './site-theme';

/**
 * The site's Chakra system: Chakra's defaults, in light mode and without the palettes left out, and the brand.
 * Built by whoever renders a page (the shell, the server, a remote's standalone page), once.
 *
 * Chakra's `defaultConfig` is exactly `defaultBaseConfig` merged with `defaultThemeConfig`, taken apart here because
 * the module that exports `defaultConfig` also builds `defaultSystem` as it loads: a second whole system, on every
 * page, never used (~150 ms of a mobile CPU at start). With no app importing `defaultConfig`, the page's shared
 * Chakra leaves that module out (tooling/shared-used-exports.cjs).
 */
export function createBrandSystem() {
  const siteTheme = siteThemeConfig();
  // BRAND_THEME is plain data in shared-contracts (no Chakra import there); its shape is Chakra's config.
  return createSystem(defaultBaseConfig, siteTheme as SystemConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));
}
