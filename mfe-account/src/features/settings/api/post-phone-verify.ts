import { mutationOptions, useMutation } from '@tanstack/react-query';
import { SETTINGS_PATHS, settingsSchema, type PhoneVerifyRequest, type Settings } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';
import { SETTINGS_QUERY_KEYS } from '@/features/settings/api/query-keys';
import { storeSettings } from '@/features/settings/api/get-settings';

/** `POST /api/settings/phone/verify`: the code of the text message confirms the new number and signs out other devices. */
export function postPhoneVerify(request: PhoneVerifyRequest): Promise<Settings> {
  return apiPost(SETTINGS_PATHS.phoneVerify, request, settingsSchema);
}

export const postPhoneVerifyMutationOptions = () =>
  mutationOptions({
    mutationKey: [...SETTINGS_QUERY_KEYS.settings, 'phone-verify'],
    mutationFn: (request: PhoneVerifyRequest) => postPhoneVerify(request),
    // The confirmed number ended every other session and wrote the change to the activity (docs/decisions/050).
    onSuccess: async (settings, _request, _result, { client }) => {
      await storeSettings(client, settings);
      await Promise.all([
        client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.sessions }),
        client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.signInActivity }),
      ]);
    },
  });

export const usePostPhoneVerify = () => useMutation(postPhoneVerifyMutationOptions());
