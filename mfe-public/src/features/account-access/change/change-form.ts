import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { changePasswordRequestSchema, type ChangePasswordRequest } from 'shared-contracts';
import { formSchema, passwordsMatch } from '@/features/account-access/forms/form-schema';
import { NEW_PASSWORD_RULE, REPEATED_PASSWORD_RULE } from '@/features/account-access/forms/password-rules';

export interface ChangeFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_CHANGE_FORM: ChangeFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The fields in the order the visitor reads them. */
export const CHANGE_FIELD_ORDER = Object.keys(EMPTY_CHANGE_FORM) as (keyof ChangeFormValues)[];

export const CHANGE_RULES: Record<keyof ChangeFormValues, MessageDescriptor> = {
  currentPassword: msg`Enter your current password.`,
  newPassword: NEW_PASSWORD_RULE,
  confirmPassword: REPEATED_PASSWORD_RULE,
};

/** Validated with changePasswordRequestSchema, as the server does, plus the repeated new password. */
export const changeFormSchema = formSchema<ChangeFormValues, ChangePasswordRequest>(
  changePasswordRequestSchema,
  ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
  (values) => passwordsMatch(values.newPassword, values.confirmPassword, 'confirmPassword'),
);
