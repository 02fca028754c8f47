/*
 * Decision 031: the audit trail. The server writes one `security_events` row per event below, in the same
 * transaction as the change it records, and one log line; the settings page shows a borrower the sign-in part of
 * their own trail ("was this you?"). The names are stored, so a rename needs a migration of the rows.
 */
export const SECURITY_EVENTS = {
  /**
   * A password was checked at sign-in, or the code of a new device (docs/decisions/033): success once the session
   * exists, or failure with a reason (below).
   */
  signIn: 'sign_in',
  /** The fifth wrong password in a row locked the sign-in (spec 4.2 LOCKED, docs/decisions/030). */
  accountLocked: 'account_locked',
  signOut: 'sign_out',
  /** A reset link was asked for (forgot password, spec 4.3). */
  passwordResetRequested: 'password_reset_requested',
  /** A password set with a reset link. */
  passwordReset: 'password_reset',
  /** A signed-in change of password (settings). */
  passwordChanged: 'password_changed',
  /** A signed-in change of e-mail address asked for; the link to the new address applies it. */
  emailChangeRequested: 'email_change_requested',
  /** The new address's link was opened: the address on file changed. */
  emailChanged: 'email_changed',
  /** Forgot account number, step 1: an identity tried (spec 4.4). */
  accountLookup: 'account_lookup',
  /** Forgot account number, step 3: a code checked. */
  accountLookupCode: 'account_lookup_code',
  /** Create account / enrol a loan (spec 4.5). */
  enrolment: 'enrolment',
  /** A passkey added in settings, after the current password (docs/decisions/052). */
  passkeyAdded: 'passkey_added',
  /** A passkey removed in settings. */
  passkeyRemoved: 'passkey_removed',
  /** A signed-in state change without the session's csrf token, refused with 403. */
  csrfRefused: 'csrf_refused',
  // --- Money actions (docs/decisions/051): written in the transaction of the change, shown in account activity. ---
  /** A bank account saved for payments (spec 2.4). */
  bankAccountAdded: 'bank_account_added',
  /** A saved bank account removed. */
  bankAccountRemoved: 'bank_account_removed',
  /** A one-time payment made (scheduled or pending). */
  paymentMade: 'payment_made',
  /** A scheduled or pending payment cancelled. */
  paymentCancelled: 'payment_cancelled',
  /** Autopay turned on, or its bank account or draft day changed. */
  autopayOn: 'autopay_on',
  /** Autopay stopped. */
  autopayOff: 'autopay_off',
  /** Paying without an account (docs/decisions/058): a loan looked up at /payments, matched or not. */
  guestLookup: 'guest_lookup',
  /** A payment made at /payments without signing in (the loan's borrower, if enrolled, is named). */
  guestPaymentMade: 'guest_payment_made',
  // --- end of money actions ---
  // ── Contact changes need the owner (docs/decisions/050) ──
  /** The mobile phone on file changed: the password and the code texted to the new number came back. */
  phoneChanged: 'phone_changed',
  /** The borrower's other sessions and remembered devices were ended (a contact change, "sign out" of others). */
  sessionsEnded: 'sessions_ended',
  // ── end of decision 050's block ──
} as const;
export type SecurityEventName = (typeof SECURITY_EVENTS)[keyof typeof SECURITY_EVENTS];

export const SECURITY_EVENT_OUTCOMES = ['success', 'failure'] as const;
export type SecurityEventOutcome = (typeof SECURITY_EVENT_OUTCOMES)[number];

/** Why an event failed: a word, never what was typed. */
export const SECURITY_EVENT_REASONS = {
  unknownUser: 'unknown_user',
  wrongPassword: 'wrong_password',
  locked: 'locked',
  notVerified: 'not_verified',
  expired: 'expired',
  commonPassword: 'common_password',
  noMatch: 'no_match',
  wrongCode: 'wrong_code',
  alreadyEnrolled: 'already_enrolled',
  usernameTaken: 'username_taken',
  missingCode: 'missing_code',
  /** A right password from a browser not remembered: the sign-in waits for the code sent to the loan on file. */
  codeRequired: 'code_required',
  /**
   * Docs/decisions/052: on a successful `sign_in`, the method when it was a passkey (a password sign-in has no
   * reason); on a failed one, a passkey whose signature, counter or challenge was refused.
   */
  passkey: 'passkey',
  passkeyRejected: 'passkey_rejected',
  // ── Codes per person (docs/decisions/050) ──
  /** Ten wrong codes in a day for this person: the code step is closed for a day. */
  codesLocked: 'codes_locked',
  // ── end of decision 050's block ──
} as const;
export type SecurityEventReason = (typeof SECURITY_EVENT_REASONS)[keyof typeof SECURITY_EVENT_REASONS];

/**
 * The events a borrower sees in settings' sign-in activity: what someone holding their password could do. Only
 * sign-ins show their failures; of the others only what happened (a refused change changed nothing).
 */
export const SIGN_IN_ACTIVITY_EVENTS = [
  SECURITY_EVENTS.signIn,
  SECURITY_EVENTS.accountLocked,
  SECURITY_EVENTS.passwordReset,
  SECURITY_EVENTS.passwordChanged,
  SECURITY_EVENTS.emailChanged,
  // --- Money actions (docs/decisions/051) ---
  SECURITY_EVENTS.bankAccountAdded,
  SECURITY_EVENTS.bankAccountRemoved,
  SECURITY_EVENTS.paymentMade,
  SECURITY_EVENTS.paymentCancelled,
  SECURITY_EVENTS.autopayOn,
  SECURITY_EVENTS.autopayOff,
  // --- end of money actions ---
  SECURITY_EVENTS.passkeyAdded,
  SECURITY_EVENTS.passkeyRemoved,
  // ── Contact changes need the owner (docs/decisions/050) ──
  SECURITY_EVENTS.phoneChanged,
  SECURITY_EVENTS.sessionsEnded,
  // ── end of decision 050's block ──
] as const satisfies readonly SecurityEventName[];
export type SignInActivityEvent = (typeof SIGN_IN_ACTIVITY_EVENTS)[number];

/** How far back, and how many events at most, the sign-in activity of settings reaches. */
export const SIGN_IN_ACTIVITY_LIMITS = { days: 30, maxEvents: 20 } as const;
