import { Trans } from '@lingui/react/macro';
import { Phone } from 'lucide-react';
import { COMPANY } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { link } from 'styled-system/recipes';
import { brandOutlineButton } from '@/components/RouteButton';

// Build-time styles (docs/decisions/060): the values of the Chakra link that drew the number before.
const phoneLink = cx(link(), css({ color: 'brand.700', fontWeight: 'semibold' }));
const phoneLinkSizes = { md: css({ fontSize: 'md' }), lg: css({ fontSize: 'lg' }), xl: css({ fontSize: 'xl' }) };

/** The support number as a link a phone dials; a number reads the same in every language (`translate="no"`). */
export function SupportPhoneLink({ fontSize, className }: { fontSize?: keyof typeof phoneLinkSizes; className?: string }) {
  return (
    <a href={`tel:${COMPANY.supportPhone.tel}`} translate="no" className={cx(phoneLink, fontSize ? phoneLinkSizes[fontSize] : undefined, className)}>
      {COMPANY.supportPhone.display}
    </a>
  );
}

/** "Call (888) 555-0142": the secondary button of the help banners and of paying by phone. */
export function CallSupportButton() {
  const phone = COMPANY.supportPhone.display;
  return (
    // The same look as a secondary RouteButton beside it.
    <a href={`tel:${COMPANY.supportPhone.tel}`} className={brandOutlineButton}>
      <Phone aria-hidden />
      <Trans>Call {phone}</Trans>
    </a>
  );
}
