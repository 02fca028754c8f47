import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { FieldError } from 'react-hook-form';
import { LIMITS, SETTINGS_FIELD_ISSUES } from 'shared-contracts';
import { fieldErrorText } from 'shared-ui/forms';

/*
 * The words of a refused settings field, in the customer's language. The shared schemas and the server speak in
 * codes (a zod issue code, or one of SETTINGS_FIELD_ISSUES): each field says what it needs.
 */

const emailMax = LIMITS.emailMax;

export function emailFieldError(i18n: I18n, error: FieldError | undefined, value: string): string | undefined {
  if (error?.message === SETTINGS_FIELD_ISSUES.unchanged) return i18n._(msg`This is already your e-mail address. Enter the new one.`);
  return fieldErrorText(i18n, error, value, msg`Enter an e-mail address such as name@example.com (up to ${emailMax} characters).`);
}

export function currentPasswordFieldError(i18n: I18n, error: FieldError | undefined, value: string): string | undefined {
  if (error?.message === SETTINGS_FIELD_ISSUES.wrongPassword) return i18n._(msg`This is not your current password.`);
  return fieldErrorText(i18n, error, value, msg`Enter the password you sign in with.`);
}

export function phoneFieldError(i18n: I18n, error: FieldError | undefined, value: string): string | undefined {
  if (error?.message === SETTINGS_FIELD_ISSUES.unchanged) return i18n._(msg`This number is already on file.`);
  if (error?.message === SETTINGS_FIELD_ISSUES.notUsPhone) return i18n._(msg`Enter a US mobile number that can receive text messages.`);
  return fieldErrorText(i18n, error, value, msg`Enter a 10-digit US mobile number, such as (202) 555-0147.`);
}

export function codeFieldError(i18n: I18n, error: FieldError | undefined, value: string): string | undefined {
  if (error?.message === SETTINGS_FIELD_ISSUES.wrongCode) return i18n._(msg`This code is not right. Check the text message and try again.`);
  if (error?.message === SETTINGS_FIELD_ISSUES.noPendingCode) return i18n._(msg`This code no longer works. Send a new code.`);
  return fieldErrorText(i18n, error, value, msg`Enter the 6 digits of the code.`);
}

export function consentFieldError(i18n: I18n, error: FieldError | undefined): string | undefined {
  return error ? i18n._(msg`To get paperless statements, agree to the Electronic Consent Agreement.`) : undefined;
}

export function reminderTextFieldError(i18n: I18n, error: FieldError | undefined): string | undefined {
  return error ? i18n._(msg`Text reminders need a confirmed mobile number. Add one under Mobile phone and text alerts first.`) : undefined;
}
