import { createContext, useContext } from 'react';
import { API_PATHS, envConfigSchema, type EnvConfig } from 'shared-contracts';

/** Reads /env.json before the first render: remotes and third parties are chosen at runtime, not at build. */
export async function loadEnvConfig(): Promise<EnvConfig> {
  // Not the API client: /env.json is a static file read before anything else, with no session and no error body.
  const response = await fetch(API_PATHS.env, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`env.json answered ${response.status}`);
  return envConfigSchema.parse(await response.json());
}

export const EnvContext = createContext<EnvConfig | null>(null);

export function useEnv(): EnvConfig {
  const env = useContext(EnvContext);
  if (!env) throw new Error('useEnv() outside <EnvContext> or before /env.json loaded');
  return env;
}
