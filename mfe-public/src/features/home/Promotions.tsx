import { Box, Button, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Leaf, Smartphone } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { APP_STORE_LINKS, COMPANY, localizePath, pathOf, type Locale } from 'shared-contracts';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { ExternalLink, PromptCard, usePromptFlags } from 'shared-ui';
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
          <PromptCard
            icon={Smartphone}
            title={t`Your loan in your pocket`}
            dismissLabel={t`Dismiss the app offer`}
            onDismiss={() => markDone('download-app-shown')}
            actions={APP_STORE_LINKS.map(({ id, label: storeName, url }) => (
              <Button key={id} asChild variant="outline" colorPalette="brand" bg="white" size="sm">
                <ExternalLink
                  href={url}
                  newTabHint={t`(opens in a new tab)`}
                  onContinue={() => markDone('download-app-shown')}
                  textDecoration="none"
                >
                  <Trans>Get it on {storeName}</Trans>
                </ExternalLink>
              </Button>
            ))}
          >
            <Trans>
              Check your balance, make a payment and get a reminder before each due date with the free {company} app for
              iPhone and Android.
            </Trans>
          </PromptCard>
        ) : null}
        {showPaperless ? (
          <PromptCard
            icon={Leaf}
            title={t`Go paperless`}
            dismissLabel={t`Dismiss the paperless offer`}
            onDismiss={() => markDone('paperless-shown')}
            actions={
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
          </PromptCard>
        ) : null}
      </SimpleGrid>
    </Box>
  );
}
