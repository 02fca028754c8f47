import { use } from 'react';
import { Button, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath, pathOf, type RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { loadDealersCatalog } from '@/features/dealers/i18n';

/** Spec 2.2 /dealers/thank-you: the enquiry is with us; what happens next and what to prepare. */
export default function DealersThankYouPage({ routeId, locale }: RemotePageProps) {
  use(loadDealersCatalog(locale));
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
              <Trans>A relationship manager for your area calls you within one business day.</Trans>
            </List.Item>
            <List.Item>
              <Trans>Together you go through our credit tiers and programs, and how funding works.</Trans>
            </List.Item>
            <List.Item>
              <Trans>We send you the dealer agreement and the list of documents to return.</Trans>
            </List.Item>
          </List.Root>
          <Text>
            <Trans>
              To save time, have ready your dealer license, a W-9, your surety bond and a voided check for the account
              we fund to.
            </Trans>
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="brand">
              <RouterLink to={localizePath(pathOf('dealersFaq'), locale)}>
                <Trans>Read the dealer FAQ</Trans>
              </RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand" borderColor="brand.700">
              <RouterLink to={localizePath(pathOf('dealers'), locale)}>
                <Trans>Back to the dealer homepage</Trans>
              </RouterLink>
            </Button>
          </HStack>
        </Stack>
      </PageBody>
    </>
  );
}
