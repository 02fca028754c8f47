import { Trans } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { link } from 'styled-system/recipes';

/** The id of the page's main landmark, the skip link's target. */
export const MAIN_ID = 'main-content';

/**
 * Spec 2.7's skip link. It is the header's first child, so it is inside a landmark (the banner) like all other
 * content, and still the page's first tab stop (docs/decisions/054: a second accessibility engine flags content
 * outside every landmark).
 */
// Build-time styles (docs/decisions/060). Above the header's menus when focused (Chakra's `skipNav` layer).
const skipLink = cx(
  link(),
  css({
    position: 'absolute',
    left: '2',
    top: '-20',
    zIndex: 'skipNav',
    bg: 'brand.700',
    color: 'white',
    px: '4',
    py: '2',
    borderRadius: 'md',
    _focus: { top: '2' },
  }),
);

export function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} className={skipLink}>
      <Trans>Skip to main content</Trans>
    </a>
  );
}
