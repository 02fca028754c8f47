import type { ReactNode } from 'react';
import type { EnvConfig } from 'shared-contracts';
import { SAMPLE_ENV } from 'shared-contracts/testing';
import { EnvContext } from '@/app/env-config';

/** The shell's `/env.json` context for a test: the sample of shared-contracts/testing unless the test gives one. */
export function WithEnv({ children, env = SAMPLE_ENV }: { children: ReactNode; env?: EnvConfig }) {
  return <EnvContext.Provider value={env}>{children}</EnvContext.Provider>;
}
