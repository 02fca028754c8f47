import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PORTAL_API_PATHS, endOtherSessionsResponseSchema, withId, type Passkey } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/api-client';
import { SETTINGS_QUERY_KEYS } from '@/features/settings/api/query-keys';

/** A 204 has no body, read as null (as delete-session.ts reads it). */
const noContentSchema = endOtherSessionsResponseSchema.nullable();

/** `DELETE /api/passkeys/:id` → 204: that passkey signs in no more (docs/decisions/052). */
export async function deletePasskey(id: string): Promise<void> {
  await apiRequest(withId(PORTAL_API_PATHS.passkey, id), noContentSchema, { method: 'DELETE' });
}

export const deletePasskeyMutationOptions = () =>
  mutationOptions({
    mutationKey: [...SETTINGS_QUERY_KEYS.passkeys, 'delete'],
    mutationFn: (id: string) => deletePasskey(id),
    onSuccess: (_answer, id, _result, { client }) => {
      client.setQueryData<Passkey[]>(SETTINGS_QUERY_KEYS.passkeys, (passkeys) => passkeys?.filter((passkey) => passkey.id !== id));
    },
    onSettled: (_answer, _error, _id, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.passkeys }),
        client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.signInActivity }),
      ]),
  });

export const useDeletePasskey = () => useMutation(deletePasskeyMutationOptions());
