import { mutationOptions, useMutation } from '@tanstack/react-query';
import { SETTINGS_PATHS, settingsSchema, type EmailChangeRequest, type Settings } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/api-client';
import { SETTINGS_QUERY_KEYS } from '@/features/settings/api/query-keys';
import { storeSettings } from '@/features/settings/api/get-settings';

/** `PUT /api/settings/email`: mails a link to the new address (the change applies when it is opened). */
export function putEmail(request: EmailChangeRequest): Promise<Settings> {
  return apiRequest(SETTINGS_PATHS.email, settingsSchema, { method: 'PUT', body: request });
}

export const putEmailMutationOptions = () =>
  mutationOptions({
    mutationKey: [...SETTINGS_QUERY_KEYS.settings, 'email'],
    mutationFn: (request: EmailChangeRequest) => putEmail(request),
    onSuccess: (settings, _request, _result, { client }) => storeSettings(client, settings),
  });

export const usePutEmail = () => useMutation(putEmailMutationOptions());
