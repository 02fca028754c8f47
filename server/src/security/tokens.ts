import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/*
 * Opaque credentials (session ids, csrf tokens, link and lookup tokens): 256 random bits as 43 base64url
 * characters. The database keeps only their SHA-256: a copy of it (a backup, a leaked row) signs no one in
 * and opens no link. A plain hash suffices for 256-bit random values; low-entropy secrets (SSNs, codes)
 * take the keyed HMAC of identity-hash.ts instead.
 */

export const TOKEN_BYTES = 32;

export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

export const hmacHex = (key: string, value: string): string => createHmac('sha256', key).update(value, 'utf8').digest('hex');

/** Compares two strings without leaking where they differ through timing. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A six-digit code, uniformly random, leading zeros kept (spec 9). */
export const newSixDigitCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');
