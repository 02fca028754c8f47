import { lazy, use, type ComponentType, type ReactNode } from 'react';
import type * as SharedUi from 'shared-ui';

/*
 * mfe-public draws its pages at build time (docs/decisions/060) and places Chakra islands (shared-ui `ChakraScope`)
 * around what still draws with Chakra's runtime itself, so the shell does not load Chakra with every public page
 * (its page module says `chakraScope = 'self'`, docs/decisions/072). shared-ui's main entry imports Chakra: it is
 * only ever imported here, on first use.
 */

let sharedUi: Promise<typeof SharedUi> | undefined;
const loadSharedUi = () => (sharedUi ??= import('shared-ui'));

/**
 * A whole page whose first paint still draws with Chakra (a form, the style guide): it waits for Chakra's runtime
 * inside the shell's Suspense boundary, as it waits for its catalog, so the server and the browser draw the same tree.
 */
export function WithChakra({ children }: { children: ReactNode }) {
  const { ChakraScope } = use(loadSharedUi());
  return <ChakraScope>{children}</ChakraScope>;
}

/** A part loaded on first use and drawn with Chakra: its module and Chakra's runtime load together. */
export function lazyWithChakra<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { ChakraScope }] = await Promise.all([load(), loadSharedUi()]);
    return {
      default: (props: P) => (
        <ChakraScope>
          <Component {...props} />
        </ChakraScope>
      ),
    };
  });
}
