import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { API_ERROR_CODES, PASSWORD_POLICY } from 'shared-contracts';

const { minLength } = PASSWORD_POLICY;

/** The new-password rule as an error (the length; the common-password rule is the server's, see below). */
export const NEW_PASSWORD_RULE = msg`Use at least ${minLength} characters.`;
export const REPEATED_PASSWORD_RULE = msg`The two passwords do not match. Type the same password in both fields.`;
/** COMMON_PASSWORD of the server: on its list of common passwords, or the username itself. */
export const COMMON_PASSWORD_MESSAGE = msg`This password is too easy to guess: it is a commonly used password or your username. Choose another one.`;

/** The repeated password equals the first: a form-only rule, the server never sees the copy. */
export const passwordsMatch = (password: string, repeated: string): boolean => repeated !== '' && repeated === password;

/** Where a form's fields are named: a new password (`field`) and its copy, `confirmPassword`. */
type NewPasswordValues<Field extends string> = Record<Field | 'confirmPassword', string>;

/** The rules of a new password and its copy, spread into a form's rules: `...newPasswordRules('password')`. */
export const newPasswordRules = <Field extends string>(field: Field) =>
  ({ [field]: NEW_PASSWORD_RULE, confirmPassword: REPEATED_PASSWORD_RULE }) as Record<keyof NewPasswordValues<Field>, MessageDescriptor>;

/** What the new password says for COMMON_PASSWORD, spread into a form's texts of named errors. */
export const COMMON_PASSWORD_TEXT = { [API_ERROR_CODES.commonPassword]: COMMON_PASSWORD_MESSAGE };

/**
 * The zod refinement of a new password typed twice, spread into `.refine(...)`: `passwordsMatch`, an issue of
 * the repeated field, checked whatever else the form refuses (zod skips a refinement after some failures by
 * default), so the visitor learns every problem of the form at once.
 */
export const passwordTypedTwice = <Field extends string>(
  field: Field,
): [check: (values: NewPasswordValues<Field>) => boolean, issue: { path: string[]; message: string; when: () => boolean }] => [
  (values) => passwordsMatch(values[field], values.confirmPassword),
  { path: ['confirmPassword'], message: 'Passwords differ', when: () => true },
];
