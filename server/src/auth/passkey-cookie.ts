import type { FastifyReply, FastifyRequest } from 'fastify';
import { PASSKEY_LIMITS, PORTAL_API_PATHS } from 'shared-contracts';
import { newToken, sha256Hex } from '../security/tokens.js';
import { cookieOptions, type CookieConfig } from './cookies.js';

/*
 * The pre-login cookie of a passkey sign-in (docs/decisions/052). `POST /api/login/passkey-options` sets a random id
 * (signed with SIGNING_SECRET, httpOnly, SameSite=Strict, sent only to `POST /api/login/passkey`, as long as the
 * challenge lives); the challenge row is bound to its SHA-256. So a challenge fetched by one browser cannot be
 * answered from another, and the table holds nothing a browser could present.
 */

export const PASSKEY_SIGN_IN_COOKIE = 'rb_passkey_sign_in';

const options = (request: FastifyRequest, config: CookieConfig) => ({
  ...cookieOptions(request, config, PORTAL_API_PATHS.loginPasskey),
  sameSite: 'strict' as const,
});

/** Sets a new cookie; answers the binding hash its challenge is stored under. */
export function setPasskeySignInCookie(request: FastifyRequest, reply: FastifyReply, config: CookieConfig): string {
  const id = newToken();
  reply.setCookie(PASSKEY_SIGN_IN_COOKIE, id, { ...options(request, config), signed: true, maxAge: PASSKEY_LIMITS.challengeMinutes * 60 });
  return sha256Hex(id);
}

/** The binding hash of a valid, untampered cookie, or null. */
export function readPasskeySignInCookie(request: FastifyRequest): string | null {
  const raw = request.cookies[PASSKEY_SIGN_IN_COOKIE];
  if (typeof raw !== 'string' || raw.length > 512) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null || unsigned.value.length < 16) return null;
  return sha256Hex(unsigned.value);
}

export function clearPasskeySignInCookie(request: FastifyRequest, reply: FastifyReply, config: CookieConfig): void {
  reply.clearCookie(PASSKEY_SIGN_IN_COOKIE, options(request, config));
}
