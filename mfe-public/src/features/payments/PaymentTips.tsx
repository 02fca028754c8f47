import { Trans } from '@lingui/react/macro';
import { CalendarCheck, CalendarClock, HandCoins, LifeBuoy, ShieldAlert, Timer } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY, localizePath, pathOf, type Locale } from 'shared-contracts';
import { css, cx } from 'styled-system/css';
import { heading, link } from 'styled-system/recipes';
import { IconCard, IconCardGrid } from '@/components/IconCard';

const columns = css({
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
});
// Build-time styles (docs/decisions/060): the values of the Chakra section box, heading and link that drew them.
const section = css({ pt: '6' });
const title = cx(heading({ size: 'xl' }), css({ color: 'brand.700', mb: '4' }));
// Inline, not the link recipe's inline-flex, so the full stop after it stays on its line.
const inlineLink = cx(link(), css({ display: 'inline', color: 'brand.700', fontWeight: 'semibold', textDecoration: 'underline' }));

/** Due dates, late fees, payoff quotes, hardship and scams: what helps a customer pay on time and safely. */
export function PaymentTips({ locale }: { locale: Locale }) {
  const phone = COMPANY.supportPhone.display;
  return (
    <section aria-labelledby="payment-tips" className={section}>
      <h2 id="payment-tips" className={title}>
        <Trans>Tips for paying on time</Trans>
      </h2>
      <IconCardGrid columns={columns}>
        <IconCard icon={CalendarCheck} title={<Trans>Know your due date and grace period</Trans>}>
          <Trans>
            Your due date is on your statement and in your account. If a payment arrives after the grace period in your
            contract, a late fee may be charged as your contract and state law allow.
          </Trans>
        </IconCard>
        <IconCard icon={Timer} title={<Trans>Pay a few days early</Trans>}>
          <Trans>
            Payments made on a weekend or holiday post on the next business day, and mail takes 7 to 10 days. Paying a
            little early keeps you on time.
          </Trans>
        </IconCard>
        <IconCard icon={CalendarClock} title={<Trans>Need a different due date?</Trans>}>
          <Trans>
            If your account is current, log in and choose Change my due date. Moving it later adds interest for the
            extra days, which you see before you confirm.
          </Trans>
        </IconCard>
        <IconCard icon={HandCoins} title={<Trans>Paying off your loan</Trans>}>
          <Trans>
            Your payoff amount changes every day because interest is charged daily. Your account shows today’s payoff;
            call {phone} for a written payoff quote good through a later date.
          </Trans>
        </IconCard>
        <IconCard icon={LifeBuoy} title={<Trans>Having trouble paying?</Trans>}>
          <Trans>
            Call us before your due date: we may be able to move your due date or set up a payment plan. Affected by a
            disaster? See{' '}
            <RouterLink to={localizePath(pathOf('naturalDisasterAssistance'), locale)} className={inlineLink}>
              natural disaster assistance
            </RouterLink>
            .
          </Trans>
        </IconCard>
        <IconCard icon={ShieldAlert} title={<Trans>Protect yourself from scams</Trans>}>
          <Trans>
            We never ask for your password or a one-time code by phone, text or e-mail, and we never ask you to pay with
            gift cards. If in doubt, hang up and call the number on your statement.
          </Trans>
        </IconCard>
      </IconCardGrid>
    </section>
  );
}
