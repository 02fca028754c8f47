import type { ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';

/** A section of a page's body: its h2 (with `id`, which names the section for screen readers), then content. */
export function PageSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="5">
      <Heading as="h2" id={id} size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
