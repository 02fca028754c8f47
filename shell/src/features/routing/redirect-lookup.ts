import { API_PATHS, redirectLookupResponseSchema, type RedirectLookupResponse } from 'shared-contracts';

/** Spec 2.6 / 7: asks the server whether an unknown path has moved; null when it has not. */
export async function lookupRedirect(path: string): Promise<RedirectLookupResponse | null> {
  const response = await fetch(`${API_PATHS.redirectLookup}?${new URLSearchParams({ path })}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new Error(`Redirect lookup answered ${response.status}`);
  return redirectLookupResponseSchema.parse(await response.json());
}
