import { use } from 'react';
import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath, pathOf, type RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { PageSection } from '@/components/PageSection';
import { CreditTiers } from '@/features/dealers/components/CreditTiers';
import { DealerEnquiryForm } from '@/features/dealers/components/DealerEnquiryForm';
import { DealerLoginButton } from '@/features/dealers/components/DealerLoginButton';
import { DealerProgram } from '@/features/dealers/components/DealerProgram';
import { PartnerSteps } from '@/features/dealers/components/PartnerSteps';
import { loadDealersCatalog } from '@/features/dealers/i18n';

const ENQUIRY_ID = 'dealer-enquiry';

/** Spec 2.2 /dealers: the dealer program, how to join, the dealer log-in, the dealer FAQ and the enquiry form. */
export default function DealersPage({ routeId, locale, shell }: RemotePageProps) {
  use(loadDealersCatalog(locale));
  return (
    <>
      <PageHeader routeId={routeId}>
        <Button asChild colorPalette="brand" alignSelf="start">
          <a href={`#${ENQUIRY_ID}`}>
            <Trans>Become a partner dealer</Trans>
          </a>
        </Button>
      </PageHeader>
      <PageBody>
        <Stack gap={{ base: '10', md: '14' }}>
          <PageSection id="dealer-program" title={<Trans>Our dealer program</Trans>}>
            <DealerProgram />
          </PageSection>
          <PageSection id="dealer-tiers" title={<Trans>Credit tiers</Trans>}>
            <Text maxW="3xl">
              <Trans>
                Every application is reviewed by a person, not only a score. The tier sets the longest term and how
                much of the vehicle's book value we can finance.
              </Trans>
            </Text>
            <CreditTiers />
          </PageSection>
          <PageSection id="dealer-steps" title={<Trans>How to become a partner</Trans>}>
            <PartnerSteps />
          </PageSection>
          <PageSection id="dealer-partners" title={<Trans>Already a partner?</Trans>}>
            <Text maxW="3xl">
              <Trans>
                Log in to the dealer portal to submit applications, upload contracts and follow your funding. Answers
                about programs, contracts and funding are in the dealer FAQ.
              </Trans>
            </Text>
            <HStack gap="4" wrap="wrap">
              <DealerLoginButton track={shell.track} />
              <Link asChild color="brand.700" fontWeight="semibold">
                <RouterLink to={localizePath(pathOf('dealersFaq'), locale)}>
                  <Trans>Read the dealer FAQ</Trans>
                </RouterLink>
              </Link>
            </HStack>
          </PageSection>
          <PageSection id={ENQUIRY_ID} title={<Trans>Tell us about your dealership</Trans>}>
            <Text maxW="3xl">
              <Trans>Fill in this form and a member of our dealer team will call you within one business day.</Trans>
            </Text>
            <Stack maxW="3xl">
              <DealerEnquiryForm locale={locale} />
            </Stack>
          </PageSection>
        </Stack>
      </PageBody>
    </>
  );
}
