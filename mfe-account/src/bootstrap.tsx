import { Container, Stack } from '@chakra-ui/react';
import { matchRoute } from 'shared-contracts';
import { renderStandalone } from '@tooling/standalone/render-standalone';
import { standaloneShell } from '@tooling/standalone/StandaloneDialog';
import AccountPage from '@/exposes/AccountPage';
import DesignSamples from '@/exposes/DesignSamples';

void renderStandalone((locale) => {
  const match = matchRoute(window.location.pathname);
  return (
    <Stack>
      <AccountPage routeId={match?.route.id ?? 'account'} locale={locale} params={match?.params ?? {}} shell={standaloneShell} />
      <Container>
        <DesignSamples locale={locale} shell={standaloneShell} />
      </Container>
    </Stack>
  );
});
