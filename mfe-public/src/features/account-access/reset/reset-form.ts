import type { MessageDescriptor } from '@lingui/core';
import { resetPasswordRequestSchema, type ResetPasswordRequest } from 'shared-contracts';
import { formSchema, passwordsMatch } from '@/features/account-access/forms/form-schema';
import { NEW_PASSWORD_RULE, REPEATED_PASSWORD_RULE } from '@/features/account-access/forms/password-rules';

export interface ResetFormValues {
  password: string;
  confirmPassword: string;
}

export const EMPTY_RESET_FORM: ResetFormValues = { password: '', confirmPassword: '' };

/** The fields in the order the visitor reads them. */
export const RESET_FIELD_ORDER = Object.keys(EMPTY_RESET_FORM) as (keyof ResetFormValues)[];

export const RESET_RULES: Record<keyof ResetFormValues, MessageDescriptor> = {
  password: NEW_PASSWORD_RULE,
  confirmPassword: REPEATED_PASSWORD_RULE,
};

/** Validated with resetPasswordRequestSchema, the link's token included (the page checked its shape). */
export const resetFormSchema = (token: string) =>
  formSchema<ResetFormValues, ResetPasswordRequest>(
    resetPasswordRequestSchema,
    ({ password }) => ({ token, password }),
    (values) => passwordsMatch(values.password, values.confirmPassword, 'confirmPassword'),
  );
