import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { BRAND_THEME } from 'shared-contracts';

type TokenTree = { [key: string]: unknown };

/**
 * The site's design tokens, defined once (docs/decisions/060): Chakra's default theme in light mode, without the
 * palettes no page uses, plus the brand's tokens from shared-contracts (`BRAND_THEME`). Chakra's system
 * (`createBrandSystem`) and the build-time engine (Panda CSS, `shell/panda.config.ts`) both read this module, so
 * a color, a size or a breakpoint has one value on the page whichever of the two styled an element.
 *
 * Plain data in Chakra's config shape, which is Panda's too. This module imports Chakra's theme data only, no
 * component, so Panda's config loader can read it in Node at build time.
 */

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
 * Chakra's global CSS with its text-selection colour on the root only (docs/decisions/060, "The first style recalculation"). Chakra writes
 * `*::selection { bg: colorPalette.emphasized/80 }`: a universal `::selection` rule makes Chromium compute a
 * selection style for every element of the page while it computes the element's own (highlight inheritance), which
 * was a third of the first style recalculation of `/faq`. On `:root` the descendants' selection inherits it
 * (Chromium's highlight inheritance), so selected text shows the same gray; only inside an element that sets another
 * colour palette does the selection now stay gray instead of taking that palette's shade.
 */
function withRootSelection(globalCss: Record<string, unknown>): Record<string, unknown> {
  const { '*::selection': selection, ...rest } = globalCss;
  return selection === undefined ? globalCss : { ...rest, ':root::selection': selection };
}

/** Chakra's default theme, light values only, without the palettes left out (the brand is added by each consumer). */
export function siteThemeConfig() {
  const { theme } = defaultThemeConfig;
  const semanticTokens = lightValues((theme?.semanticTokens ?? {}) as TokenTree);
  return {
    ...defaultThemeConfig,
    globalCss: withRootSelection((defaultThemeConfig.globalCss ?? {}) as Record<string, unknown>),
    theme: {
      ...theme,
      tokens: { ...theme?.tokens, colors: withoutPalettes(theme?.tokens?.colors as TokenTree | undefined) },
      semanticTokens: { ...semanticTokens, colors: withoutPalettes(semanticTokens.colors as TokenTree | undefined) },
    },
  };
}

function merge(base: TokenTree, extra: TokenTree): TokenTree {
  const out: TokenTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] =
      typeof value === 'object' && value !== null && !('value' in value) && typeof current === 'object' && current !== null
        ? merge(current as TokenTree, value as TokenTree)
        : value;
  }
  return out;
}

/**
 * The tokens, semantic tokens and breakpoints the build-time engine needs: the same values Chakra's system gets
 * from `siteThemeConfig()` and `BRAND_THEME`, merged the way Chakra merges them (the brand wins).
 */
export function siteTokens() {
  const { theme } = siteThemeConfig();
  const brand = BRAND_THEME.theme as unknown as { tokens: TokenTree; semanticTokens: TokenTree };
  const { cursor: _cursor, ...tokens } = theme.tokens as TokenTree;
  return {
    breakpoints: theme.breakpoints as Record<string, string>,
    // Chakra's `cursor` tokens are a category Panda does not know; the one recipe drawn at build time that names
    // one (the button's `cursor.button`) gets its value written out (site-recipes.ts).
    tokens: merge(tokens, brand.tokens),
    semanticTokens: merge(theme.semanticTokens as TokenTree, brand.semanticTokens),
  };
}
