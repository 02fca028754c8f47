import { use } from 'react';
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { ROUTE_TITLES, type RemotePageProps } from 'shared-contracts';
import { ACCOUNT_INTROS } from '@/features/pages/account-intros';
import { loadPagesCatalog } from '@/features/pages/i18n';

/** A signed-in page whose own content is not built yet: its heading and what it is for (spec 2.4). */
export default function IntroPage({ routeId, locale }: RemotePageProps) {
  use(loadPagesCatalog(locale));
  const { i18n } = useLingui();
  const title = ROUTE_TITLES[routeId];
  const intro = ACCOUNT_INTROS[routeId];
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="4">
        <Heading as="h1" size="2xl" color="brand.700">
          {title ? i18n._(title) : null}
        </Heading>
        {intro ? <Text fontSize="lg">{i18n._(intro)}</Text> : null}
      </Stack>
    </Container>
  );
}
