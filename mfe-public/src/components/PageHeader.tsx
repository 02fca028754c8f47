import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { COMPANY, ROUTE_TITLES, type RouteId } from 'shared-contracts';
import { PAGE_INTROS } from '@/components/page-intros';

/**
 * The top of every public page: the one `h1` (the route's title, the same words as the document title) and
 * the page's opening paragraph. `children` sit under the intro (calls to action, a search box).
 */
export function PageHeader({ routeId, children }: { routeId: RouteId; children?: ReactNode }) {
  const { i18n } = useLingui();
  const title = ROUTE_TITLES[routeId];
  const intro = PAGE_INTROS[routeId];
  return (
    <Box as="header" bg="brand.50" borderBottomWidth="1px" borderColor="brand.100">
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.700">
            {title ? i18n._(title) : COMPANY.name}
          </Heading>
          {intro ? (
            <Text fontSize="lg" maxW="3xl">
              {i18n._(intro)}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** The body of a public page under its header: one width and rhythm for the whole site. */
export function PageBody({ children }: { children: ReactNode }) {
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      {children}
    </Container>
  );
}
