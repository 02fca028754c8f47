import { ACCOUNT_STATUS_AVAILABLE } from 'shared-contracts/core';
import type { AnalyticsProperties } from '@/features/analytics/analytics';

export interface LoginIdentity {
  /** The analytics distinct id: the borrower's e-mail (spec 3). */
  userId: string;
  /** Profile traits: the account's status and enrolment flags. Nothing secret, no balance. */
  traits: AnalyticsProperties;
  /** What the 'Log In Success' event itself still carries. */
  eventProperties: AnalyticsProperties;
}

const flag = (value: AnalyticsProperties[string] | undefined) => (typeof value === 'boolean' ? value : null);

/**
 * Spec 3: "after login the user is identified to analytics with the e-mail and account traits". mfe-auth
 * tracks 'Log In Success' with `{ email, account, autopay, paperless, text }` (its `analyticsTraits`); only a
 * login whose account status is AL gets that far, so the status trait is AL. The e-mail becomes the
 * identity and `$email` (the analytics profile's e-mail field); the account number goes nowhere: the
 * product's analytics need the enrolment flags, not the loan's number.
 */
export function identityFromLogin(properties: AnalyticsProperties): LoginIdentity | null {
  const email = properties['email'];
  if (typeof email !== 'string' || !email.includes('@')) return null;
  const enrolment = {
    autopay: flag(properties['autopay']),
    paperless: flag(properties['paperless']),
    textEnrolled: flag(properties['text']),
  };
  return {
    userId: email,
    traits: { $email: email, accountStatus: ACCOUNT_STATUS_AVAILABLE, ...enrolment },
    eventProperties: enrolment,
  };
}
