import { use } from 'react';
import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { CircleHelp, LifeBuoy, Phone } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY, localizePath, pathOf, type Locale, type RemotePageProps } from 'shared-contracts';
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
    <Box as="section" aria-labelledby="home-help" bg="brand.50" rounded="xl" p={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <Stack gap="2" maxW="3xl">
          <Heading as="h2" id="home-help" size="xl" color="brand.700">
            <Trans>Questions about your loan?</Trans>
          </Heading>
          <Text>
            <Trans>
              Most answers are in our FAQ. If something has made paying hard, such as a job loss or a natural disaster,
              call us at {phone} as early as you can.
            </Trans>
          </Text>
        </Stack>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to={localizePath(pathOf('faq'), locale)}>
              <CircleHelp aria-hidden />
              <Trans>Read the FAQ</Trans>
            </RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" bg="white">
            <RouterLink to={localizePath(pathOf('naturalDisasterAssistance'), locale)}>
              <LifeBuoy aria-hidden />
              <Trans>Disaster assistance</Trans>
            </RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" bg="white">
            <a href={`tel:${COMPANY.supportPhone.tel}`}>
              <Phone aria-hidden />
              <Trans>Call {phone}</Trans>
            </a>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
