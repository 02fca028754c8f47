import { createSystem, defaultConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { BRAND_THEME } from 'shared-contracts';

// BRAND_THEME is plain data in shared-contracts (no Chakra import there); its shape is Chakra's config.
export const system = createSystem(defaultConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));
