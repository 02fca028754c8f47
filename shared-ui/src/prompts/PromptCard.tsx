import { useId, type ReactNode } from 'react';
import { Box, Card, CloseButton, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

export interface PromptCardProps {
  icon: LucideIcon;
  /** The card's heading, which names it (a section labelled by its heading). */
  title: string;
  /** The close button's accessible name: what is dismissed ("Dismiss the app offer"). */
  dismissLabel: string;
  onDismiss: () => void;
  /** The offer's links or buttons. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * One dismissible offer of spec 3 (the app, paperless statements), on the home page and the account overview
 * alike. A section named by its heading; the heading takes the focus (`data-prompt-heading`, tabIndex -1), so a
 * page can move the focus to the prompt left after one is dismissed.
 */
export function PromptCard({ icon: IconComponent, title, dismissLabel, onDismiss, actions, children }: PromptCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" borderColor="brand.100" bg="brand.50" position="relative">
      <Card.Body>
        <HStack align="start" gap="4">
          <Box bg="white" color="brand.700" p="3" rounded="full" flexShrink={0} aria-hidden>
            <IconComponent size={24} />
          </Box>
          <Stack gap="2" pe="8">
            <Heading as="h2" id={headingId} size="md" color="brand.800" tabIndex={-1} data-prompt-heading="">
              {title}
            </Heading>
            <Text>{children}</Text>
            <HStack gap="3" wrap="wrap" pt="1">
              {actions}
            </HStack>
          </Stack>
        </HStack>
        <CloseButton position="absolute" top="2" insetEnd="2" size="sm" aria-label={dismissLabel} onClick={onDismiss} />
      </Card.Body>
    </Card.Root>
  );
}
