import { Box, Flex } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { DialogHost } from '@/app/DialogHost';
import { Footer } from '@/features/footer/Footer';
import { Header } from '@/features/header/Header';
import { LoadingBar } from '@/features/loading-bar/LoadingBar';
import { useReleasePoller } from '@/features/release/useReleasePoller';
import { PageView } from '@/features/routing/PageView';
import { useLocaleSync } from '@/features/i18n/useLocaleSync';

export const MAIN_ID = 'main-content';

/** Spec 2.7: skip link, header, main, footer and the dialogs, on every page. */
export function AppShell() {
  useLocaleSync();
  useReleasePoller();
  return (
    <Flex direction="column" minH="100vh">
      <LoadingBar />
      <Box
        as="a"
        href={`#${MAIN_ID}`}
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="brand.700"
        color="white"
        px="4"
        py="2"
        borderRadius="md"
        _focus={{ top: '2' }}
      >
        <Trans>Skip to main content</Trans>
      </Box>
      <Header />
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" outline="none">
        <PageView />
      </Box>
      <Footer />
      <DialogHost />
    </Flex>
  );
}
