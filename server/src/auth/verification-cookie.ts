import type { FastifyReply, FastifyRequest } from 'fastify';
import { PORTAL_API_PATHS } from 'shared-contracts';
import { cookieOptions, type CookieConfig } from './cookies.js';

/*
 * `GET /api/verify-email-resend` has no request (spec 7) and the NOTVERIFIED login state has no session.
 * Taking a username in the query would let anyone send mail to anyone's address, and confirm who exists.
 * Instead, the NOTVERIFIED answer (given only after the right password) sets this cookie: signed with
 * SIGNING_SECRET by @fastify/cookie, httpOnly, SameSite=Strict, sent only to the resend path, valid 15 minutes. It names
 * the user and its expiry; it proves that this browser just typed that user's password.
 */

export const VERIFY_RESEND_COOKIE = 'rb_verify_resend';
export const VERIFY_RESEND_SECONDS = 15 * 60;

// SameSite=Strict: a cross-site link to the (GET) resend call must not bring the cookie along.
const options = (request: FastifyRequest, config: CookieConfig) => ({
  ...cookieOptions(request, config, PORTAL_API_PATHS.verifyEmailResend),
  sameSite: 'strict' as const,
});

export function setVerifyResendCookie(request: FastifyRequest, reply: FastifyReply, config: CookieConfig, userId: number, now = new Date()): void {
  const expires = Math.floor(now.getTime() / 1000) + VERIFY_RESEND_SECONDS;
  reply.setCookie(VERIFY_RESEND_COOKIE, `${userId}.${expires}`, { ...options(request, config), signed: true, maxAge: VERIFY_RESEND_SECONDS });
}

export function clearVerifyResendCookie(request: FastifyRequest, reply: FastifyReply, config: CookieConfig): void {
  reply.clearCookie(VERIFY_RESEND_COOKIE, options(request, config));
}

/** The user id of a valid, unexpired, untampered cookie, or null. */
export function readVerifyResendCookie(request: FastifyRequest, now = new Date()): number | null {
  const raw = request.cookies[VERIFY_RESEND_COOKIE];
  if (typeof raw !== 'string' || raw.length > 512) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  const match = /^(\d{1,12})\.(\d{1,12})$/.exec(unsigned.value);
  if (!match) return null;
  if (Number(match[2]) * 1000 <= now.getTime()) return null;
  return Number(match[1]);
}
