import { use } from 'react';
import { Trans } from '@lingui/react/macro';
import { CircleHelp, LifeBuoy } from 'lucide-react';
import { COMPANY, type Locale, type RemotePageProps } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import { CallToActionBanner } from '@/components/CallToActionBanner';
import { RouteButton } from '@/components/RouteButton';
import { CallSupportButton } from '@/components/SupportPhone';
import { HomeHero } from '@/features/home/HomeHero';
import { HowItWorks } from '@/features/home/HowItWorks';
import { loadHomeCatalog } from '@/features/home/i18n';
import { Promotions } from '@/features/home/Promotions';
import { WaysToPay } from '@/features/home/WaysToPay';

// Build-time styles (docs/decisions/060): Chakra's container and stack values.
const body = cx(pageContainer(), css({ maxW: '6xl', py: { base: '10', md: '14' } }));
const sections = css({ display: 'flex', flexDirection: 'column', gap: { base: '12', md: '16' } });

/** The customer homepage (spec 2.2 `/`): what we do, ways to pay, log in and enroll, promotions, help. */
export default function HomePage({ locale }: RemotePageProps) {
  use(loadHomeCatalog(locale));
  return (
    <>
      <HomeHero locale={locale} />
      <div className={body}>
        <div className={sections}>
          {/* The offers (spec 3 UI flags) are drawn at build time (docs/decisions/060): no Chakra comes with them,
              so they need no island or lazy module. They show once the stored flags are read, after hydration
              (usePromptFlags), so the server draws nothing here and a dismissed offer never flashes back. */}
          <Promotions locale={locale} />
          <WaysToPay locale={locale} />
          <HowItWorks />
          <HelpBanner locale={locale} />
        </div>
      </div>
    </>
  );
}

function HelpBanner({ locale }: { locale: Locale }) {
  const phone = COMPANY.supportPhone.display;
  return (
    <CallToActionBanner
      id="home-help"
      title={<Trans>Questions about your loan?</Trans>}
      actions={
        <>
          <RouteButton routeId="faq" locale={locale} icon={CircleHelp}>
            <Trans>Read the FAQ</Trans>
          </RouteButton>
          <RouteButton routeId="naturalDisasterAssistance" locale={locale} icon={LifeBuoy} secondary>
            <Trans>Disaster assistance</Trans>
          </RouteButton>
          <CallSupportButton />
        </>
      }
    >
      <Trans>
        Most answers are in our FAQ. If something has made paying hard, such as a job loss or a natural disaster, call
        us at {phone} as early as you can.
      </Trans>
    </CallToActionBanner>
  );
}
