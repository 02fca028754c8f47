import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { API_ERROR_CODES, changePasswordRequestSchema, currentPasswordField, type ChangePasswordResponse } from 'shared-contracts';
import { COMMON_PASSWORD_TEXT, newPasswordRules, passwordTypedTwice } from '@/features/account-access/forms/password-rules';

export interface ChangeFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_CHANGE_FORM: ChangeFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The fields in the order the visitor reads them: the first refused one gets the focus. */
export const CHANGE_FIELD_ORDER = Object.keys(EMPTY_CHANGE_FORM) as (keyof ChangeFormValues)[];

export const CHANGE_RULES: Record<keyof ChangeFormValues, MessageDescriptor> = {
  currentPassword: msg`Enter your current password.`,
  ...newPasswordRules('newPassword'),
};

/** The issue word of a new password equal to the current one, a check only the form makes. */
const SAME_AS_CURRENT = 'SAME_AS_CURRENT';

/**
 * changePasswordRequestSchema, as the server validates the request, plus what only the form checks: the new
 * password typed twice, and different from the current one (said once both are otherwise valid, so an empty
 * form is not told that its two empty passwords are the same). The copy is dropped from what is sent.
 */
export const changeFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: currentPasswordField })
  .refine(...passwordTypedTwice('newPassword'))
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: SAME_AS_CURRENT,
    when: (payload) => changePasswordRequestSchema.safeParse(payload.value).success,
  })
  .transform(({ confirmPassword: _repeated, ...request }) => request);

/** The answers of the server shown beside the fields they concern. */
export const CHANGE_ANSWER_FIELDS: Partial<Record<ChangePasswordResponse['status'], readonly (keyof ChangeFormValues)[]>> = {
  [API_ERROR_CODES.invalid]: ['currentPassword'],
  [API_ERROR_CODES.commonPassword]: ['newPassword'],
};

/** What a field says for an answer of the server or a check of the form's own. */
export const CHANGE_NAMED_TEXT: Partial<Record<string, MessageDescriptor>> = {
  [API_ERROR_CODES.invalid]: msg`This is not your current password. Check it and try again.`,
  ...COMMON_PASSWORD_TEXT,
  [SAME_AS_CURRENT]: msg`Choose a password different from your current one.`,
};
