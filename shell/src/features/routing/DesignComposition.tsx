import type { ReactNode } from 'react';
import { Container, Stack } from '@chakra-ui/react';
import type { Locale } from 'shared-contracts';
import { RemoteWidget } from '@/features/remotes/RemoteWidget';
import { UnavailablePanel } from '@/features/remotes/UnavailablePanel';

/**
 * The style guide (/design) shows the components of every remote, so it is the one page composed from all
 * three: mfe-public's page, then the samples mfe-auth and mfe-account expose.
 */
export function DesignComposition({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <>
      {children}
      <Container maxW="5xl" pb="12">
        <Stack gap="10">
          <RemoteWidget id={{ remote: 'auth', module: './DesignSamples' }} locale={locale} fallback={<UnavailablePanel compact />} />
          <RemoteWidget id={{ remote: 'account', module: './DesignSamples' }} locale={locale} fallback={<UnavailablePanel compact />} />
        </Stack>
      </Container>
    </>
  );
}
