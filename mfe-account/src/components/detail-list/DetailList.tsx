import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

/** Figures as a description list of `DetailRow`s: term and value side by side on a wide screen, stacked on a phone. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <chakra.dl borderTopWidth="1px" m="0">
      {children}
    </chakra.dl>
  );
}
