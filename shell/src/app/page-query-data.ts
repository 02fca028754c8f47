import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { PAGE_QUERY_DATA_ELEMENT_ID, parsePageQueryData } from 'shared-contracts/core';
import { pageJsonText } from '@/lib/page-json';

/**
 * The answers the server's render read (the careers openings), into the browser's query cache before hydration,
 * so the first render shows what the server rendered instead of a loading state. A page without them fetches.
 */
export function hydratePageQueryData(queryClient: QueryClient): void {
  const text = pageJsonText(PAGE_QUERY_DATA_ELEMENT_ID);
  const data = text ? parsePageQueryData(text) : null;
  // Checked down to what react-query reads first; the answers themselves are read by each query's own schema-typed
  // code, as the server wrote them from the same calls.
  if (data) hydrate(queryClient, data as unknown as DehydratedState);
}
