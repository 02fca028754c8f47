import { use } from 'react';
import { Trans } from '@lingui/react/macro';
import type { RemotePageProps } from 'shared-contracts';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes';
import { deferredRegion } from '@/components/DeferredRegion';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { ContactWays } from '@/features/contact/components/ContactWays';
import { loadContactCatalog } from '@/features/contact/i18n';

// Build-time styles (docs/decisions/060): the values of the Chakra stacks and headings around the form (which stays
// Chakra: its fields are interactive).
/**
 * The form draws with Chakra and needs react-hook-form and zod: the server draws it, the browser hydrates it when it
 * is near the viewport or used, so the page answers a click without Chakra's runtime; what is typed or sent before
 * then is held by the early script (docs/decisions/059, 060).
 */
const ContactForm = deferredRegion('contact-form-region', () =>
  import(/* webpackChunkName: "contact-form" */ '@/features/contact/components/ContactForm').then((module) => module.ContactForm),
);
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
