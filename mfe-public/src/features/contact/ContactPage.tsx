import { use } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { ContactWays } from '@/features/contact/components/ContactWays';
import { loadContactCatalog } from '@/features/contact/i18n';

/** Spec 2.2 /contact: the ways to reach us, then the contact form. */
export default function ContactPage({ routeId, locale }: RemotePageProps) {
  use(loadContactCatalog(locale));
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <Stack gap={{ base: '10', md: '14' }}>
          <Stack as="section" aria-labelledby="contact-ways" gap="5">
            <Heading as="h2" id="contact-ways" size="xl">
              <Trans>Ways to reach us</Trans>
            </Heading>
            <ContactWays locale={locale} />
          </Stack>
          <Stack as="section" aria-labelledby="contact-form" gap="5" maxW="3xl">
            <Heading as="h2" id="contact-form" size="xl">
              <Trans>Send us a message</Trans>
            </Heading>
            <Text>
              <Trans>
                We answer within one business day, in the language of this page. Please do not include your full
                Social Security number or bank account number.
              </Trans>
            </Text>
            <ContactForm locale={locale} />
          </Stack>
        </Stack>
      </PageBody>
    </>
  );
}
