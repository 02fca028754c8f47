import type { ReactNode } from 'react';
import { Box, Circle, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

function Step({ number, title, children }: { number: number; title: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" align="flex-start" gap="4">
      <Circle size="10" bg="brand.700" color="white" fontWeight="bold" flexShrink={0} aria-hidden>
        {number}
      </Circle>
      <Box>
        <Heading as="h3" size="md" mb="1">
          {title}
        </Heading>
        <Text>{children}</Text>
      </Box>
    </HStack>
  );
}

/** How a dealership becomes a partner, from the enquiry below to its first funded contract. */
export function PartnerSteps() {
  return (
    <Stack as="ol" listStyleType="none" gap="6">
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
    </Stack>
  );
}
