import { Button, Link, type LinkProps } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Phone } from 'lucide-react';
import { COMPANY } from 'shared-contracts';

/** The support number as a link a phone dials; a number reads the same in every language (`translate="no"`). */
export function SupportPhoneLink(props: Omit<LinkProps, 'href' | 'children'>) {
  return (
    <Link href={`tel:${COMPANY.supportPhone.tel}`} htmlTranslate="no" color="brand.700" fontWeight="semibold" {...props}>
      {COMPANY.supportPhone.display}
    </Link>
  );
}

/** "Call (888) 555-0142": the secondary button of the help banners and of paying by phone. */
export function CallSupportButton() {
  const phone = COMPANY.supportPhone.display;
  return (
    // The same look as a secondary RouteButton beside it.
    <Button asChild variant="outline" colorPalette="brand" bg="white" borderColor="brand.700">
      <a href={`tel:${COMPANY.supportPhone.tel}`}>
        <Phone aria-hidden />
        <Trans>Call {phone}</Trans>
      </a>
    </Button>
  );
}
