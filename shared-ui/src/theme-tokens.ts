// shared-ui/theme-tokens: the site's tokens and build-time recipes as plain data (docs/decisions/060), read by the
// apps' Panda CSS configs at build time. No component here: it runs in Node while the build starts.
export { siteTokens, PALETTES_LEFT_OUT } from './theme/site-theme';
export { SITE_LAYER_STYLES, SITE_RECIPES, SITE_SLOT_RECIPES, SITE_TEXT_STYLES } from './theme/site-recipes';
export { sitePandaConfig, type SitePandaConfigOptions } from './theme/site-panda-config';
