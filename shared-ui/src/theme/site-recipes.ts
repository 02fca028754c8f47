import { defaultThemeConfig } from '@chakra-ui/react/theme';

/**
 * One recipe per kind of element (docs/decisions/060): the recipes of the elements that build-time styles draw —
 * a link, a heading, a container, a separator — are Chakra's own recipe data, handed to Panda CSS as config
 * recipes. An element styled at build time looks exactly like the Chakra component it replaces, and there is one
 * definition of each kind, not one per page. A page adds its differences with `css()` beside the recipe.
 */
const { recipes = {}, slotRecipes = {}, textStyles = {}, layerStyles = {} } = defaultThemeConfig.theme ?? {};

const pick = <T extends Record<string, unknown>, K extends keyof T & string>(source: T, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, source[name]])) as Pick<T, K>;

const chakra = pick(recipes as Record<string, unknown>, ['link', 'heading', 'container', 'separator', 'button', 'input'] as const);

/**
 * Each keeps Chakra's styles under a class name of its own: with Chakra's (`chakra-link`…) the build-time rules
 * would also match every Chakra component of that kind still drawn at run time. Panda has a `container` pattern of
 * its own, so Chakra's container recipe is `pageContainer` here.
 */
const renamed = <T extends object>(recipe: T, className: string) => ({ ...recipe, className });
const withPointer = <T extends { base?: object }>(recipe: T) => ({ ...recipe, base: { ...recipe.base, cursor: 'pointer' } });
type ButtonRecipe = { base?: object; variants?: { variant?: { outline?: object } } };
/**
 * The site's variants of Chakra's button, written once rather than in `css()` beside the recipe on every page:
 * `palette` is Chakra's `colorPalette` prop (brand on the site's actions, orange on the remote-overrides banner), and
 * `variant: 'outlineStrong'` is Chakra's outline with its edge in the palette's 700 (brand.700), darker than Chakra's
 * default so the button's edge stands out (WCAG 1.4.11). A value of `variant`, not a variant of its own: one class
 * sets the border, whatever order the stylesheet writes variants in.
 */
const withSiteVariants = <T extends ButtonRecipe>(recipe: T) => ({
  ...recipe,
  variants: {
    ...recipe.variants,
    variant: { ...recipe.variants?.variant, outlineStrong: { ...recipe.variants?.variant?.outline, borderColor: 'colorPalette.700' } },
    palette: { brand: { colorPalette: 'brand' }, orange: { colorPalette: 'orange' } },
  },
});
export const SITE_RECIPES = {
  link: renamed(chakra.link as object, 'rb-link'),
  heading: renamed(chakra.heading as object, 'rb-heading'),
  pageContainer: renamed(chakra.container as object, 'rb-container'),
  separator: renamed(chakra.separator as object, 'rb-separator'),
  // Buttons and text inputs drawn at build time (the header's, the public pages' links that look like buttons, the
  // FAQ search): Chakra's own recipes, so they look exactly like the Chakra buttons and inputs of the forms.
  // Chakra's button names its `cursor.button` token (`pointer`); Panda has no cursor tokens (site-theme.ts), so
  // the value is written out: `cursor: button` is no CSS, and the build-time buttons showed the arrow.
  button: renamed(withSiteVariants(withPointer(chakra.button as ButtonRecipe)), 'rb-button'),
  input: renamed(chakra.input as object, 'rb-input'),
};

/**
 * The slot recipes of elements drawn at build time: Chakra's table (slots root, header, body, row, columnHeader, cell…;
 * the legal documents' tables and /payments' posting times), one definition for both; Chakra's card (slots root,
 * header, body, footer, title, description; the home page's offers of spec 3, whose account-overview twins are
 * shared-ui's Chakra `PromptCard`). Dialogs, menus and forms stay Chakra components.
 */
const chakraSlots = pick(slotRecipes as Record<string, unknown>, ['table', 'card'] as const);
export const SITE_SLOT_RECIPES = {
  table: renamed(chakraSlots.table as object, 'rb-table'),
  card: renamed(chakraSlots.card as object, 'rb-card'),
};

/** Chakra's text and layer styles: the heading recipe's sizes are text styles. */
export const SITE_TEXT_STYLES = textStyles;
export const SITE_LAYER_STYLES = layerStyles;
