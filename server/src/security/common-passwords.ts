import { createRequire } from 'node:module';
import { z } from 'zod';
import { PASSWORD_POLICY } from 'shared-contracts';

/*
 * The common-password rule of NIST SP 800-63B: the ranked list of zxcvbn-ts (@zxcvbn-ts/language-common,
 * maintained, MIT; about 49,000 passwords from breach corpora, most common first). Only entries of the
 * minimum length or more can ever match, so those are kept (about 18,000). Compared without case:
 * `Password1` is as guessable as `password1`.
 */
const LIST_MODULE = '@zxcvbn-ts/language-common/src/passwords.json';

let cached: ReadonlySet<string> | null = null;

export function commonPasswords(): ReadonlySet<string> {
  if (cached) return cached;
  const list = z.array(z.string()).parse(createRequire(import.meta.url)(LIST_MODULE));
  cached = new Set(list.filter((entry) => entry.length >= PASSWORD_POLICY.minLength).map((entry) => entry.toLowerCase()));
  return cached;
}

/**
 * True when a new password must be refused: on the list, or the username itself (context-specific words
 * of 800-63B), compared without case and surrounding spaces.
 */
export function isCommonPassword(password: string, context: { username?: string } = {}): boolean {
  const candidate = password.trim().toLowerCase();
  if (context.username && candidate === context.username.trim().toLowerCase()) return true;
  return commonPasswords().has(candidate);
}
