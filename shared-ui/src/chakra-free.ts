// shared-ui/chakra-free: what a page drawn at build time needs from shared-ui before it answers a click, without
// Chakra. shared-ui's main entry imports Chakra (its components, the scope), and both are module federation
// singletons: a static import of the main entry by a page loads Chakra before interactive. This entry never imports
// Chakra or the main entry statically (shared-ui/src/chakra-free.test.ts checks), and it is a singleton of its own,
// so the Chakra islands of every app of the page share one loader (docs/decisions/072, third step).
export { ChakraIsland, preloadable, preloadChakraScope, type ChakraIslandProps } from './islands/ChakraIsland';
export { useLeavingSiteLink } from './links/useLeavingSiteLink';
// The offers of spec 3: their flags (jotai only) and their words, for the home page's cards drawn at build time
// (docs/decisions/060). The main entry keeps exporting `usePromptFlags` for remotes built against shared-ui 1.4
// (docs/decisions/062: add, move the remotes, then remove).
export { usePromptFlags, type PromptFlag } from './prompts/usePromptFlags';
export { useOfferWords, type OfferWords } from './prompts/offer-words';
