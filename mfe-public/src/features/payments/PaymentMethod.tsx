import type { ReactNode } from 'react';
import { Badge, Box, Card, Grid, Heading, HStack, Icon, List, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, type LucideIcon } from 'lucide-react';
import type { PaymentSectionId } from '@/features/payments/payment-facts';

interface PaymentMethodProps {
  id: PaymentSectionId;
  icon: LucideIcon;
  title: string;
  /** The cost in a word or two ("Free", "No fee from us"), shown as a badge beside the title. */
  cost: string;
  /** False when someone may charge a fee (a retail location): the badge is then amber, not green. */
  free?: boolean;
  summary: ReactNode;
  details: readonly ReactNode[];
  /** What the visitor can do now: a button, a phone link, an address. */
  action?: ReactNode;
}

/** One way to pay: its own h2 (an anchor target), what it costs, how it works, and what to do next. */
export function PaymentMethod({ id, icon, title, cost, free = true, summary, details, action }: PaymentMethodProps) {
  return (
    <Card.Root as="section" id={id} aria-labelledby={`${id}-title`} variant="outline" borderColor="gray.200" scrollMarginTop="6">
      <Card.Body p={{ base: '5', md: '8' }}>
        <Grid templateColumns={{ base: '1fr', md: 'auto 1fr' }} gap={{ base: '4', md: '6' }}>
          <Box
            display={{ base: 'none', md: 'block' }}
            bg="brand.50"
            color="brand.700"
            p="3"
            rounded="xl"
            alignSelf="start"
            aria-hidden
          >
            <Icon as={icon} boxSize="7" />
          </Box>
          <Stack gap="4">
            <HStack gap="3" wrap="wrap">
              <Heading as="h2" id={`${id}-title`} size="xl" color="brand.700">
                {title}
              </Heading>
              <Badge colorPalette={free ? 'green' : 'orange'} variant="subtle" size="md">
                {cost}
              </Badge>
            </HStack>
            <Text fontSize={{ base: 'md', md: 'lg' }}>{summary}</Text>
            <List.Root gap="2" listStyle="none">
              {details.map((detail, index) => (
                <List.Item key={index} display="flex" gap="3" alignItems="start">
                  <Box color="green.700" pt="0.5" flexShrink={0} aria-hidden>
                    <CircleCheck size={18} />
                  </Box>
                  <Text as="span">{detail}</Text>
                </List.Item>
              ))}
            </List.Root>
            {action ? <Box pt="2">{action}</Box> : null}
          </Stack>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
