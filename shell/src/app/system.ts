import { createBrandSystem } from 'shared-ui';

export const system = createBrandSystem();
