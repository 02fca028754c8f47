import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { BRAND_THEME } from 'shared-contracts';

type TokenTree = { [key: string]: unknown };

/**
 * The site has one color mode, light (no page sets Chakra's `.dark` class). Chakra's default semantic tokens carry
 * a `_dark` value beside each `_light` one, and the system turns every one of them into CSS variables under `.dark`
 * selectors: about half of createSystem's work at a page's start (docs/decisions/043), and bytes in every page's inline
 * styles, for a mode no page shows. Each `{ _light, _dark }` value is replaced by its `_light` value.
 */
function lightValues(tree: TokenTree): TokenTree {
  if ('value' in tree) {
    const { value } = tree;
    const light = typeof value === 'object' && value !== null && '_light' in value ? (value as { _light: unknown })._light : value;
    return { ...tree, value: light };
  }
  return Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, typeof child === 'object' && child !== null ? lightValues(child as TokenTree) : child]));
}

/**
 * Chakra's palettes no page uses. Each is 11 shades and 7 semantic colors that createSystem turns into CSS
 * variables at every page's start and that every page sends in its `<head>`: 76 of the 501 variables, 3.6 KB of
 * the token CSS (docs/decisions/043). `brand-system.test.ts` fails when an app names one of them.
 */
export const PALETTES_LEFT_OUT = ['teal', 'cyan', 'purple', 'pink'] as const;

function withoutPalettes(colors: TokenTree | undefined): TokenTree {
  return Object.fromEntries(Object.entries(colors ?? {}).filter(([name]) => !(PALETTES_LEFT_OUT as readonly string[]).includes(name)));
}

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
  const { theme } = defaultThemeConfig;
  const semanticTokens = lightValues((theme?.semanticTokens ?? {}) as TokenTree);
  const siteTheme = {
    ...defaultThemeConfig,
    theme: {
      ...theme,
      tokens: { ...theme?.tokens, colors: withoutPalettes(theme?.tokens?.colors as TokenTree | undefined) },
      semanticTokens: { ...semanticTokens, colors: withoutPalettes(semanticTokens.colors as TokenTree | undefined) },
    },
  };
  // BRAND_THEME is plain data in shared-contracts (no Chakra import there); its shape is Chakra's config.
  return createSystem(defaultBaseConfig, siteTheme as SystemConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));
}
