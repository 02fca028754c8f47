import { Alert, Button, Flex, Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { FORGOT_USERNAME_SEARCH } from '@/features/account-access/hooks/recovery-links';
import { useOpenLogin } from '@/hooks/useOpenLogin';

/** ALREADY_ENROLLED: the loan has online access; log in, or recover the username or password (spec 2.11). */
export function AlreadyEnrolledAlert() {
  const openLogin = useOpenLogin();
  return (
    <Alert.Root status="info" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>This loan already has online access.</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            Log in with its username and password. If you do not remember them, we can e-mail you the username or a link to
            reset the password.
          </Trans>
          <Flex gap="4" wrap="wrap" align="center" mt="3">
            <Button type="button" size="sm" colorPalette="brand" onClick={openLogin}>
              <Trans>Log in</Trans>
            </Button>
            <Link asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
              <RouterLink to={FORGOT_USERNAME_SEARCH}>
                <Trans>Forgot your username or password?</Trans>
              </RouterLink>
            </Link>
          </Flex>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
