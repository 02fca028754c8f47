import { card } from 'styled-system/recipes';

/*
 * Chakra's card at build time (docs/decisions/060): the site's `card` slot recipe, which is Chakra's own card
 * recipe renamed (shared-ui theme/site-recipes.ts), so a card drawn this way looks like `Card.Root`/`Card.Body` and
 * its values are written once. The medium size sets the padding (`--card-padding`) on the root that the body
 * reads, so a body goes inside one of these roots. A card adds its own differences with `css()` beside these: the
 * recipe is in Panda's `recipes` layer, under the `utilities` one, so those always win.
 */
const outline = card({ variant: 'outline', size: 'md' });
export const cardRoot = outline.root;
/** The subtle variant: no border, the muted background (a card usually sets its own `bg` beside it). */
export const cardRootSubtle = card({ variant: 'subtle', size: 'md' }).root;
export const cardBody = outline.body;
