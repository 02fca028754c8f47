import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';

/** The id of a section's heading: the table of contents links to it. */
export const sectionHeadingId = (id: string) => `design-${id}`;

/**
 * One part of the style guide: an h2 under the page's h1, a sentence on when to use what follows, the
 * samples. The heading can take focus, so a jump from the contents moves screen readers there too.
 */
export function DesignSection({ id, title, intro, children }: { id: string; title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  const headingId = sectionHeadingId(id);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="5">
      <Stack gap="2">
        <Heading as="h2" id={headingId} tabIndex={-1} size="2xl" color="brand.700" scrollMarginTop="6" _focus={{ outline: 'none' }}>
          {title}
        </Heading>
        {intro ? <Text maxW="3xl">{intro}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}

/** An h3 inside a section. */
export function DesignSubheading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" size="lg">
      {children}
    </Heading>
  );
}
