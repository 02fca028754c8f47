import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { PAGE_ISLANDS, readPageIsland } from 'shared-contracts/core';

/**
 * The answers the server's render read (the careers openings), into the browser's query cache before hydration,
 * so the first render shows what the server rendered instead of a loading state. A page without them fetches.
 */
export function hydratePageQueryData(queryClient: QueryClient): void {
  const data = readPageIsland(PAGE_ISLANDS.queryData);
  // Checked down to what react-query reads first; the answers themselves are read by each query's own schema-typed
  // code, as the server wrote them from the same calls.
  if (data) hydrate(queryClient, data as unknown as DehydratedState);
}
