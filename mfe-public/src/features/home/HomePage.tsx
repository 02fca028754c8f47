import { use } from 'react';
import { Container, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { CircleHelp, LifeBuoy } from 'lucide-react';
import { COMPANY, type Locale, type RemotePageProps } from 'shared-contracts';
import { CallToActionBanner } from '@/components/CallToActionBanner';
import { RouteButton } from '@/components/RouteButton';
import { CallSupportButton } from '@/components/SupportPhone';
import { HomeHero } from '@/features/home/HomeHero';
import { HowItWorks } from '@/features/home/HowItWorks';
import { loadHomeCatalog } from '@/features/home/i18n';
import { Promotions } from '@/features/home/Promotions';
import { WaysToPay } from '@/features/home/WaysToPay';

/** The customer homepage (spec 2.2 `/`): what we do, ways to pay, log in and enroll, promotions, help. */
export default function HomePage({ locale }: RemotePageProps) {
  use(loadHomeCatalog(locale));
  return (
    <>
      <HomeHero locale={locale} />
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          <Promotions locale={locale} />
          <WaysToPay locale={locale} />
          <HowItWorks />
          <HelpBanner locale={locale} />
        </Stack>
      </Container>
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
