import { use } from 'react';
import { Trans } from '@lingui/react/macro';
import type { RemotePageProps } from 'shared-contracts';
import { RouteButton } from '@/components/RouteButton';
import { SupportPhoneLink } from '@/components/SupportPhone';
import { ThankYouLayout } from '@/components/ThankYouLayout';
import { loadContactCatalog } from '@/features/contact/i18n';

/** Spec 2.2 /contact/thank-you: the message is with us; what happens next and where to go meanwhile. */
export default function ContactThankYouPage({ routeId, locale }: RemotePageProps) {
  use(loadContactCatalog(locale));
  return (
    <ThankYouLayout
      routeId={routeId}
      nextStepsTitle={<Trans>What happens next</Trans>}
      nextSteps={[
        <Trans key="team">Your message goes to the team that handles your topic.</Trans>,
        <Trans key="answer">We answer within one business day, by e-mail, or by phone if you gave us a number.</Trans>,
        <Trans key="identity">If we need to check your identity, we will call you or ask you to log in to your account.</Trans>,
      ]}
      actions={
        <>
          <RouteButton routeId="faq" locale={locale}>
            <Trans>Read the FAQ</Trans>
          </RouteButton>
          <RouteButton routeId="index" locale={locale} secondary>
            <Trans>Back to the homepage</Trans>
          </RouteButton>
        </>
      }
    >
      <p>
        <Trans>
          Is a payment due today, or is your vehicle at risk? Please call us at <SupportPhoneLink /> instead of waiting for
          our answer.
        </Trans>
      </p>
      <p>
        <Trans>Many questions already have an answer in our frequently asked questions.</Trans>
      </p>
    </ThankYouLayout>
  );
}
