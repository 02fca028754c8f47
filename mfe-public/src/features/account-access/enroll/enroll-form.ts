import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  API_ERROR_CODES,
  USERNAME_MIN_LENGTH,
  createAccountRequestSchema,
  currentPasswordField,
  isoDateFromUs,
  type CreateAccountResponse,
} from 'shared-contracts';
import { COMMON_PASSWORD_TEXT, newPasswordRules, passwordTypedTwice } from '@/features/account-access/forms/password-rules';

/**
 * What the form holds: the request's fields and the password again (typed as it is, like any password). The
 * date of birth is typed MM/DD/YYYY (spec 5) and held as the request's YYYY-MM-DD once it is a real date, see
 * `heldDateOfBirth`.
 */
export interface EnrollFormValues {
  accountNumber: string;
  lastName: string;
  ssnLastFour: string;
  dob: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  /** Set by the captcha widget, spent by each request (docs/decisions/032). */
  captchaToken: string;
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
  captchaToken: '',
};

/** The fields the visitor types (the captcha's token is the widget's). */
export type EnrollTypedField = Exclude<keyof EnrollFormValues, 'captchaToken'>;

/** The fields in the order the visitor reads them: the first refused one gets the focus. */
export const ENROLL_FIELD_ORDER = Object.keys(EMPTY_ENROLL_FORM) as (keyof EnrollFormValues)[];

/** The fields the server matches against the loan (INVALID: no loan that can be enrolled has all four). */
export const IDENTITY_FIELDS = ['accountNumber', 'lastName', 'ssnLastFour', 'dob'] as const;

/** Up to 20 digits (shared-contracts ACCOUNT_NUMBER_MAX_LENGTH); the mask drops anything else as typed. */
export const ACCOUNT_NUMBER_MASK = '#'.repeat(20);
export const SSN_LAST_FOUR_MASK = '####';

/**
 * The date of birth as the form holds it: the request's YYYY-MM-DD as soon as the typed MM/DD/YYYY is a real
 * date (spec 5: entered MM/DD/YYYY, sent year-month-day), else the text as typed, which the request's schema
 * refuses. So the form checks the very value it sends.
 */
export const heldDateOfBirth = (typed: string): string => isoDateFromUs(typed) ?? typed;

/** What the date field shows of the held value: MM/DD/YYYY again for a complete date. */
export function shownDateOfBirth(held: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(held);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : held;
}

/**
 * createAccountRequestSchema, as the server validates the request, and the password typed twice. The copy is
 * dropped from what is sent.
 */
export const enrollFormSchema = createAccountRequestSchema
  .extend({ confirmPassword: currentPasswordField })
  .refine(...passwordTypedTwice('password'))
  .transform(({ confirmPassword: _repeated, ...request }) => request);

const minUsername = USERNAME_MIN_LENGTH;

/** Each field's rule as an error message, in the visitor's language. */
export const ENROLL_RULES: Record<EnrollTypedField, MessageDescriptor> = {
  accountNumber: msg`Enter your account number, digits only.`,
  lastName: msg`Enter your last name as it appears on your loan (up to 100 characters).`,
  ssnLastFour: msg`Enter the last 4 digits of your Social Security number.`,
  dob: msg`Enter a valid date of birth as MM/DD/YYYY.`,
  email: msg`Enter a valid e-mail address, such as name@example.com.`,
  username: msg`Use at least ${minUsername} characters: letters, numbers and . _ - @ + only, no spaces.`,
  ...newPasswordRules('password'),
};

/**
 * The answers of the server shown beside the fields they concern, and what each field then says. USERNAME_TAKEN
 * comes from the code's confirmation too, when someone took the name meanwhile.
 */
export const ENROLL_ANSWER_FIELDS: Partial<Record<CreateAccountResponse['status'], readonly EnrollTypedField[]>> = {
  [API_ERROR_CODES.invalid]: IDENTITY_FIELDS,
  [API_ERROR_CODES.usernameTaken]: ['username'],
  [API_ERROR_CODES.commonPassword]: ['password'],
};
export const ENROLL_ANSWER_TEXT: Partial<Record<string, MessageDescriptor>> = {
  [API_ERROR_CODES.invalid]: msg`Check this against your statement or loan contract.`,
  [API_ERROR_CODES.usernameTaken]: msg`This username is already taken. Choose another one.`,
  ...COMMON_PASSWORD_TEXT,
};
