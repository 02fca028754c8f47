import {
  PORTAL_API_PATHS,
  redactEmail,
  sendPasswordResetResponseSchema,
  sendUsernameResponseSchema,
  type SendPasswordResetRequest,
  type SendUsernameRequest,
} from 'shared-contracts';

/** A call that did not answer what its schema promises: the dialog shows 'something went wrong' (8.3). */
export class RecoveryCallError extends Error {}

async function postJson(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new RecoveryCallError(`HTTP ${response.status}`);
  return response.json();
}

/** `POST /api/send-username` (spec 4.3): resolves to the redacted address to show. */
export async function sendUsername(request: SendUsernameRequest): Promise<string> {
  const parsed = sendUsernameResponseSchema.safeParse(await postJson(PORTAL_API_PATHS.sendUsername, request));
  if (!parsed.success) throw new RecoveryCallError('Unexpected answer');
  // Already redacted by the server; redacting again is idempotent and guards the display (spec 5).
  return redactEmail(parsed.data.email);
}

/** `POST /api/send-password-reset` (spec 4.3): success only with status SUCCESS. */
export async function sendPasswordReset(request: SendPasswordResetRequest): Promise<void> {
  const parsed = sendPasswordResetResponseSchema.safeParse(await postJson(PORTAL_API_PATHS.sendPasswordReset, request));
  if (!parsed.success || parsed.data.status !== 'SUCCESS') throw new RecoveryCallError('Unexpected answer');
}
