import { use } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

/**
 * A public read the page's server render waits for (docs/decisions/027-federated-server-rendering.md):
 * on the server the component suspends until the answer is in the request's query cache, so the HTML holds the
 * data and the page carries it (dehydrated) for the browser, which hydrates with the same answer and fetches
 * nothing first. In the browser it is `useQuery` as before.
 *
 * A failed read on the server throws: React leaves the area to the browser (its loading state, then its own
 * error state), as for a remote that is down; an error state rendered on the server would not match the
 * browser's first render, which starts without the failed answer.
 */
export function useServerRenderedQuery<TData, TKey extends QueryKey>(options: UseQueryOptions<TData, Error, TData, TKey>): UseQueryResult<TData> {
  const queryClient = useQueryClient();
  if (typeof document === 'undefined') {
    const state = queryClient.getQueryState<TData>(options.queryKey);
    if (state?.status === 'error') throw state.error;
    if (state?.status !== 'success') {
      // A new promise each pass is fine here: React renders again once it settles, and finds the answer cached.
      use(queryClient.fetchQuery({ ...options, retry: false }).then(() => undefined, () => undefined));
    }
  }
  return useQuery(options);
}
