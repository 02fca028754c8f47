import { queryOptions, useQuery } from '@tanstack/react-query';
import { SETTINGS_PATHS, signInActivityResponseSchema, type SignInActivityItem } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { SETTINGS_QUERY_KEYS } from '@/features/settings/api/query-keys';

/** `GET /api/settings/sign-in-activity`: recent sign-ins, failed attempts, locks and credential changes, newest first. */
export function getSignInActivity({ signal }: { signal?: AbortSignal } = {}): Promise<SignInActivityItem[]> {
  return apiGet(SETTINGS_PATHS.signInActivity, signInActivityResponseSchema, { signal });
}

export const signInActivityQueryOptions = () => queryOptions({ queryKey: SETTINGS_QUERY_KEYS.signInActivity, queryFn: ({ signal }) => getSignInActivity({ signal }) });

export const useSignInActivity = () => useQuery(signInActivityQueryOptions());
