import { use } from 'react';
import { Button, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY, localizePath, pathOf, type RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { loadContactCatalog } from '@/features/contact/i18n';

/** Spec 2.2 /contact/thank-you: the message is with us; what happens next and where to go meanwhile. */
export default function ContactThankYouPage({ routeId, locale }: RemotePageProps) {
  use(loadContactCatalog(locale));
  const phone = COMPANY.supportPhone;
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <Stack gap="6" maxW="3xl">
          <Heading as="h2" size="xl">
            <Trans>What happens next</Trans>
          </Heading>
          <List.Root as="ol" gap="3" ps="5">
            <List.Item>
              <Trans>Your message goes to the team that handles your topic.</Trans>
            </List.Item>
            <List.Item>
              <Trans>We answer within one business day, by e-mail, or by phone if you gave us a number.</Trans>
            </List.Item>
            <List.Item>
              <Trans>If we need to check your identity, we will call you or ask you to log in to your account.</Trans>
            </List.Item>
          </List.Root>
          <Text>
            <Trans>
              Is a payment due today, or is your vehicle at risk? Please call us at{' '}
              <Link href={`tel:${phone.tel}`} color="brand.700" fontWeight="semibold">
                {phone.display}
              </Link>{' '}
              instead of waiting for our answer.
            </Trans>
          </Text>
          <Text>
            <Trans>Many questions already have an answer in our frequently asked questions.</Trans>
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="brand">
              <RouterLink to={localizePath(pathOf('faq'), locale)}>
                <Trans>Read the FAQ</Trans>
              </RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand" borderColor="brand.700">
              <RouterLink to={localizePath(pathOf('index'), locale)}>
                <Trans>Back to the homepage</Trans>
              </RouterLink>
            </Button>
          </HStack>
        </Stack>
      </PageBody>
    </>
  );
}
