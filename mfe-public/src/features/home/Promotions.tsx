import { Box, Button, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY, localizePath, pathOf, type Locale } from 'shared-contracts';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { AppOfferCard, PaperlessOfferCard, usePromptFlags } from 'shared-ui';
import { useOpenLogin } from '@/hooks/useOpenLogin';

/** The app and paperless promotions of the home page; each one leaves for good once dismissed or used. */
export function Promotions({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const { isShown, markDone } = usePromptFlags();
  const openLogin = useOpenLogin();
  const signedIn = useAtomValue(authenticatedAtom);
  const showApp = isShown('download-app-shown');
  const showPaperless = isShown('paperless-shown');
  const company = COMPANY.name;
  if (!showApp && !showPaperless) return null;

  return (
    <Box as="section" aria-label={t`Offers for you`}>
      <SimpleGrid columns={{ base: 1, md: showApp && showPaperless ? 2 : 1 }} gap="5">
        {showApp ? (
          <AppOfferCard onDismiss={() => markDone('download-app-shown')} onContinue={() => markDone('download-app-shown')}>
            <Trans>
              Check your balance, make a payment and get a reminder before each due date with the free {company} app for
              iPhone and Android.
            </Trans>
          </AppOfferCard>
        ) : null}
        {showPaperless ? (
          <PaperlessOfferCard
            onDismiss={() => markDone('paperless-shown')}
            action={
              signedIn ? (
                <Button asChild colorPalette="brand" size="sm">
                  <RouterLink to={localizePath(pathOf('accountSettings'), locale)} onClick={() => markDone('paperless-shown')}>
                    <Trans>Turn on paperless statements</Trans>
                  </RouterLink>
                </Button>
              ) : (
                <Button
                  colorPalette="brand"
                  size="sm"
                  onClick={() => {
                    markDone('paperless-shown');
                    openLogin();
                  }}
                >
                  <Trans>Log in to go paperless</Trans>
                </Button>
              )
            }
          >
            <Trans>
              Get an e-mail when your statement is ready instead of waiting for the mail. It is faster, safer and uses
              less paper; turn it on in your account settings.
            </Trans>
          </PaperlessOfferCard>
        ) : null}
      </SimpleGrid>
    </Box>
  );
}
