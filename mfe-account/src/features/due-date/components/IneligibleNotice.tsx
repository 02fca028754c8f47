import { Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath, pathOf, type DueDateOptions, type Locale } from 'shared-contracts';
import { DateText, FormAlert } from 'shared-ui';

export interface IneligibleNoticeProps {
  options: DueDateOptions;
  locale: Locale;
}

/** Why the due date cannot be changed now (the rule the server named), and the message center for help. */
export function IneligibleNotice({ options, locale }: IneligibleNoticeProps) {
  const { ineligibleReason, changeAllowedFrom } = options;
  let why;
  if (ineligibleReason === 'past_due')
    why = (
      <Trans>
        Your account has an amount past due. The due date can be changed only while your account is current, with nothing past due.
        Once the past-due amount is paid, you can come back here.
      </Trans>
    );
  else if (ineligibleReason === 'changed_recently')
    why = changeAllowedFrom ? (
      <Trans>
        Your due date was changed in the last 12 months, and it can be changed once every 12 months. You can change it again from{' '}
        <DateText date={changeAllowedFrom} options={{ dateStyle: 'long' }} />.
      </Trans>
    ) : (
      <Trans>Your due date was changed in the last 12 months, and it can be changed once every 12 months.</Trans>
    );
  else why = <Trans>Your loan has no payment coming due, so there is no due date to change.</Trans>;

  return (
    <FormAlert status="info" title={<Trans>Your due date cannot be changed online right now</Trans>}>
      <Stack gap="2">
        <Text>{why}</Text>
        <Text>
          <Trans>
            If you need a different due date, write to us in the{' '}
            <Link asChild color="inherit" textDecoration="underline" fontWeight="semibold">
              <RouterLink to={localizePath(pathOf('accountMessaging'), locale)}>message center</RouterLink>
            </Link>{' '}
            and we will look at it with you.
          </Trans>
        </Text>
      </Stack>
    </FormAlert>
  );
}
