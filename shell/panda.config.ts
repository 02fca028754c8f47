import { defineConfig } from '@pandacss/dev';
import { sitePandaConfig } from 'shared-ui/theme-tokens';

/**
 * Build-time styles of the shell (docs/decisions/060): Panda CSS reads the shell's sources and writes the CSS of
 * every style it finds into one stylesheet, which the browser build emits with a hashed name and the server links
 * from every page. The config is the site's one (shared-ui/theme-tokens `sitePandaConfig`): Chakra's tokens,
 * recipes and `--chakra-` variables. No class-name prefix: the shell's sheet is the first on every page.
 */
export default defineConfig(sitePandaConfig());
