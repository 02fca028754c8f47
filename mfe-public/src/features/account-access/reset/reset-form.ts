import type { MessageDescriptor } from '@lingui/core';
import { currentPasswordField, resetPasswordRequestSchema } from 'shared-contracts';
import { COMMON_PASSWORD_TEXT, newPasswordRules, passwordTypedTwice } from '@/features/account-access/forms/password-rules';

export interface ResetFormValues {
  password: string;
  confirmPassword: string;
}

export const EMPTY_RESET_FORM: ResetFormValues = { password: '', confirmPassword: '' };

/** The fields in the order the visitor reads them: the first refused one gets the focus. */
export const RESET_FIELD_ORDER = Object.keys(EMPTY_RESET_FORM) as (keyof ResetFormValues)[];

export const RESET_RULES: Record<keyof ResetFormValues, MessageDescriptor> = newPasswordRules('password');

/** What a field says for an answer of the server. */
export const RESET_NAMED_TEXT: Partial<Record<string, MessageDescriptor>> = COMMON_PASSWORD_TEXT;

/**
 * The new password typed twice, sent with the link's token as resetPasswordRequestSchema, the server's own
 * schema, checks it (the page has checked the token's shape already). The copy is dropped from what is sent.
 */
export const resetFormSchema = (token: string) =>
  resetPasswordRequestSchema
    .omit({ token: true })
    .extend({ confirmPassword: currentPasswordField })
    .refine(...passwordTypedTwice('password'))
    .transform(({ password }) => ({ token, password }))
    .pipe(resetPasswordRequestSchema);
