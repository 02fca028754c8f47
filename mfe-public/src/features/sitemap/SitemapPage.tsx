import { use } from 'react';
import { Box, Card, Heading, HStack, Icon, Link, List, SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTE_TITLES, localizePath, type AppRoute, type RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { loadSitemapCatalog } from '@/features/sitemap/i18n';
import { SITEMAP_GROUPS, sitemapSections } from '@/features/sitemap/sitemap-groups';

/** Spec 2.2 /sitemap: every listed page, generated from the route table, grouped, in the visitor's locale. */
export default function SitemapPage({ routeId, locale }: RemotePageProps) {
  use(loadSitemapCatalog(locale));
  const { i18n, t } = useLingui();
  // The route titles are the page titles (shared-contracts' catalog); the home page has none of its own.
  const label = (route: AppRoute) => {
    const title = ROUTE_TITLES[route.id];
    return title ? i18n._(title) : t`Customer homepage`;
  };

  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" alignItems="start">
          {sitemapSections().map(({ group, routes }) => {
            const { title, icon } = SITEMAP_GROUPS[group];
            const headingId = `sitemap-${group}`;
            return (
              <Card.Root as="section" key={group} aria-labelledby={headingId} variant="outline" borderColor="gray.200">
                <Card.Body gap="4">
                  <HStack gap="3">
                    <Box bg="brand.50" color="brand.700" p="2" rounded="md" aria-hidden>
                      <Icon as={icon} boxSize="5" />
                    </Box>
                    <Heading as="h2" id={headingId} size="lg" color="brand.700">
                      {i18n._(title)}
                    </Heading>
                  </HStack>
                  <List.Root listStyle="none" gap="1">
                    {routes.map((route) => (
                      <List.Item key={route.id}>
                        <Link
                          asChild
                          display="flex"
                          alignItems="flex-start"
                          gap="1"
                          py="1.5"
                          color="brand.700"
                          fontWeight="medium"
                          _hover={{ textDecoration: 'underline' }}
                        >
                          <RouterLink to={localizePath(route.path, locale)}>
                            <Box as="span" pt="1" flexShrink={0} aria-hidden>
                              <ChevronRight size={16} />
                            </Box>
                            {label(route)}
                          </RouterLink>
                        </Link>
                      </List.Item>
                    ))}
                  </List.Root>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      </PageBody>
    </>
  );
}
