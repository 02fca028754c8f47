import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  SSN_MASK,
  US_DATE_MASK,
  dateOfBirthField,
  isMaskComplete,
  isoDateFromUs,
  lookupStep1RequestSchema,
  unmask,
  type LookupStep1Request,
} from 'shared-contracts';
import type { ApiFormOptions } from 'shared-ui/forms';

/** Step 1 as typed (spec 5): the SSN as ###-##-####, the date of birth as MM/DD/YYYY. */
export interface LookupFormValues {
  firstName: string;
  lastName: string;
  ssn: string;
  dob: string;
  /** Set by the captcha widget, spent by each request (docs/decisions/007). */
  captchaToken: string;
}

export const EMPTY_LOOKUP_FORM: LookupFormValues = { firstName: '', lastName: '', ssn: '', dob: '', captchaToken: '' };

/** The fields the borrower types, in the order the form shows them. */
export type LookupTypedField = Exclude<keyof LookupFormValues, 'captchaToken'>;
export const LOOKUP_TYPED_FIELDS: readonly LookupTypedField[] = ['firstName', 'lastName', 'ssn', 'dob'];

/** Spec 5: dashes removed from the SSN, the date sent as year-month-day (an impossible date stays as typed and fails). */
export const toLookupRequest = (values: LookupFormValues) => ({
  firstName: values.firstName,
  lastName: values.lastName,
  ssn: unmask(values.ssn),
  dob: isoDateFromUs(values.dob) ?? values.dob,
  captchaToken: values.captchaToken,
});

/**
 * The form's schema: what was typed, mapped to the request and checked with the request's shared schema, the
 * one the server checks with. Its issues keep the request's field names, which are the form's.
 */
export const lookupFormSchema: ApiFormOptions<LookupFormValues, LookupStep1Request, unknown>['schema'] = {
  '~standard': {
    version: 1,
    vendor: 'mfe-auth-lookup',
    validate: (value) => lookupStep1RequestSchema['~standard'].validate(toLookupRequest(value as LookupFormValues)),
  },
};

/** Continue needs all four fields filled (spec 5) and the captcha solved. */
export const isLookupFormFilled = (values: LookupFormValues): boolean =>
  values.firstName.trim() !== '' &&
  values.lastName.trim() !== '' &&
  isMaskComplete(SSN_MASK, values.ssn) &&
  values.dob.length === US_DATE_MASK.length &&
  values.captchaToken !== '';

/** A complete date of birth that is no real date, or out of range: said at once, before any call. */
export function isImpossibleDateOfBirth(dob: string): boolean {
  if (dob.length !== US_DATE_MASK.length) return false;
  const iso = isoDateFromUs(dob);
  return !iso || !dateOfBirthField.safeParse(iso).success;
}

/** Each field's rule, said when the schema or the server refuses it. */
export const LOOKUP_RULES: Record<LookupTypedField, MessageDescriptor> = {
  firstName: msg`Enter your first name (up to 100 characters).`,
  lastName: msg`Enter your last name (up to 100 characters).`,
  ssn: msg`Enter the nine digits of your social security number.`,
  dob: msg`Enter a valid date of birth as MM/DD/YYYY.`,
};
