import { defineConfig } from '@pandacss/dev';
import { sitePandaConfig } from 'shared-ui/theme-tokens';

const site = sitePandaConfig({ classNamePrefix: 'rbp' });

/**
 * Build-time styles of the public pages (docs/decisions/060): the site's one config (shared-ui/theme-tokens
 * `sitePandaConfig`), as the shell's. Class names start with `rbp-`, so the rules of this stylesheet and the
 * shell's never match each other's elements. Plus Chakra's `spin` keyframes, which its `spin` animation token
 * names: /licenses' loading spinner is drawn here, and Chakra's copy is only there once its provider is.
 */
export default defineConfig({
  ...site,
  theme: {
    ...site.theme,
    keyframes: { spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } } },
  },
});
