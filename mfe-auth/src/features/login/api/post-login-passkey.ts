import {
  PORTAL_API_PATHS,
  PasskeyCeremonyError,
  loginResponseSchema,
  passkeyCeremonyFailure,
  passkeyLoginOptionsSchema,
  type LoginResponse,
} from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * A sign-in with a passkey (docs/decisions/052): `POST /api/login/passkey-options` (its challenge tied to a
 * short-lived cookie), the browser's ceremony (the borrower picks a passkey of this site: no username typed), then
 * `POST /api/login/passkey` with the assertion, which answers what `POST /login` answers. The WebAuthn library loads
 * only here, at the click: the dialog's chunk does not grow (docs/decisions/038–040). A ceremony that ends without
 * an assertion (cancelled, timed out, no passkey) is a `PasskeyCeremonyError`.
 */
export async function postLoginPasskey(): Promise<LoginResponse> {
  const optionsJSON = await apiPost(PORTAL_API_PATHS.loginPasskeyOptions, {}, passkeyLoginOptionsSchema);
  let credential;
  try {
    const { startAuthentication } = await import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');
    credential = await startAuthentication({ optionsJSON });
  } catch (error) {
    throw new PasskeyCeremonyError(passkeyCeremonyFailure(error), { cause: error });
  }
  return apiPost(PORTAL_API_PATHS.loginPasskey, { credential }, loginResponseSchema);
}
