import { msg } from '@lingui/core/macro';
import { PASSWORD_POLICY } from 'shared-contracts';

const { minLength } = PASSWORD_POLICY;

/** The new-password rule as an error (the length; the common-password rule is the server's, see below). */
export const NEW_PASSWORD_RULE = msg`Use at least ${minLength} characters.`;
export const REPEATED_PASSWORD_RULE = msg`The two passwords do not match. Type the same password in both fields.`;
/** COMMON_PASSWORD of the server: on its list of common passwords, or the username itself. */
export const COMMON_PASSWORD_MESSAGE = msg`This password is too easy to guess: it is a commonly used password or your username. Choose another one.`;

/** The repeated password equals the first: a form-only rule, the server never sees the copy. */
export const passwordsMatch = (password: string, repeated: string): boolean => repeated !== '' && repeated === password;

/**
 * The zod refinement settings of `passwordsMatch`: the issue is the repeated field's, and it is checked
 * whatever else the form refuses (zod skips a refinement after some failures by default), so the visitor
 * learns every problem of the form at once.
 */
export const repeatedPasswordIssue = (field: string) => ({ path: [field], message: 'Passwords differ', when: () => true });
