import { Box, Grid, Heading, HStack, Icon, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, CalendarClock, Headset, Languages, type LucideIcon } from 'lucide-react';

const STEPS: ReadonlyArray<{ title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    title: msg`Choose your car at a dealer we work with`,
    text: msg`We partner with franchised and independent dealers who sell used cars, light trucks and SUVs.`,
  },
  {
    title: msg`Get a quick credit decision`,
    text: msg`Your dealer sends us your application. Most applications get a decision within 30 minutes, Monday to Saturday.`,
  },
  {
    title: msg`Drive away and manage your loan online`,
    text: msg`Enroll for online access to pay, see your statements and change your due date whenever it suits you.`,
  },
];

const REASONS: ReadonlyArray<{ icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    icon: BadgeCheck,
    title: msg`Every credit history welcome`,
    text: msg`First car, thin credit or a past bankruptcy: we look at your job, income and the car, not only a score.`,
  },
  {
    icon: Headset,
    title: msg`Our own team in the United States`,
    text: msg`Your loan is serviced by our own employees, who know your account and answer messages within one business day.`,
  },
  {
    icon: CalendarClock,
    title: msg`Help when life happens`,
    text: msg`Change your due date online, and call us early if you face a hardship or a natural disaster: we look for a solution with you.`,
  },
  {
    icon: Languages,
    title: msg`In your language`,
    text: msg`Our website and online account are in English, Spanish and Portuguese.`,
  },
];

/** "How it works" and "Why customers choose us": what the company does, in three steps and four reasons. */
export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '12', lg: '16' }}>
      <Box as="section" aria-labelledby="home-how-it-works">
        <Heading as="h2" id="home-how-it-works" size="2xl" color="brand.700" mb="6">
          <Trans>How it works</Trans>
        </Heading>
        <List.Root as="ol" listStyle="none" gap="6">
          {STEPS.map((step, index) => (
            <List.Item key={step.title.id} display="flex" gap="4" alignItems="start">
              <Box
                display="flex"
                alignItems="center"
                justifyContent="center"
                boxSize="10"
                rounded="full"
                bg="brand.700"
                color="white"
                fontWeight="bold"
                flexShrink={0}
                aria-hidden
              >
                {index + 1}
              </Box>
              <Stack gap="1">
                <Heading as="h3" size="md">
                  {i18n._(step.title)}
                </Heading>
                <Text color="gray.700">{i18n._(step.text)}</Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Box as="section" aria-labelledby="home-why-us">
        <Heading as="h2" id="home-why-us" size="2xl" color="brand.700" mb="6">
          <Trans>Why customers choose us</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
          {REASONS.map((reason) => (
            <Stack key={reason.title.id} gap="2">
              <HStack gap="3">
                <Box color="brand.700" aria-hidden>
                  <Icon as={reason.icon} boxSize="6" />
                </Box>
                <Heading as="h3" size="md">
                  {i18n._(reason.title)}
                </Heading>
              </HStack>
              <Text color="gray.700">{i18n._(reason.text)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Box>
    </Grid>
  );
}
