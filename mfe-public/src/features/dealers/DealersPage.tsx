import { use } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath, pathOf, type RemotePageProps } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { button, link } from 'styled-system/recipes';
import { deferredRegion } from '@/components/DeferredRegion';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { PageSection } from '@/components/PageSection';
import { CreditTiers } from '@/features/dealers/components/CreditTiers';
import { DealerLoginButton } from '@/features/dealers/components/DealerLoginButton';
import { DealerProgram } from '@/features/dealers/components/DealerProgram';
import { PartnerSteps } from '@/features/dealers/components/PartnerSteps';
import { loadDealersCatalog } from '@/features/dealers/i18n';

const ENQUIRY_ID = 'dealer-enquiry';

// Build-time styles (docs/decisions/060): the values of the Chakra stacks, texts and link that drew the page's
// layout, and Chakra's button recipe (`rb-button`) for the header's link. The enquiry form stays Chakra's; it loads
// when needed (a deferred region).
const sections = css({ display: 'flex', flexDirection: 'column', gap: { base: '10', md: '14' } });
const paragraph = css({ maxW: '3xl' });
const actions = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '4', flexWrap: 'wrap' });
const faqLink = cx(link(), css({ color: 'brand.700', fontWeight: 'semibold' }));
const partnerButton = cx(button({ variant: 'solid', size: 'md', palette: 'brand' }), css({ alignSelf: 'start' }));
/**
 * The enquiry form is below the fold and the only part of the page that needs Chakra's fields, react-hook-form and
 * zod: the server draws it, the browser hydrates it when it is near the viewport or used (docs/decisions/059, 060).
 */
const EnquiryForm = deferredRegion('dealer-enquiry-form', () =>
  import(/* webpackChunkName: "dealer-enquiry-form" */ '@/features/dealers/components/DealerEnquiryForm').then((module) => module.DealerEnquiryForm),
);
const formColumn = css({ display: 'flex', flexDirection: 'column', gap: '2', maxW: '3xl' });

/** Spec 2.2 /dealers: the dealer program, how to join, the dealer log-in, the dealer FAQ and the enquiry form. */
export default function DealersPage({ routeId, locale, shell }: RemotePageProps) {
  use(loadDealersCatalog(locale));
  return (
    <>
      <PageHeader routeId={routeId}>
        <a href={`#${ENQUIRY_ID}`} className={partnerButton}>
          <Trans>Become a partner dealer</Trans>
        </a>
      </PageHeader>
      <PageBody>
        <div className={sections}>
          <PageSection id="dealer-program" title={<Trans>Our dealer program</Trans>}>
            <DealerProgram />
          </PageSection>
          <PageSection id="dealer-tiers" title={<Trans>Credit tiers</Trans>}>
            <p className={paragraph}>
              <Trans>
                Every application is reviewed by a person, not only a score. The tier sets the longest term and how
                much of the vehicle's book value we can finance.
              </Trans>
            </p>
            <CreditTiers />
          </PageSection>
          <PageSection id="dealer-steps" title={<Trans>How to become a partner</Trans>}>
            <PartnerSteps />
          </PageSection>
          <PageSection id="dealer-partners" title={<Trans>Already a partner?</Trans>}>
            <p className={paragraph}>
              <Trans>
                Log in to the dealer portal to submit applications, upload contracts and follow your funding. Answers
                about programs, contracts and funding are in the dealer FAQ.
              </Trans>
            </p>
            <div className={actions}>
              <DealerLoginButton track={shell.track} />
              <RouterLink className={faqLink} to={localizePath(pathOf('dealersFaq'), locale)}>
                <Trans>Read the dealer FAQ</Trans>
              </RouterLink>
            </div>
          </PageSection>
          <PageSection id={ENQUIRY_ID} title={<Trans>Tell us about your dealership</Trans>}>
            <p className={paragraph}>
              <Trans>Fill in this form and a member of our dealer team will call you within one business day.</Trans>
            </p>
            <div className={formColumn}>
              <EnquiryForm locale={locale} />
            </div>
          </PageSection>
        </div>
      </PageBody>
    </>
  );
}
