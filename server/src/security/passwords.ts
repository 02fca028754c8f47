import argon2 from 'argon2';
import { newToken } from './tokens.js';

/*
 * Argon2id with the OWASP minimum (19 MiB, t=2, p=1) and a random 16-byte salt per hash, in the PHC string
 * format (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), so the parameters travel with each hash and can be
 * raised later: a login with an older hash rehashes it (needsRehash).
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a crash of the login.
    return false;
  }
}

export const passwordNeedsRehash = (hash: string): boolean => {
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return true;
  }
};

/**
 * A hash of a random password, made once: an unknown username is checked against it, so it costs the same
 * argon2 time as a known one and the login form does not tell who has an account.
 */
export function dummyPasswordHash(): () => Promise<string> {
  let hash: Promise<string> | null = null;
  return () => (hash ??= hashPassword(newToken()));
}
