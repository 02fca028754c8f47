import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { createBrandSystem } from './brand-system';

type BrandSystem = ReturnType<typeof createBrandSystem>;

let pageSystem: BrandSystem | null = null;

/**
 * The page's one Chakra system, built the first time a Chakra island renders (docs/decisions/072): this module is
 * in the `shared-ui` singleton, so every island of every app on the page gets this same object ("one React, one
 * Chakra"), and a page drawn without Chakra never builds it (~150 ms of a phone's CPU, docs/decisions/043).
 */
export function brandSystem(): BrandSystem {
  pageSystem ??= withoutGlobalStyles(createBrandSystem());
  return pageSystem;
}

/**
 * The system as the islands hand it to Chakra: the same system, minus the global styles ChakraProvider would write
 * through emotion (the layer order, Chakra's reset, its global CSS and the token variables). Those are in the shell's
 * build-time stylesheet (`shell/scripts/chakra-global-css.ts`, docs/decisions/072), on the page before any script
 * runs; written again here they would be a second copy per island. ChakraProvider is the one reader of `_global`
 * and `_config.disableLayers` (the system's own functions keep the config they were built with).
 */
function withoutGlobalStyles(system: BrandSystem): BrandSystem {
  return { ...system, _global: [], _config: { ...system._config, disableLayers: true } };
}

/**
 * A Chakra island: the provider around the parts of a page that draw with Chakra's runtime (dialogs, menus, forms,
 * tabs, toasts, and pages not yet drawn at build time). Chakra's runtime loads with the first island that renders,
 * not before the page answers a click (docs/decisions/072). Islands nest and sit side by side freely: each one is
 * a context provider of the one system, nothing more.
 */
export function ChakraScope({ children }: { children?: ReactNode }) {
  return <ChakraProvider value={brandSystem()}>{children}</ChakraProvider>;
}
