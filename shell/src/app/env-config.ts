import { createContext, useContext } from 'react';
import type { EnvConfig } from 'shared-contracts';
import { API_PATHS, PAGE_ISLANDS, readPageIsland } from 'shared-contracts/core';

/**
 * The configuration the server wrote into the page, or null when the page has none (or a broken one). Not parsed
 * with `envConfigSchema` here (docs/decisions/071): the start reads it before the first render, and zod is not in
 * the start. The server wrote it from its own configuration through the same schema (server/src/routes/env-json.ts,
 * `envConfigOf`, whose `/env.json` answers through `envConfigSchema`), into the same document as the HTML it rendered.
 */
function inlineEnvConfig(): EnvConfig | null {
  return readPageIsland(PAGE_ISLANDS.envConfig);
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
  // A page without the server's copy (a build served without the server's render): parsed, zod loading beside the read.
  const [{ envConfigSchema }, body] = await Promise.all([import('shared-contracts'), response.json() as Promise<unknown>]);
  return envConfigSchema.parse(body);
}

export const EnvContext = createContext<EnvConfig | null>(null);

export function useEnv(): EnvConfig {
  const env = useContext(EnvContext);
  if (!env) throw new Error('useEnv() outside <EnvContext> or before /env.json loaded');
  return env;
}
