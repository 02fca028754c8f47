import type { ReactNode } from 'react';
import { Box, Card, Heading, Icon, SimpleGrid, Text, type SimpleGridProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

/**
 * A grid of `IconCard`s (reasons to join, tips, community work). A list, so a screen reader says how many
 * there are and lets the visitor skip them.
 */
export function IconCardGrid({ columns, children }: { columns: SimpleGridProps['columns']; children: ReactNode }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="4">
      {children}
    </SimpleGrid>
  );
}

/** One card of an `IconCardGrid`: a decorative icon, an h3 and a short text. */
export function IconCard({ icon, title, children }: { icon: LucideIcon; title: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="li" variant="subtle" bg="gray.50">
      <Card.Body gap="2">
        <Box color="brand.700" mb="1" aria-hidden>
          <Icon as={icon} boxSize="6" />
        </Box>
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text color="gray.700">{children}</Text>
      </Card.Body>
    </Card.Root>
  );
}
