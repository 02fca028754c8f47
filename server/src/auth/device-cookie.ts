import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECOND_FACTOR } from 'shared-contracts';
import { cookieOptions, type CookieConfig } from './cookies.js';

/*
 * "Remember this device" (docs/decisions/033): a random id, signed with SIGNING_SECRET by @fastify/cookie, httpOnly,
 * kept SECOND_FACTOR.rememberDays days. The server keeps its SHA-256 per user (remembered_devices), so a password
 * change or reset forgets every device; the signature turns away a made-up id before any query.
 */

export const DEVICE_COOKIE = 'rb_device';
const MAX_AGE_SECONDS = SECOND_FACTOR.rememberDays * 24 * 60 * 60;

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, config: CookieConfig, deviceId: string): void {
  reply.setCookie(DEVICE_COOKIE, deviceId, { ...cookieOptions(request, config), signed: true, maxAge: MAX_AGE_SECONDS });
}

/** The device id of an untampered cookie, or null. */
export function readDeviceCookie(request: FastifyRequest): string | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (typeof raw !== 'string' || raw.length > 512) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null && unsigned.value.length <= 128 ? unsigned.value : null;
}

export const DEVICE_REMEMBER_SECONDS = MAX_AGE_SECONDS;
