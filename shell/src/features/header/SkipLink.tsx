import { Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** The id of the page's main landmark, the skip link's target. */
export const MAIN_ID = 'main-content';

/**
 * Spec 2.7's skip link. It is the header's first child, so it is inside a landmark (the banner) like all other
 * content, and still the page's first tab stop (docs/decisions/054: a second accessibility engine flags content
 * outside every landmark).
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipLink"
      bg="brand.700"
      color="white"
      px="4"
      py="2"
      borderRadius="md"
      _focus={{ top: '2' }}
    >
      <Trans>Skip to main content</Trans>
    </Link>
  );
}
