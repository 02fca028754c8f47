import { Button, Container, HStack, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Frown } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { localizePath, pathOf, splitLocale } from 'shared-contracts';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';

const TITLES = { 404: msg`Page not found`, 500: msg`Something went wrong` } as const;

export interface ErrorPageProps {
  status: 404 | 500;
  /** The unknown path (404 only). */
  path?: string;
  /** True when the error happened on the first page load rather than after a navigation (spec 8.5). */
  fatal?: boolean;
}

/** Spec 2.14 / 8.5: a sad icon, a title and a message, with buttons home and to get help. */
export function ErrorPage({ status, path, fatal = false }: ErrorPageProps) {
  const { i18n, t } = useLingui();
  const { locale } = splitLocale(useLocation().pathname);
  useDocumentTitle(TITLES[status]);

  const detail =
    status === 404 && path ? (fatal ? t`Page Not Found: ${path}` : t`Page not found: ${path}`) : null;

  return (
    <Container maxW="2xl" py={{ base: '12', md: '20' }}>
      <Stack align="center" textAlign="center" gap="5">
        <Icon boxSize="16" color="brand.700" aria-hidden>
          <Frown />
        </Icon>
        <Heading as="h1" size="2xl">
          {i18n._(TITLES[status])}
        </Heading>
        <Text fontSize="lg">
          {status === 404 ? (
            <Trans>The page you asked for does not exist or has moved. Check the address, or start again from our home page.</Trans>
          ) : (
            <Trans>We could not show this page right now. Please try again in a few minutes; your account information is safe.</Trans>
          )}
        </Text>
        {detail ? (
          <Text color="gray.700" fontSize="sm" wordBreak="break-all">
            {detail}
          </Text>
        ) : null}
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild colorPalette="brand">
            <RouterLink to={localizePath(pathOf('index'), locale)}>
              <Trans>Go to the home page</Trans>
            </RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={localizePath(pathOf('contact'), locale)}>
              <Trans>Get help</Trans>
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
