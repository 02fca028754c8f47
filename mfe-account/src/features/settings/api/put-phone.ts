import { mutationOptions, useMutation } from '@tanstack/react-query';
import { SETTINGS_PATHS, settingsSchema, type PhoneChangeRequest, type Settings } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/api-client';
import { SETTINGS_QUERY_KEYS } from '@/features/settings/api/query-keys';
import { storeSettings } from '@/features/settings/api/get-settings';

/** `PUT /api/settings/phone`: texts a six-digit code to the number; it is kept once the code comes back. */
export function putPhone(request: PhoneChangeRequest): Promise<Settings> {
  return apiRequest(SETTINGS_PATHS.phone, settingsSchema, { method: 'PUT', body: request });
}

export const putPhoneMutationOptions = () =>
  mutationOptions({
    mutationKey: [...SETTINGS_QUERY_KEYS.settings, 'phone'],
    mutationFn: (request: PhoneChangeRequest) => putPhone(request),
    onSuccess: (settings, _request, _result, { client }) => storeSettings(client, settings),
  });

export const usePutPhone = () => useMutation(putPhoneMutationOptions());
