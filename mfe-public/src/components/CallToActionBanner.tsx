import type { ReactNode } from 'react';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';

export interface CallToActionBannerProps {
  /** The id of its h2, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  /** One short paragraph under the title. */
  children: ReactNode;
  /** The buttons: the main one first (`RouteButton`, `CallSupportButton`). */
  actions: ReactNode;
}

/** The tinted box near the end of a page that says where to go next: help, the FAQ, jobs, a call. */
export function CallToActionBanner({ id, title, children, actions }: CallToActionBannerProps) {
  return (
    <Box as="section" aria-labelledby={id} bg="brand.50" rounded="xl" p={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <Stack gap="2" maxW="3xl">
          <Heading as="h2" id={id} size="xl" color="brand.700">
            {title}
          </Heading>
          <Text>{children}</Text>
        </Stack>
        <HStack gap="3" wrap="wrap">
          {actions}
        </HStack>
      </Stack>
    </Box>
  );
}
