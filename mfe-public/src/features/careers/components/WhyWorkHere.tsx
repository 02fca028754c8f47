import type { ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { GraduationCap, HeartHandshake, Sun, Wallet } from 'lucide-react';

function Reason({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Box as="li" bg="brand.50" rounded="md" p="5">
      <Box color="brand.700" mb="3">
        {icon}
      </Box>
      <Heading as="h3" size="md" mb="2">
        {title}
      </Heading>
      <Text>{children}</Text>
    </Box>
  );
}

/** Why people join and stay: the work itself, pay and benefits, time off, and room to grow. */
export function WhyWorkHere() {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <Reason icon={<HeartHandshake aria-hidden />} title={<Trans>Work that matters</Trans>}>
        <Trans>Our customers need their car to get to work. Every call you take and every loan you fund keeps someone on the road.</Trans>
      </Reason>
      <Reason icon={<Wallet aria-hidden />} title={<Trans>Pay and benefits</Trans>}>
        <Trans>Competitive pay, medical, dental and vision coverage from your first month, and a 401(k) with a 4% company match.</Trans>
      </Reason>
      <Reason icon={<Sun aria-hidden />} title={<Trans>Time for your life</Trans>}>
        <Trans>Paid time off from your first day, ten paid holidays and a paid volunteer day every year.</Trans>
      </Reason>
      <Reason icon={<GraduationCap aria-hidden />} title={<Trans>Room to grow</Trans>}>
        <Trans>Paid training, up to $5,250 a year for tuition, and team leads who mostly started in the roles we hire for today.</Trans>
      </Reason>
    </SimpleGrid>
  );
}
