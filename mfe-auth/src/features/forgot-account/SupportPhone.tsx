import { Link, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { COMPANY } from 'shared-contracts';

/** Spec 2.12: the customer support phone under every step. */
export function SupportPhone() {
  const phone = COMPANY.supportPhone.display;
  return (
    <Text fontSize="sm">
      <Trans>
        Need help? Call customer support at{' '}
        <Link href={`tel:${COMPANY.supportPhone.tel}`} color="brand.700">
          {phone}
        </Link>
        .
      </Trans>
    </Text>
  );
}
