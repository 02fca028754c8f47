import type { ReactNode } from 'react';
import { HStack, Spinner, Text } from '@chakra-ui/react';

/** A read still under way, said to screen readers too. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <HStack role="status" gap="3" color="fg.muted">
      <Spinner size="sm" aria-hidden />
      <Text>{children}</Text>
    </HStack>
  );
}
