import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { USERNAME_MIN_LENGTH, createAccountRequestSchema, isoDateFromUs, type CreateAccountRequest } from 'shared-contracts';
import { formSchema, passwordsMatch } from '@/features/account-access/forms/form-schema';
import { NEW_PASSWORD_RULE, REPEATED_PASSWORD_RULE } from '@/features/account-access/forms/password-rules';

/** What the visitor types: the request's fields (date of birth as MM/DD/YYYY) and the password again. */
export interface EnrollFormValues {
  accountNumber: string;
  lastName: string;
  ssnLastFour: string;
  dob: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_ENROLL_FORM: EnrollFormValues = {
  accountNumber: '',
  lastName: '',
  ssnLastFour: '',
  dob: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
};

/** The fields in the order the visitor reads them. */
export const ENROLL_FIELD_ORDER = Object.keys(EMPTY_ENROLL_FORM) as (keyof EnrollFormValues)[];

/** The fields the server matches against the loan (INVALID: no loan has all four). */
export const IDENTITY_FIELDS = ['accountNumber', 'lastName', 'ssnLastFour', 'dob'] as const;

/** Up to 20 digits (shared-contracts ACCOUNT_NUMBER_MAX_LENGTH); the mask drops anything else as typed. */
export const ACCOUNT_NUMBER_MASK = '#'.repeat(20);
export const SSN_LAST_FOUR_MASK = '####';

/**
 * Validated with createAccountRequestSchema, as the server validates it: the date typed MM/DD/YYYY goes as
 * YYYY-MM-DD (spec 5, like the account lookup); an incomplete or impossible date stays as typed and fails.
 */
export const enrollFormSchema = formSchema<EnrollFormValues, CreateAccountRequest>(
  createAccountRequestSchema,
  ({ confirmPassword: _repeated, dob, ...values }) => ({ ...values, dob: isoDateFromUs(dob) ?? dob }),
  (values) => passwordsMatch(values.password, values.confirmPassword, 'confirmPassword'),
);

const minUsername = USERNAME_MIN_LENGTH;

/** Each field's rule as an error message, in the visitor's language. */
export const ENROLL_RULES: Record<keyof EnrollFormValues, MessageDescriptor> = {
  accountNumber: msg`Enter your account number, digits only.`,
  lastName: msg`Enter your last name as it appears on your loan (up to 100 characters).`,
  ssnLastFour: msg`Enter the last 4 digits of your Social Security number.`,
  dob: msg`Enter a valid date of birth as MM/DD/YYYY.`,
  email: msg`Enter a valid e-mail address, such as name@example.com.`,
  username: msg`Use at least ${minUsername} characters: letters, numbers and . _ - @ + only, no spaces.`,
  password: NEW_PASSWORD_RULE,
  confirmPassword: REPEATED_PASSWORD_RULE,
};
