import { mutationOptions } from '@tanstack/react-query';
import {
  PORTAL_API_PATHS,
  PasskeyCeremonyError,
  passkeyCeremonyFailure,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  type Passkey,
  type PasskeyRegistrationOptionsRequest,
} from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';
import { SETTINGS_QUERY_KEYS } from '@/features/settings/api/query-keys';

/**
 * Adding a passkey (docs/decisions/052): `POST /api/passkeys/registration-options` with the current password (a
 * wrong one is a 400 naming `currentPassword`), the browser's ceremony, then `POST /api/passkeys` with the
 * attestation. The WebAuthn library loads only here, at the click, so no page carries it before
 * (docs/decisions/038). A ceremony that ends without a passkey (the borrower cancelled, or this device already
 * holds one) is a `PasskeyCeremonyError`; the password typed stays in the form.
 */
export async function addPasskey(request: PasskeyRegistrationOptionsRequest): Promise<Passkey> {
  const optionsJSON = await apiPost(PORTAL_API_PATHS.passkeyRegistrationOptions, request, passkeyRegistrationOptionsSchema);
  let credential;
  try {
    const { startRegistration } = await import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');
    credential = await startRegistration({ optionsJSON });
  } catch (error) {
    throw new PasskeyCeremonyError(passkeyCeremonyFailure(error), { cause: error });
  }
  return apiPost(PORTAL_API_PATHS.passkeys, { credential }, passkeySchema);
}

export const addPasskeyMutationOptions = () =>
  mutationOptions({
    mutationKey: [...SETTINGS_QUERY_KEYS.passkeys, 'add'],
    mutationFn: (request: PasskeyRegistrationOptionsRequest) => addPasskey(request),
    onSuccess: (added, _request, _result, { client }) => {
      client.setQueryData<Passkey[]>(SETTINGS_QUERY_KEYS.passkeys, (passkeys) => [added, ...(passkeys ?? []).filter((passkey) => passkey.id !== added.id)]);
    },
    onSettled: (_answer, _error, _request, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.passkeys }),
        client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.signInActivity }),
      ]),
  });
