import type { ReactNode } from 'react';
import { Box, HStack, Stack, chakra } from '@chakra-ui/react';

export interface DetailRowProps {
  term: ReactNode;
  children: ReactNode;
  /** A control for this row, e.g. the review's "Change": inside the `dd`, where a `dl` allows it. */
  action?: ReactNode;
}

/** One term and its value in a `DetailList`. */
export function DetailRow({ term, children, action }: DetailRowProps) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '4' }} py="3" borderBottomWidth="1px">
      <chakra.dt fontWeight="semibold" flexBasis={{ sm: '35%' }} flexShrink={0} pt={action ? { sm: '1.5' } : undefined}>
        {term}
      </chakra.dt>
      <chakra.dd m="0" flex="1" minW="0">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Box minW="0" overflowWrap="anywhere" pt={action ? '1.5' : undefined}>
            {children}
          </Box>
          {action}
        </HStack>
      </chakra.dd>
    </Stack>
  );
}
