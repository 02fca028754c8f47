import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RedirectLookupResponse } from 'shared-contracts';
import { API_PATHS } from 'shared-contracts/core';
import { apiGet, isApiError } from 'shared-contracts/api-client';

/**
 * Spec 2.6 / 7: asks the server whether an unknown path has moved; null when it has not (404) or when the
 * path is not one it would look up (400). Any other failure is thrown: the page then shows 'Page not found'.
 */
export async function getRedirect(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<RedirectLookupResponse | null> {
  try {
    // The schema with the answer, not with the route table's start (docs/decisions/071).
    const answerSchema = import('shared-contracts').then((contracts) => contracts.redirectLookupResponseSchema);
    return await apiGet(API_PATHS.redirectLookup, answerSchema, { query: { path }, signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function redirectQueryOptions(path: string) {
  return queryOptions({
    queryKey: ['routing', 'redirect', path],
    queryFn: ({ signal }) => getRedirect(path, { signal }),
    // The server's redirects change with a release, not while a page is open: one answer per path is enough.
    retry: false,
    staleTime: Infinity,
  });
}

export function useRedirect(path: string) {
  return useQuery(redirectQueryOptions(path));
}
