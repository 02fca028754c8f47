import { Box, Link, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_FIELDS, localizePath, pathOf, type Locale } from 'shared-contracts';
import { useAccountDetails } from '@/api/get-account-details';

/**
 * Paperless or paper statements, and where to change it (the settings page, spec 2.4). Said for the
 * customer's own choice once the account details are known (usually cached since sign-in); until then, or if
 * they cannot be read, in general words: the note never holds up the statements.
 */
export function PaperlessNote({ locale }: { locale: Locale }) {
  const details = useAccountDetails();
  const billing = details.data?.[ACCOUNT_FIELDS.billingMethod];
  const settings = localizePath(pathOf('accountSettings'), locale);
  let text;
  let link;
  if (billing === 'I') {
    text = <Trans>Your statements are paperless: we e-mail you when a new one is ready here, and none comes by mail.</Trans>;
    link = <Trans>Change how you get statements in Settings</Trans>;
  } else if (billing === 'P') {
    text = <Trans>You get your statements on paper by mail. Go paperless to read each one here as soon as it is ready, with an e-mail to tell you.</Trans>;
    link = <Trans>Go paperless in Settings</Trans>;
  } else {
    text = <Trans>With paperless statements, we e-mail you when a new one is ready here instead of mailing it on paper.</Trans>;
    link = <Trans>Choose paper or paperless statements in Settings</Trans>;
  }
  return (
    <Box borderWidth="1px" borderColor="brand.100" bg="brand.50" rounded="md" p="4">
      <Text>{text}</Text>
      <Text mt="2">
        <Link asChild color="brand.700" fontWeight="semibold">
          <RouterLink to={settings}>{link}</RouterLink>
        </Link>
      </Text>
    </Box>
  );
}
