import { queryOptions, useQuery } from '@tanstack/react-query';
import { PORTAL_API_PATHS, passkeysResponseSchema, type Passkey } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { SETTINGS_QUERY_KEYS } from '@/features/settings/api/query-keys';

/** `GET /api/passkeys`: the borrower's passkeys, newest first (docs/decisions/052). */
export function getPasskeys({ signal }: { signal?: AbortSignal } = {}): Promise<Passkey[]> {
  return apiGet(PORTAL_API_PATHS.passkeys, passkeysResponseSchema, { signal });
}

export const passkeysQueryOptions = () => queryOptions({ queryKey: SETTINGS_QUERY_KEYS.passkeys, queryFn: ({ signal }) => getPasskeys({ signal }) });

export const usePasskeys = () => useQuery(passkeysQueryOptions());
