import { mutationOptions, useMutation } from '@tanstack/react-query';
import { SETTINGS_PATHS, settingsSchema, type PreferencesRequest, type Settings } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/api-client';
import { SETTINGS_QUERY_KEYS } from '@/features/settings/api/query-keys';
import { storeSettings } from '@/features/settings/api/get-settings';

/** `PUT /api/settings/preferences`: paperless (with the consent when turned on), text alerts and language. */
export function putPreferences(request: PreferencesRequest): Promise<Settings> {
  return apiRequest(SETTINGS_PATHS.preferences, settingsSchema, { method: 'PUT', body: request });
}

export const putPreferencesMutationOptions = () =>
  mutationOptions({
    mutationKey: [...SETTINGS_QUERY_KEYS.settings, 'preferences'],
    mutationFn: (request: PreferencesRequest) => putPreferences(request),
    onSuccess: (settings, _request, _result, { client }) => storeSettings(client, settings),
  });

export const usePutPreferences = () => useMutation(putPreferencesMutationOptions());
