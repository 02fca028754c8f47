import { hmacHex } from './tokens.js';

/*
 * SSNs and dates of birth are stored only as HMAC-SHA256 under IDENTITY_HASH_SECRET: there are
 * only about 10^9 SSNs, so an unkeyed hash would be reversed by enumeration; without the key a stolen
 * database reveals nothing. Each kind of value has its own domain prefix so that equal digits of
 * different meaning never hash alike.
 */

export interface IdentityHasher {
  ssn(digits: string): string;
  ssnLastFour(digits: string): string;
  /** `YYYY-MM-DD`. */
  dateOfBirth(isoDate: string): string;
  /** A lookup code, bound to the lookup it was sent for. */
  lookupCode(lookupId: number, code: string): string;
}

export function createIdentityHasher(secret: string): IdentityHasher {
  return {
    ssn: (digits) => hmacHex(secret, `ssn:${digits.replace(/\D/g, '')}`),
    ssnLastFour: (digits) => hmacHex(secret, `ssn4:${digits.replace(/\D/g, '')}`),
    dateOfBirth: (isoDate) => hmacHex(secret, `dob:${isoDate}`),
    lookupCode: (lookupId, code) => hmacHex(secret, `lookup-code:${lookupId}:${code}`),
  };
}

/**
 * The form names are compared in: `  María  de la Cruz ` and `MARIA DE LA CRUZ` are the same person.
 * Accents are dropped because loan systems often store names without them.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s'’.-]+/g, ' ')
    .trim();
}

/** The form usernames are unique and found in: case and compatibility forms do not make a new name. */
export const usernameKey = (username: string): string => username.normalize('NFKC').trim().toLowerCase();

export const emailKey = (email: string): string => email.normalize('NFKC').trim().toLowerCase();
