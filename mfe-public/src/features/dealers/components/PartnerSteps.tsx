import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes';

// Build-time styles (docs/decisions/060): the values of the Chakra stack, circle and heading that drew the steps.
const steps = css({ display: 'flex', flexDirection: 'column', listStyleType: 'none', gap: '6' });
const step = css({ display: 'flex', flexDirection: 'row', alignItems: 'flex-start', gap: '4' });
const circle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '9999px',
  boxSize: '10',
  bg: 'brand.700',
  color: 'white',
  fontWeight: 'bold',
});
const stepTitle = cx(heading(), css({ textStyle: 'md', mb: '1' }));

function Step({ number, title, children }: { number: number; title: ReactNode; children: ReactNode }) {
  return (
    <li className={step}>
      <div className={circle} aria-hidden>
        {number}
      </div>
      <div>
        <h3 className={stepTitle}>{title}</h3>
        <p>{children}</p>
      </div>
    </li>
  );
}

/** How a dealership becomes a partner, from the enquiry below to its first funded contract. */
export function PartnerSteps() {
  return (
    <ol className={steps}>
      <Step number={1} title={<Trans>Tell us about your dealership</Trans>}>
        <Trans>Send the enquiry form on this page. It takes two minutes.</Trans>
      </Step>
      <Step number={2} title={<Trans>Talk with our dealer team</Trans>}>
        <Trans>A relationship manager calls you within one business day to go through our programs and your needs.</Trans>
      </Step>
      <Step number={3} title={<Trans>Send your documents</Trans>}>
        <Trans>Your dealer license, a W-9, your surety bond and a voided check for funding. Then sign the dealer agreement online.</Trans>
      </Step>
      <Step number={4} title={<Trans>Start submitting applications</Trans>}>
        <Trans>You get your dealer portal log-in, usually within three business days of complete documents.</Trans>
      </Step>
    </ol>
  );
}
