import type { ReactNode } from 'react';
import { Badge, Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

function Tier({ name, label, who, terms }: { name: string; label: ReactNode; who: ReactNode; terms: ReactNode }) {
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderTopWidth="4px" borderTopColor="brand.600" rounded="md" p="5">
      <Badge colorPalette="brand" variant="subtle" mb="2">
        <Trans>Tier {name}</Trans>
      </Badge>
      <Heading as="h3" size="md" mb="2">
        {label}
      </Heading>
      <Text mb="2">{who}</Text>
      <Text fontSize="sm" color="fg.muted">
        {terms}
      </Text>
    </Box>
  );
}

/** The four credit tiers a dealer's customer can fall in, with the terms each one gets. */
export function CreditTiers() {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <Tier
        name="A"
        label={<Trans>Established credit</Trans>}
        who={<Trans>Scores from 680, with a steady payment history.</Trans>}
        terms={<Trans>Terms up to 72 months, up to 120% of book value.</Trans>}
      />
      <Tier
        name="B"
        label={<Trans>Near-prime</Trans>}
        who={<Trans>Scores from 600 to 679, or a few late payments in the past two years.</Trans>}
        terms={<Trans>Terms up to 72 months, up to 115% of book value.</Trans>}
      />
      <Tier
        name="C"
        label={<Trans>Rebuilding credit</Trans>}
        who={<Trans>Scores below 600, a discharged bankruptcy or a past repossession.</Trans>}
        terms={<Trans>Terms up to 60 months, up to 110% of book value.</Trans>}
      />
      <Tier
        name="D"
        label={<Trans>First-time buyers</Trans>}
        who={<Trans>Little or no credit history, with proof of income and residence.</Trans>}
        terms={<Trans>Terms up to 60 months, up to 100% of book value.</Trans>}
      />
    </SimpleGrid>
  );
}
