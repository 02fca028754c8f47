import { defineConfig } from '@pandacss/dev';
import { sitePandaConfig } from 'shared-ui/theme-tokens';

/**
 * Build-time styles of the public pages (docs/decisions/060): the site's one config (shared-ui/theme-tokens
 * `sitePandaConfig`), as the shell's. Class names start with `rbp-`, so the rules of this stylesheet and the
 * shell's never match each other's elements.
 */
export default defineConfig(sitePandaConfig({ classNamePrefix: 'rbp' }));
