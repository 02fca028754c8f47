import type { ReactNode } from 'react';
import { Box, Container, Flex, Grid, Heading, HStack, Link, Separator, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import {
  COMPANY,
  documentPath,
  FOOTER_DOCUMENTS,
  FOOTER_LOGO,
  localizePath,
  pathOf,
  ROUTE_TITLES,
  SOCIAL_LINKS,
  type FooterDocument,
  type RouteId,
} from 'shared-contracts';
import { ChatButton } from '@/features/chat/ChatButton';
import { SOCIAL_ICONS } from '@/features/footer/SocialIcons';
import { Logo } from '@/components/Logo';
import { useLocale } from '@/hooks/useLocale';
import { ExternalLink } from '@/features/leaving-site/ExternalLink';

/** Spec 2.9: the public pages linked from the footer, in two columns. */
const COMPANY_ROUTES: readonly RouteId[] = ['about', 'careers', 'contact', 'sitemap'];
const LEGAL_ROUTES: readonly RouteId[] = ['termsOfUse', 'onlinePrivacyPolicy', 'webAccessibility', 'licenses', 'smsPolicy'];

/** White on brand.700 is 11:1; the focus ring is white too, since the brand orange is under 3:1 on this blue. */
const footerLink = {
  color: 'white',
  focusRingColor: 'white',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', color: 'white' },
} as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" fontSize="md" fontWeight="bold" color="white">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" fontSize="sm">
        {children}
      </Stack>
    </Stack>
  );
}

export function Footer() {
  const { t, i18n } = useLingui();
  const locale = useLocale();

  const routeLink = (id: RouteId) => {
    const title = ROUTE_TITLES[id];
    return (
      <li key={id}>
        <Link asChild {...footerLink}>
          <RouterLink to={localizePath(pathOf(id), locale)}>{title ? i18n._(title) : id}</RouterLink>
        </Link>
      </li>
    );
  };

  const documentLabels: Record<FooterDocument, string> = {
    'privacy-notice': t`Privacy notice`,
    'california-privacy-notice': t`California privacy notice`,
    'electronic-consent-agreement': t`Electronic consent agreement`,
  };

  const year = new Date().getFullYear();
  const company = COMPANY.name;
  const phone = COMPANY.supportPhone.display;

  return (
    <Box as="footer" bg="brand.700" color="white">
      <Container maxW="6xl" py="10">
        <Grid templateColumns={{ base: '1fr', lg: '1.4fr repeat(3, 1fr)' }} gap="8">
          <Stack gap="4">
            <Logo width={FOOTER_LOGO.width} height={FOOTER_LOGO.height} tone="onDark" />
            <Text fontSize="sm">
              <Trans>
                Customer support:{' '}
                <Link href={`tel:${COMPANY.supportPhone.tel}`} {...footerLink} fontWeight="semibold">
                  {phone}
                </Link>
              </Trans>
            </Text>
            <ChatButton />
            <Stack gap="2">
              <Heading as="h2" fontSize="md" fontWeight="bold" color="white">
                {t`Follow us`}
              </Heading>
              <HStack as="ul" gap="1" listStyleType="none" m="0" p="0" flexWrap="wrap" ms="-2">
                {SOCIAL_LINKS.map((social) => {
                  const Icon = SOCIAL_ICONS[social.id];
                  return (
                    <li key={social.id}>
                      <ExternalLink
                        href={social.url}
                        {...footerLink}
                        display="inline-flex"
                        alignItems="center"
                        justifyContent="center"
                        w="10"
                        h="10"
                        borderRadius="md"
                        _hover={{ bg: 'brand.600' }}
                      >
                        <Icon aria-hidden size={20} />
                        <VisuallyHidden>{social.label}</VisuallyHidden>
                      </ExternalLink>
                    </li>
                  );
                })}
              </HStack>
            </Stack>
          </Stack>
          <Box as="nav" aria-label={t`Footer`} gridColumn={{ lg: 'span 3' }}>
            <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="8">
              <Column title={t`Company`}>{COMPANY_ROUTES.map(routeLink)}</Column>
              <Column title={t`Legal`}>{LEGAL_ROUTES.map(routeLink)}</Column>
              <Column title={t`Documents`}>
                {FOOTER_DOCUMENTS.map((document) => (
                  <li key={document}>
                    <Link
                      href={documentPath(document, locale)}
                      target="_blank"
                      rel="noopener noreferrer"
                      {...footerLink}
                      alignItems="flex-start"
                    >
                      <Box as="span" pt="0.5" flexShrink={0}>
                        <FileText aria-hidden size={16} />
                      </Box>
                      {documentLabels[document]}{' '}
                      <VisuallyHidden>{t`(PDF, opens in a new tab)`}</VisuallyHidden>
                    </Link>
                  </li>
                ))}
              </Column>
            </Grid>
          </Box>
        </Grid>
        <Separator my="8" borderColor="whiteAlpha.400" />
        <Flex direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" fontSize="sm">
          <Text>
            <Trans>
              © {year} {company}. All rights reserved.
            </Trans>
          </Text>
          <ExternalLink href={COMPANY.licensingRegistryUrl} {...footerLink} textDecoration="underline">
            {t`NMLS Consumer Access`}
          </ExternalLink>
        </Flex>
      </Container>
    </Box>
  );
}
