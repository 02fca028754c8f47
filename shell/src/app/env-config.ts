import { createContext, useContext } from 'react';
import { API_PATHS, ENV_CONFIG_ELEMENT_ID, envConfigSchema, parseJsonText, type EnvConfig } from 'shared-contracts';
import { pageJsonText } from '@/lib/page-json';

/** The configuration the server wrote into the page, or null when the page has none (or a broken one). */
function inlineEnvConfig(): EnvConfig | null {
  const text = pageJsonText(ENV_CONFIG_ELEMENT_ID);
  return text ? parseJsonText(envConfigSchema, text) : null;
}

/**
 * The runtime configuration before the first render (remotes and third parties are chosen at runtime, not at
 * build): from the page when the server wrote it there, else from /env.json.
 */
export async function loadEnvConfig(): Promise<EnvConfig> {
  const inline = inlineEnvConfig();
  if (inline) return inline;
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
