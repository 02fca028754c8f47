import { css } from 'styled-system/css';

/**
 * Chakra's `<Icon boxSize=…>` at build time (docs/decisions/060): its icon recipe's values, so an icon drawn this
 * way sits on the line as the Chakra component's did.
 */
const ICON_SIZES = {
  '4': css({ display: 'inline-block', lineHeight: '1em', flexShrink: '0', color: 'currentcolor', verticalAlign: 'middle', boxSize: '4' }),
  '5': css({ display: 'inline-block', lineHeight: '1em', flexShrink: '0', color: 'currentcolor', verticalAlign: 'middle', boxSize: '5' }),
  '6': css({ display: 'inline-block', lineHeight: '1em', flexShrink: '0', color: 'currentcolor', verticalAlign: 'middle', boxSize: '6' }),
} as const;

export const iconStyle = (size: keyof typeof ICON_SIZES) => ICON_SIZES[size];
