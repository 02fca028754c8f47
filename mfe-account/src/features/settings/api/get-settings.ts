import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, SETTINGS_PATHS, settingsSchema, type Settings } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { SETTINGS_QUERY_KEYS } from '@/features/settings/api/query-keys';

/** `GET /api/settings`: e-mail, mobile phone, paperless, text alerts, language and autopay, with what is pending. */
export function getSettings({ signal }: { signal?: AbortSignal } = {}): Promise<Settings> {
  return apiGet(SETTINGS_PATHS.settings, settingsSchema, { signal });
}

export const settingsQueryOptions = () => queryOptions({ queryKey: SETTINGS_QUERY_KEYS.settings, queryFn: ({ signal }) => getSettings({ signal }) });

export const useSettings = () => useQuery(settingsQueryOptions());

/**
 * Every settings change answers the settings as they now stand: kept as this page's read, and the account
 * details (F0290 e-mail, F0415 paperless, F0420 texts) are read again so `/account` shows the change.
 */
export async function storeSettings(client: QueryClient, settings: Settings): Promise<void> {
  client.setQueryData(SETTINGS_QUERY_KEYS.settings, settings);
  await client.invalidateQueries({ queryKey: QUERY_KEYS.accountDetails });
}
