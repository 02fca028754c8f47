import { defineConfig } from '@pandacss/dev';
import { SITE_LAYER_STYLES, SITE_RECIPES, SITE_TEXT_STYLES, siteTokens } from 'shared-ui/theme-tokens';

const { breakpoints, tokens, semanticTokens } = siteTokens();

/**
 * Build-time styles of the public pages (docs/decisions/060), as the shell's (shell/panda.config.ts): the same
 * tokens, breakpoints, text styles and recipes (shared-ui/theme-tokens), the same `--chakra-` variables and layer
 * names. One difference: class names start with `rbp-`, so the rules of this stylesheet and the shell's never
 * match each other's elements. Without it both sheets write `.px_4`, and the later sheet's `.px_4` would beat the
 * earlier sheet's `.md:px_6` on the same element (one layer, same specificity: the later rule wins).
 */
export default defineConfig({
  preflight: false,
  eject: true,
  presets: ['@pandacss/preset-base'],
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  outExtension: 'js',
  prefix: { className: 'rbp', cssVar: 'chakra' },
  layers: { reset: 'reset', base: 'base', tokens: 'tokens', recipes: 'recipes', utilities: 'utilities' },
  globalCss: {
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
