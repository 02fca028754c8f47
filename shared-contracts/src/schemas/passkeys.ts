import { z } from 'zod';
import { currentPasswordField } from './fields.js';

/*
 * Passkeys (WebAuthn; docs/decisions/052). A signed-in borrower adds one in settings after typing the current
 * password, lists and removes them; anyone signs in with one from the login dialog without typing a username
 * (a discoverable credential), and that sign-in is both factors: no code on a new device.
 *
 * 1. `POST /api/passkeys/registration-options` `{currentPassword}` → the options of `navigator.credentials.create`
 *    (a wrong password: 400 with `fields.currentPassword = 'wrong_password'`, as the e-mail change answers it).
 * 2. `POST /api/passkeys` `{credential}` (the attestation) → the passkey added.
 * 3. `GET /api/passkeys` → the list; `DELETE /api/passkeys/:id` → 204 (another borrower's id: 404).
 * 4. `POST /api/login/passkey-options` `{}` → the options of `navigator.credentials.get` (no allowed credentials:
 *    the authenticator offers the site's passkeys); the challenge is tied to a short-lived cookie.
 * 5. `POST /api/login/passkey` `{credential}` (the assertion) → what `POST /login` answers (`loginResponseSchema`):
 *    OK with the csrf token and the session cookie, or INVALID, LOCKED, NOTVERIFIED.
 * Challenges are single-use and live PASSKEY_LIMITS.challengeMinutes.
 */

export const PASSKEY_LIMITS = {
  /** How long an options answer's challenge can be answered. */
  challengeMinutes: 5,
  /** How long the browser waits for the borrower (the options' `timeout`). */
  ceremonySeconds: 120,
  /** Passkeys one borrower may keep: room for every device, not for a table filled by a script. */
  maxPerUser: 20,
  nameMaxLength: 100,
} as const;

/** Base64url as the WebAuthn JSON forms use it (no padding). Limits well above what authenticators send. */
const base64url = (maxLength: number) => z.string().min(1).max(maxLength).regex(/^[A-Za-z0-9_-]+$/, 'Not base64url');
const idField = base64url(1400);
const transportsField = z.array(z.string().max(32)).max(10);

const clientExtensionResultsSchema = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });
const authenticatorAttachmentField = z.enum(['platform', 'cross-platform']);

/** What an attestation and an assertion both carry (WebAuthn's `PublicKeyCredential` as JSON); their `response` differs. */
const credentialFields = {
  id: idField,
  rawId: idField,
  type: z.literal('public-key'),
  authenticatorAttachment: authenticatorAttachmentField.optional(),
  clientExtensionResults: clientExtensionResultsSchema,
};
const clientDataJSONField = base64url(4096);

/** The `RegistrationResponseJSON` of `@simplewebauthn/browser`'s `startRegistration` (an attestation). */
export const registrationCredentialSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: clientDataJSONField,
    attestationObject: base64url(12 * 1024),
    authenticatorData: base64url(4096).optional(),
    transports: transportsField.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});

/** The `AuthenticationResponseJSON` of `startAuthentication` (an assertion). */
export const authenticationCredentialSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: clientDataJSONField,
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(128).optional(),
  }),
});

const credentialDescriptorSchema = z.object({ id: idField, type: z.literal('public-key'), transports: transportsField.optional() });
const userVerificationField = z.enum(['required', 'preferred', 'discouraged']);
const hintsField = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional();

/** `POST /api/passkeys/registration-options`: the current password, as a change of e-mail address asks for it. */
export const passkeyRegistrationOptionsRequestSchema = z.object({ currentPassword: currentPasswordField });
export type PasskeyRegistrationOptionsRequest = z.infer<typeof passkeyRegistrationOptionsRequestSchema>;

/** Its answer: `PublicKeyCredentialCreationOptionsJSON`, for `startRegistration({ optionsJSON })`. */
export const passkeyRegistrationOptionsSchema = z.object({
  challenge: base64url(128),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: base64url(128), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: authenticatorAttachmentField.optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: userVerificationField.optional(),
      userVerification: userVerificationField.optional(),
    })
    .optional(),
  hints: hintsField,
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** `POST /api/passkeys`: the attestation `startRegistration` made. */
export const passkeyRegistrationRequestSchema = z.object({ credential: registrationCredentialSchema });
export type PasskeyRegistrationRequest = z.infer<typeof passkeyRegistrationRequestSchema>;

/**
 * One of the borrower's passkeys. `id` is a public id (not the credential's id); `name` says which browser and
 * system added it (`Chrome 131 · Windows 10`), or null when the browser said nothing recognisable.
 */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeysResponseSchema = z.array(passkeySchema);

/** `DELETE /api/passkeys/:id`. */
export const passkeyIdParamsSchema = z.object({ id: z.uuid() });

/** `POST /api/login/passkey-options`: an empty object (nothing is typed: the passkey names the account). */
export const passkeyLoginOptionsRequestSchema = z.object({}).strict();

/** Its answer: `PublicKeyCredentialRequestOptionsJSON`, for `startAuthentication({ optionsJSON })`. */
export const passkeyLoginOptionsSchema = z.object({
  challenge: base64url(128),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: userVerificationField.optional(),
  hints: hintsField,
});
export type PasskeyLoginOptions = z.infer<typeof passkeyLoginOptionsSchema>;

/** `POST /api/login/passkey`: the assertion `startAuthentication` made. Answered with `loginResponseSchema`. */
export const passkeyLoginRequestSchema = z.object({ credential: authenticationCredentialSchema });
export type PasskeyLoginRequest = z.infer<typeof passkeyLoginRequestSchema>;

/**
 * How a browser's passkey ceremony ended without a credential: the borrower cancelled it or let it time out
 * (`NotAllowedError`; nothing is lost, they can try again), the authenticator already holds a passkey for this
 * account (`InvalidStateError`, from `excludeCredentials`), or anything else (no WebAuthn, a security error).
 */
export type PasskeyCeremonyFailure = 'cancelled' | 'already-registered' | 'failed';

/** The failure of a ceremony, from the error `@simplewebauthn/browser` throws (it keeps the DOMException's name). */
export function passkeyCeremonyFailure(error: unknown): PasskeyCeremonyFailure {
  const { name, code } = typeof error === 'object' && error !== null ? (error as { name?: unknown; code?: unknown }) : {};
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'already-registered';
  return 'failed';
}

/** Thrown by the apps' passkey calls when the browser's ceremony, not the server, said no. */
export class PasskeyCeremonyError extends Error {
  constructor(
    readonly failure: PasskeyCeremonyFailure,
    options?: ErrorOptions,
  ) {
    super(`The passkey ceremony ended: ${failure}`, options);
    this.name = 'PasskeyCeremonyError';
  }
}
