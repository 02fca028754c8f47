import { use } from 'react';
import { Trans } from '@lingui/react/macro';
import type { RemotePageProps } from 'shared-contracts';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { ContactWays } from '@/features/contact/components/ContactWays';
import { loadContactCatalog } from '@/features/contact/i18n';

// Build-time styles (docs/decisions/060): the values of the Chakra stacks and headings around the form (which stays
// Chakra: its fields are interactive).
const sections = css({ display: 'flex', flexDirection: 'column', gap: { base: '10', md: '14' } });
const waysSection = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const formSection = css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '3xl' });
const sectionTitle = heading({ size: 'xl' });

/** Spec 2.2 /contact: the ways to reach us, then the contact form. */
export default function ContactPage({ routeId, locale }: RemotePageProps) {
  use(loadContactCatalog(locale));
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <div className={sections}>
          <section aria-labelledby="contact-ways" className={waysSection}>
            <h2 id="contact-ways" className={sectionTitle}>
              <Trans>Ways to reach us</Trans>
            </h2>
            <ContactWays locale={locale} />
          </section>
          <section aria-labelledby="contact-form" className={formSection}>
            <h2 id="contact-form" className={sectionTitle}>
              <Trans>Send us a message</Trans>
            </h2>
            <p>
              <Trans>
                We answer within one business day, in the language of this page. Please do not include your full
                Social Security number or bank account number.
              </Trans>
            </p>
            <ContactForm locale={locale} />
          </section>
        </div>
      </PageBody>
    </>
  );
}
