import type { ReactNode } from 'react';
import { Card, Heading, List } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';

/** A card of the dealer page: an h3 and a list of short points, each with a check mark. */
export function ProgramCard({ title, points }: { title: ReactNode; points: ReactNode[] }) {
  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} h="full">
      <Card.Body gap="4">
        <Heading as="h3" size="lg" color="brand.700">
          {title}
        </Heading>
        <List.Root gap="2" variant="plain">
          {points.map((point, index) => (
            <List.Item key={index} alignItems="flex-start">
              <List.Indicator asChild color="brand.600" mt="1">
                <CircleCheck aria-hidden size={16} />
              </List.Indicator>
              {point}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
