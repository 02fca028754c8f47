import type { FastifyReply, FastifyRequest } from 'fastify';
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
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: CookieConfig): void {
  reply.clearCookie(sessionCookieName(request, config), cookieOptions(request, config));
}
