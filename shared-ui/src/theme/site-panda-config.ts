import { SITE_LAYER_STYLES, SITE_RECIPES, SITE_SLOT_RECIPES, SITE_TEXT_STYLES } from './site-recipes';
import { siteTokens } from './site-theme';

export interface SitePandaConfigOptions {
  /**
   * The class-name prefix of an app whose stylesheet shares a page with another's (mfe-public's `rbp`): without it
   * both sheets write `.px_4`, and the later sheet's `.px_4` beats the earlier sheet's `.md:px_6` on the same
   * element (one layer, same specificity). None for the shell, whose sheet comes first.
   */
  classNamePrefix?: string;
  /** The sources Panda reads for styles; the app's own sources by default. */
  include?: string[];
}

/**
 * The one Panda CSS config of the apps that draw at build time (docs/decisions/060): the shell and mfe-public call it
 * from their `panda.config.ts` with their own prefix and sources, so both stylesheets are built from the tokens,
 * breakpoints, text styles and recipes Chakra's system is built from, with Chakra's `--chakra-` variables and layer
 * names. Plain data for `defineConfig` (this package does not depend on Panda).
 */
export function sitePandaConfig({ classNamePrefix, include = ['./src/**/*.{ts,tsx}'] }: SitePandaConfigOptions = {}) {
  const { breakpoints, tokens, semanticTokens } = siteTokens();
  return {
    // Chakra's reset and global styles stay on the page (its provider still renders the interactive parts).
    preflight: false,
    // Panda's own palette and sizes are left out: every token is the site's.
    eject: true,
    presets: ['@pandacss/preset-base'],
    include,
    exclude: ['./src/**/*.test.{ts,tsx}'],
    outdir: 'styled-system',
    // Plain `.js` and `.d.ts`: webpack, TypeScript and jest read them like the app's own sources.
    outExtension: 'js' as const,
    prefix: classNamePrefix ? { className: classNamePrefix, cssVar: 'chakra' } : { cssVar: 'chakra' },
    // Chakra's layer names: Panda's utilities layer comes after Chakra's reset, base, tokens and recipes layers.
    layers: { reset: 'reset', base: 'base', tokens: 'tokens', recipes: 'recipes', utilities: 'utilities' },
    hooks: {
      // The token variables are written once, by Chakra's global styles at the end of the shell's sheet
      // (shell/scripts/chakra-global-css.ts, docs/decisions/072), which every page links first; Panda's copies in the
      // shell's and mfe-public's sheets were the same ~420 variables twice more on the root (decision 060, same
      // amendment). mfe-public's standalone page gets them from its ChakraProvider.
      'cssgen:done': ({ artifact, content }: { artifact: string; content: string }) => (artifact === 'tokens' ? '' : content),
      // Panda's hook types (its config's), which this package does not depend on.
    } as never,
    globalCss: {
      // Chakra's focus rings take the element's color palette (`colorPalette.focusRing`); Panda's read this
      // variable, set on each element so it follows the palette there (Panda's fallback is a blue of its own).
      '*': { '--global-color-focus-ring': 'var(--chakra-colors-color-palette-focus-ring)' },
    },
    theme: {
      breakpoints,
      // Chakra's token data, in the format Panda reads (same authors); its types are Chakra's, not Panda's.
      tokens: tokens as never,
      semanticTokens: semanticTokens as never,
      textStyles: SITE_TEXT_STYLES as never,
      layerStyles: SITE_LAYER_STYLES as never,
      recipes: SITE_RECIPES as never,
      slotRecipes: SITE_SLOT_RECIPES as never,
    },
  };
}
