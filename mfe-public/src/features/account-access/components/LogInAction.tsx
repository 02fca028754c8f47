import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { SIGNED_IN_HOME, localizePath, pathOf, type Locale } from 'shared-contracts';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { useOpenLogin } from '@/hooks/useOpenLogin';

/** "Log in" (opens the login dialog, spec 2.10); for a visitor already signed in, the way to the account. */
export function LogInAction({ locale, variant = 'solid' }: { locale: Locale; variant?: 'solid' | 'outline' }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const openLogin = useOpenLogin();
  if (authenticated) {
    return (
      <Button asChild colorPalette="brand" variant={variant}>
        <RouterLink to={localizePath(pathOf(SIGNED_IN_HOME), locale)}>
          <Trans>Go to my account</Trans>
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button type="button" colorPalette="brand" variant={variant} onClick={openLogin}>
      <Trans>Log in</Trans>
    </Button>
  );
}
