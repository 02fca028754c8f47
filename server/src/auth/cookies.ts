import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from 'shared-contracts';
import type { AppConfig } from '../config.js';
import { requestIsHttps } from '../http/site-origin.js';

/*
 * The portal's cookies. Behind TLS (or always in production) they are Secure, and the session cookie takes
 * the `__Host-` prefix: the browser then accepts it only from this exact host, over HTTPS, for path `/`,
 * so neither a sibling subdomain nor a network attacker on plain HTTP can plant a session id (fixation).
 */

export const SESSION_COOKIE = 'rb_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export type CookieConfig = Pick<AppConfig, 'nodeEnv'>;

export function usesSecureCookies(request: FastifyRequest, config: CookieConfig): boolean {
  return config.nodeEnv === 'production' || requestIsHttps(request);
}

export function sessionCookieName(request: FastifyRequest, config: CookieConfig): string {
  return usesSecureCookies(request, config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session id the browser sent under the name this connection allows, or null. */
export function readSessionCookie(request: FastifyRequest, config: CookieConfig): string | null {
  const value = request.cookies[sessionCookieName(request, config)];
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : null;
}

export function cookieOptions(request: FastifyRequest, config: CookieConfig, path = '/') {
  return { path, httpOnly: true, sameSite: 'lax' as const, secure: usesSecureCookies(request, config) };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, config: CookieConfig, sessionId: string): void {
  // No Max-Age: the cookie goes with the browser session; the server enforces idle and absolute expiry.
  reply.setCookie(sessionCookieName(request, config), sessionId, cookieOptions(request, config));
  setSessionHintCookie(request, reply, config);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: CookieConfig): void {
  reply.clearCookie(sessionCookieName(request, config), cookieOptions(request, config));
  clearSessionHintCookie(request, reply, config);
}

/*
 * The session hint (shared-contracts SESSION_HINT_COOKIE, docs/decisions/074): the session cookie's attributes and
 * lifetime, but readable by the page's script, which reads it to decide whether a session restore is worth a call.
 * A value of no meaning: the page reads only whether it is there.
 */
const hintOptions = (request: FastifyRequest, config: CookieConfig) => ({ ...cookieOptions(request, config), httpOnly: false });

export function setSessionHintCookie(request: FastifyRequest, reply: FastifyReply, config: CookieConfig): void {
  reply.setCookie(SESSION_HINT_COOKIE, '1', hintOptions(request, config));
}

export function clearSessionHintCookie(request: FastifyRequest, reply: FastifyReply, config: CookieConfig): void {
  reply.clearCookie(SESSION_HINT_COOKIE, hintOptions(request, config));
}

/** Whether the browser sent the hint: GET /api/session brings it in line with its answer. */
export const hasSessionHintCookie = (request: FastifyRequest) => request.cookies[SESSION_HINT_COOKIE] !== undefined;
