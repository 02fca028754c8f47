import { Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { COMPANY, LINK_LIFETIME_MINUTES } from 'shared-contracts';
import { LinkLifetime } from '@/features/account-access/components/LinkLifetime';
import { ResultPanel } from '@/features/account-access/components/ResultPanel';
import { useOpenLogin } from '@/hooks/useOpenLogin';

/**
 * SUCCESS of the enrolment: the verification link is in the mail. The server does not answer the address,
 * so it is not repeated here (the visitor typed it; the page keeps nothing of the form).
 */
export function EnrollSuccess() {
  const openLogin = useOpenLogin();
  const company = COMPANY.name;
  return (
    <ResultPanel
      tone="mail"
      focusOnMount
      title={<Trans>Check your e-mail</Trans>}
      actions={
        <Button type="button" variant="outline" colorPalette="brand" onClick={openLogin}>
          <Trans>Log in</Trans>
        </Button>
      }
    >
      <Text>
        <Trans>
          Your online account is created. We sent a link to the e-mail address you entered: open it within{' '}
          <LinkLifetime minutes={LINK_LIFETIME_MINUTES.emailVerification} /> to verify your address, then log in with your new
          username and password.
        </Trans>
      </Text>
      <Stack gap="2">
        <Heading as="h3" size="md">
          <Trans>No e-mail from us?</Trans>
        </Heading>
        <List.Root ps="5" gap="1">
          <List.Item>
            <Trans>Look in your spam or junk folder; the e-mail comes from {company}.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Log in with your new username and password. The message that says your e-mail address is not verified has a “Click
              here” link that sends you a new one.
            </Trans>
          </List.Item>
        </List.Root>
      </Stack>
    </ResultPanel>
  );
}
