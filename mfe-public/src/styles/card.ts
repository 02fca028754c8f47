import { css } from 'styled-system/css';

/*
 * Chakra's card at build time (docs/decisions/060): its recipe's values for the root (outline or subtle variant,
 * medium size) and the body, so a card drawn this way looks like `Card.Root`/`Card.Body` did. A card adds its own
 * differences with `css()` beside these.
 */
// The root's styles in every variant (a plain object Panda reads at build time, as the footer's link style).
const cardFrame = {
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: '0',
  wordWrap: 'break-word',
  borderRadius: 'l3',
  color: 'fg',
  textAlign: 'start',
} as const;
export const cardRoot = css(cardFrame, { bg: 'bg.panel', borderWidth: '1px', borderColor: 'border' });
/** The subtle variant: no border, the muted background (a card usually sets its own `bg` beside it). */
export const cardRootSubtle = css(cardFrame, { bg: 'bg.muted' });
export const cardBody = css({ padding: '6', flex: '1', display: 'flex', flexDirection: 'column' });
