import { use } from 'react';
import { Trans } from '@lingui/react/macro';
import type { RemotePageProps } from 'shared-contracts';
import { RouteButton } from '@/components/RouteButton';
import { ThankYouLayout } from '@/components/ThankYouLayout';
import { loadDealersCatalog } from '@/features/dealers/i18n';

/** Spec 2.2 /dealers/thank-you: the enquiry is with us; what happens next and what to prepare. */
export default function DealersThankYouPage({ routeId, locale }: RemotePageProps) {
  use(loadDealersCatalog(locale));
  return (
    <ThankYouLayout
      routeId={routeId}
      nextStepsTitle={<Trans>What happens next</Trans>}
      nextSteps={[
        <Trans key="call">A relationship manager for your area calls you within one business day.</Trans>,
        <Trans key="tiers">Together you go through our credit tiers and programs, and how funding works.</Trans>,
        <Trans key="agreement">We send you the dealer agreement and the list of documents to return.</Trans>,
      ]}
      actions={
        <>
          <RouteButton routeId="dealersFaq" locale={locale}>
            <Trans>Read the dealer FAQ</Trans>
          </RouteButton>
          <RouteButton routeId="dealers" locale={locale} secondary>
            <Trans>Back to the dealer homepage</Trans>
          </RouteButton>
        </>
      }
    >
      <p>
        <Trans>
          To save time, have ready your dealer license, a W-9, your surety bond and a voided check for the account we
          fund to.
        </Trans>
      </p>
    </ThankYouLayout>
  );
}
