import { useId } from 'react';
import { Box, Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { recoverySearch } from 'shared-contracts';
import { useOpenLogin } from '@/hooks/useOpenLogin';

/** Beside the enrolment form: what to have at hand, and the way in for those who already have access. */
export function WhatYouNeed() {
  const openLogin = useOpenLogin();
  // A complementary landmark needs a name (docs/decisions/054): its heading.
  const headingId = useId();
  return (
    <Stack as="aside" aria-labelledby={headingId} gap="6" bg="gray.50" borderWidth="1px" borderColor="gray.200" borderRadius="l3" p="6" alignSelf="start">
      <Stack gap="3">
        <Heading as="h2" id={headingId} size="lg" color="brand.700">
          <Trans>What you need</Trans>
        </Heading>
        <List.Root ps="5" gap="2">
          <List.Item>
            <Trans>Your loan account number, from your statement or welcome letter</Trans>
          </List.Item>
          <List.Item>
            <Trans>Your last name, as it appears on your loan</Trans>
          </List.Item>
          <List.Item>
            <Trans>The last 4 digits of your Social Security number</Trans>
          </List.Item>
          <List.Item>
            <Trans>Your date of birth</Trans>
          </List.Item>
          <List.Item>
            <Trans>The e-mail address or mobile phone we have on file for your loan: we send a code there to confirm the loan is yours</Trans>
          </List.Item>
          <List.Item>
            <Trans>An e-mail address you can open now: we send a link to it</Trans>
          </List.Item>
        </List.Root>
      </Stack>
      <Box borderTopWidth="1px" borderColor="gray.200" />
      <Stack gap="3" align="start">
        <Heading as="h2" size="lg" color="brand.700">
          <Trans>Already have online access?</Trans>
        </Heading>
        <Text>
          <Trans>Log in with your username and password. There is one online account per loan.</Trans>
        </Text>
        <Button type="button" colorPalette="brand" variant="outline" onClick={openLogin}>
          <Trans>Log in</Trans>
        </Button>
        <Link asChild color="brand.700" textDecoration="underline">
          <RouterLink to={recoverySearch('username')}>
            <Trans>Forgot your username or password?</Trans>
          </RouterLink>
        </Link>
      </Stack>
    </Stack>
  );
}
