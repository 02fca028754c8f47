import { Suspense, use, useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { CircleHelp, LifeBuoy } from 'lucide-react';
import { COMPANY, type Locale, type RemotePageProps } from 'shared-contracts/core';
import { uiFlagsAtom } from 'shared-contracts/atoms';
import { css, cx } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import { CallToActionBanner } from '@/components/CallToActionBanner';
import { RouteButton } from '@/components/RouteButton';
import { CallSupportButton } from '@/components/SupportPhone';
import { HomeHero } from '@/features/home/HomeHero';
import { HowItWorks } from '@/features/home/HowItWorks';
import { loadHomeCatalog } from '@/features/home/i18n';
import { WaysToPay } from '@/features/home/WaysToPay';
import { preloadable } from 'shared-ui/chakra-free';

// Build-time styles (docs/decisions/060): Chakra's container and stack values.
const body = cx(pageContainer(), css({ maxW: '6xl', py: { base: '10', md: '14' } }));
const sections = css({ display: 'flex', flexDirection: 'column', gap: { base: '12', md: '16' } });

/*
 * The offers (spec 3 UI flags) are shared-ui's one offer card, which the account overview shows too: a Chakra
 * component. They never show before the page has hydrated (usePromptFlags waits for the stored flags), so their
 * module — and Chakra with it — is fetched only after that, and not at all once both offers are dealt with: the
 * page is interactive without Chakra's code (docs/decisions/060, 069).
 */
const Promotions = preloadable(() => import('@/features/home/Promotions').then(({ Promotions: component }) => component), { island: true }).Component;

function LatePromotions({ locale }: { locale: Locale }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const flags = useAtomValue(uiFlagsAtom);
  if (!hydrated || (flags['download-app-shown'] && flags['paperless-shown'])) return null;
  return (
    <Suspense fallback={null}>
      <Promotions locale={locale} />
    </Suspense>
  );
}

/** The customer homepage (spec 2.2 `/`): what we do, ways to pay, log in and enroll, promotions, help. */
export default function HomePage({ locale }: RemotePageProps) {
  use(loadHomeCatalog(locale));
  return (
    <>
      <HomeHero locale={locale} />
      <div className={body}>
        <div className={sections}>
          <LatePromotions locale={locale} />
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
