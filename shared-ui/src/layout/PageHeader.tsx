import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { COMPANY, ROUTE_TITLES, type RouteId } from 'shared-contracts';

export interface PageHeaderProps {
  /** The page's route: its title (shared-contracts, the same words as the document title) is the h1. */
  routeId?: RouteId;
  /** A title of the page's own, in place of the route's. */
  title?: ReactNode;
  /** The page's opening paragraph, in the app's words. */
  intro?: ReactNode;
  /** Under the intro: calls to action, a search box. */
  children?: ReactNode;
}

/**
 * The top of a page: its one `h1` and the opening paragraph. A page without a title of its own or a route title
 * shows the company's name, so there is always one h1.
 */
export function PageHeader({ routeId, title, intro, children }: PageHeaderProps) {
  const { i18n } = useLingui();
  const routeTitle = routeId ? ROUTE_TITLES[routeId] : undefined;
  return (
    <Box as="header" bg="brand.50" borderBottomWidth="1px" borderColor="brand.100">
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.700">
            {title ?? (routeTitle ? i18n._(routeTitle) : COMPANY.name)}
          </Heading>
          {intro ? (
            <Text fontSize="lg" maxW="3xl">
              {intro}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** The body of a page under its header: one width and rhythm for the whole site. */
export function PageBody({ children }: { children: ReactNode }) {
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      {children}
    </Container>
  );
}
