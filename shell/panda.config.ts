import { defineConfig } from '@pandacss/dev';
import { SITE_LAYER_STYLES, SITE_RECIPES, SITE_TEXT_STYLES, siteTokens } from 'shared-ui/theme-tokens';

const { breakpoints, tokens, semanticTokens } = siteTokens();

/**
 * Build-time styles of the shell (docs/decisions/060): Panda CSS reads the shell's sources and writes the CSS of
 * every style it finds into one stylesheet, which the browser build emits with a hashed name and the server links
 * from every page. Tokens, breakpoints, text styles and recipes are the ones Chakra's system is built from
 * (shared-ui/theme-tokens), and the variables keep Chakra's `--chakra-` prefix, so a build-time element and a
 * Chakra component read the same variables.
 */
export default defineConfig({
  // Chakra's reset and global styles stay on the page (its provider still renders the interactive parts).
  preflight: false,
  // Panda's own palette and sizes are left out: every token is the site's.
  eject: true,
  presets: ['@pandacss/preset-base'],
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  // Plain `.js` and `.d.ts`: webpack, TypeScript and jest read them like the app's own sources.
  outExtension: 'js',
  prefix: { cssVar: 'chakra' },
  // Chakra's layer names: Panda's utilities layer comes after Chakra's reset, base, tokens and recipes layers.
  layers: { reset: 'reset', base: 'base', tokens: 'tokens', recipes: 'recipes', utilities: 'utilities' },
  globalCss: {
    // Chakra's focus rings take the element's color palette (`colorPalette.focusRing`); Panda's read this variable,
    // set on each element so it follows the palette there (Panda's fallback is a blue of its own).
    '*': { '--global-color-focus-ring': 'var(--chakra-colors-color-palette-focus-ring)' },
  },
  theme: {
    breakpoints,
    tokens: tokens as never,
    semanticTokens: semanticTokens as never,
    textStyles: SITE_TEXT_STYLES as never,
    layerStyles: SITE_LAYER_STYLES as never,
    recipes: SITE_RECIPES as never,
  },
});
