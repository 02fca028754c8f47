import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { BRAND_THEME } from 'shared-contracts';

/**
 * The site's Chakra system: Chakra's defaults and the brand. Built by whoever renders a page (the shell, a remote's
 * standalone page), once.
 *
 * Chakra's `defaultConfig` is exactly `defaultBaseConfig` merged with `defaultThemeConfig`, taken apart here because
 * the module that exports `defaultConfig` also builds `defaultSystem` as it loads: a second whole system, on every
 * page, never used (~150 ms of a mobile CPU at start). With no app importing `defaultConfig`, the page's shared
 * Chakra leaves that module out (tooling/shared-used-exports.cjs).
 */
export function createBrandSystem() {
  // BRAND_THEME is plain data in shared-contracts (no Chakra import there); its shape is Chakra's config.
  return createSystem(defaultBaseConfig, defaultThemeConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));
}
