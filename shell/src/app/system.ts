import { brandSystem } from 'shared-ui';

// The page's one Chakra system, for tests that render a Chakra component outside an island. The shell's code never
// imports this module: the first Chakra island builds the system (shared-ui `ChakraScope`, docs/decisions/072).
export const system = brandSystem();
