import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { COMPANY, ROUTE_TITLES, type RouteId } from 'shared-contracts';
import { PAGE_INTROS } from '@/features/info-pages/page-intros';

/** A public page's heading and opening paragraph. */
export function InfoPage({ routeId }: { routeId: RouteId }) {
  const { i18n } = useLingui();
  const title = ROUTE_TITLES[routeId];
  const intro = PAGE_INTROS[routeId];
  return (
    <Container maxW="4xl" py={{ base: '8', md: '14' }}>
      <Stack gap="4">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.700">
          {title ? i18n._(title) : COMPANY.name}
        </Heading>
        {intro ? (
          <Text fontSize="lg" maxW="3xl">
            {i18n._(intro)}
          </Text>
        ) : null}
      </Stack>
    </Container>
  );
}
