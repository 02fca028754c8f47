import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * Row types of every table, as Kysely sees them. A new table gets its interface here and a migration in
 * ./migrations; nothing else in the code base writes SQL DDL.
 *
 * Timestamps are ISO-8601 strings in UTC on both dialects (PostgreSQL's parser is set so in database.ts),
 * so code above this layer never meets a driver-specific Date/string difference.
 */
export interface RedirectsTable {
  id: Generated<number>;
  /** Normalised with `redirectKey` (lower case, no trailing slash, no locale prefix). */
  from_path: string;
  /** A path on this site or an absolute http(s) URL. */
  to_location: string;
  status_code: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<string, string | undefined, never>;
}

/** A point in time the database fills in on insert and nobody updates. */
type CreatedAt = ColumnType<string, string | undefined, never>;
/** An integer with a default on insert. */
type CountColumn = ColumnType<number, number | undefined, number>;

/**
 * A loan of the servicing system (spec 3 "Account details"). SSN, its last four digits and the
 * date of birth exist only as HMAC-SHA256 under IDENTITY_HASH_SECRET (security/identity-hash.ts).
 * Amounts are integer cents.
 */
export interface LoanAccountsTable {
  id: Generated<number>;
  account_number: string;
  /** F0184: 'AL' available; anything else is shown in the account-unavailable dialog. */
  account_status: string;
  borrower_first_name: string;
  borrower_last_name: string;
  ssn_hash: string;
  ssn_last_four_hash: string;
  dob_hash: string;
  email: string;
  /** Mobile number for text messages (lookup codes), E.164; null when none is on file. */
  phone: string | null;
  vin: string;
  vehicle_description: string;
  autopay_flag: string;
  billing_method: string;
  text_enrolled: string;
  current_balance_cents: number;
  payoff_amount_cents: number;
  amount_due_cents: number;
  payment_amount_cents: number;
  per_diem_interest_cents: number;
  /** `YYYY-MM-DD`, or null for a loan with nothing due. */
  next_due_date: string | null;
  /** Money paid above the balance at posting, held for the borrower (docs/decisions/051); never negative. */
  credit_balance_cents: CountColumn;
  /** Five-digit ZIP code of the billing address, compared by a guest lookup (docs/decisions/058); null: not lookable. */
  billing_zip: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  /** Payment reminders (settings, docs/decisions/057): 1 = on. Off by default. */
  reminder_email: CountColumn;
  reminder_sms: CountColumn;
  /** 3 or 5: how many days before the due date the reminder goes. */
  reminder_days_before: CountColumn;
}

/** Online access to one loan. `username_key` (NFKC, lower case) makes usernames unique without case. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  email: string;
  email_key: string;
  /** Argon2id PHC string (security/passwords.ts). */
  password_hash: string;
  /** Null until the e-mail link was opened (login answers NOTVERIFIED). */
  email_verified_at: string | null;
  /** Recent consecutive wrong passwords (forgotten after FAILURE_MEMORY_MINUTES); the fifth sets locked_at. */
  failed_attempts: CountColumn;
  /** Null unless locked (login answers LOCKED); a password reset clears it. */
  locked_at: string | null;
  /** When the lock ends; null with locked_at set: locked until a password reset. */
  locked_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** Locks since the last sign-in or reset: each is longer than the one before (auth/login-lock.ts). */
  lock_count: CountColumn;
  last_failed_at: ColumnType<string | null, string | null | undefined, string | null>;
  loan_account_id: number;
  password_changed_at: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  /** Language of the mail and text messages sent to the user (settings); en-US until chosen. */
  language: ColumnType<string, string | undefined, string>;
  /** When the electronic consent agreement was last accepted (turning paperless on). */
  electronic_consent_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Signed-in sessions. The cookie holds the id; only its SHA-256 is stored. */
export interface SessionsTable {
  id_hash: string;
  user_id: number;
  csrf_token: string;
  created_at: CreatedAt;
  /** Moved forward by /api/touch, never past absolute_expires_at. */
  idle_expires_at: string;
  absolute_expires_at: string;
  /** What the list of signed-in devices names the session by (a UUID); null only for rows older than it. */
  public_id: ColumnType<string | null, string | undefined, never>;
  /** The browser's User-Agent at login, cut to 512 characters. */
  user_agent: ColumnType<string | null, string | null | undefined, never>;
  /** The login, then each /api/touch. */
  last_active_at: ColumnType<string | null, string | undefined, string>;
}

/** An e-mail change waiting for its link (settings): token_hash is that of the 'verify' one_time_token mailed. */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: string;
}

/** A mobile number waiting for its six-digit code (settings), the code as an HMAC bound to the user and number. */
export interface PhoneVerificationsTable {
  user_id: number;
  phone: string;
  code_hash: string;
  failures: CountColumn;
  codes_sent: CountColumn;
  created_at: CreatedAt;
  expires_at: string;
}

export type OneTimeTokenPurpose = 'verify' | 'reset';

/** E-mail verification and password reset links: SHA-256 of the token, single use, expiring. */
export interface OneTimeTokensTable {
  id: Generated<number>;
  token_hash: string;
  purpose: OneTimeTokenPurpose;
  user_id: number;
  created_at: CreatedAt;
  expires_at: string;
  used_at: string | null;
}

/** Forgot-account-number lookups (spec 4.4): SHA-256 of the lookup token. */
export interface AccountLookupsTable {
  id: Generated<number>;
  token_hash: string;
  loan_account_id: number;
  /** Code checks so far (step 3); the lookup ends at LOOKUP_LIMITS.maxCodeTries. Sending a code keeps it. */
  failures: CountColumn;
  codes_sent: CountColumn;
  created_at: CreatedAt;
  expires_at: string;
  /** Set when step 3 answered the account number: the token is spent. */
  completed_at: string | null;
  /** `lookup` (forgot account number), `enrolment` or `sign_in` (docs/decisions/032, 033: a code confirms them). */
  purpose: ColumnType<LookupPurpose, LookupPurpose | undefined, never>;
}

export type LookupPurpose = 'lookup' | 'enrolment' | 'sign_in';

/** A right password from a browser not seen before, waiting for its code (docs/decisions/033). */
export interface PendingSignInsTable {
  lookup_id: number;
  user_id: number;
}

/** Wrong codes per person across challenges (docs/decisions/050): a user's for `sign_in`, a loan's otherwise. */
export interface CodeFailuresTable {
  purpose: LookupPurpose;
  subject_id: number;
  failures: number;
  window_started_at: string;
  /** The code step answers 429 until then. */
  closed_until: string | null;
}

/** "Remember this device" (docs/decisions/033): the SHA-256 of the random id the browser's signed cookie holds. */
export interface RememberedDevicesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: string;
}

/** The online access an enrolment creates once its code comes back (docs/decisions/032). */
export interface PendingEnrolmentsTable {
  lookup_id: number;
  username: string;
  email: string;
  /** Argon2id, hashed when the form was sent. */
  password_hash: string;
  created_at: CreatedAt;
}

export type CodeChannelColumn = 'email' | 'sms';

/** Six-digit codes of a lookup, as HMAC bound to the lookup's id. */
export interface LookupCodesTable {
  id: Generated<number>;
  lookup_id: number;
  code_hash: string;
  channel: CodeChannelColumn;
  created_at: CreatedAt;
  expires_at: string;
  used_at: string | null;
}

export type MessageTopicColumn = 'payment' | 'dueDate' | 'payoff' | 'insurance' | 'title' | 'other';

/** A secure-message thread of a loan (spec 2.4 message center). Its read state is the summaries' custRead (spec 3). */
export interface MessageThreadsTable {
  id: Generated<number>;
  loan_account_id: number;
  topic: MessageTopicColumn;
  subject: string;
  created_at: CreatedAt;
  last_message_at: string;
  /** Null while a message of the lender waits to be read (custRead false). */
  customer_read_at: string | null;
}

/** One message of a thread, plain text, written by the borrower or the lender. */
export interface MessagesTable {
  id: Generated<number>;
  thread_id: number;
  author: 'borrower' | 'lender';
  body: string;
  created_at: CreatedAt;
}

/** A file of a message, its bytes in the database; `media_type` is what its content is. */
export interface MessageAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  file_name: string;
  media_type: 'application/pdf' | 'image/png' | 'image/jpeg';
  size_bytes: number;
  content: Buffer;
  created_at: CreatedAt;
}

export type OutboxChannel = 'mail' | 'sms';

/** Mail (without SMTP_URL) and text messages, as they would have been sent; shown at /dev/mailbox. */
export interface OutboxTable {
  id: Generated<number>;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: CreatedAt;
}

/** Fixed-window counters of the rate limits; `key` is an HMAC of the bucket and the identifier. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: string;
}

/** Captcha challenges already redeemed, by signature, kept until the challenge would have expired. */
export interface UsedCaptchasTable {
  signature: string;
  expires_at: string;
}

/** Messages of the public contact form. `submission_id` is unique: a retry stores no second row. */
export interface ContactMessagesTable {
  id: Generated<number>;
  submission_id: string;
  name: string;
  email: string;
  /** Null when the visitor gave none. */
  phone: string | null;
  account_number: string | null;
  topic: string;
  message: string;
  /** The page's locale: the team answers in its language. */
  locale: string;
  created_at: CreatedAt;
  /** Set once the team's mail went out. */
  mailed_at: string | null;
}

/** Enquiries of dealers who want to work with the lender, unique by `submission_id`. */
export interface DealerEnquiriesTable {
  id: Generated<number>;
  submission_id: string;
  dealership_name: string;
  contact_name: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  monthly_volume: string;
  /** Null when the dealer wrote nothing. */
  message: string | null;
  locale: string;
  created_at: CreatedAt;
  mailed_at: string | null;
}

/** A job opening of the careers page; its text per locale is in job_opening_texts. Dates are `YYYY-MM-DD`. */
export interface JobOpeningsTable {
  id: Generated<number>;
  reference: string;
  /** One of shared-contracts CAREER_TEAMS. */
  team: string;
  /** An https application page, or null to apply by mail to CAREERS_EMAIL. */
  apply_url: string | null;
  posted_on: string;
  /** Last day the opening is listed; null: until it is closed. */
  closes_on: string | null;
  closed_at: string | null;
  created_at: CreatedAt;
}

export interface JobOpeningTextsTable {
  id: Generated<number>;
  job_opening_id: number;
  locale: string;
  title: string;
  location: string;
  employment_type: string;
  /** Paragraphs separated by a blank line. */
  description: string;
}

/** A monthly statement of a loan. Amounts are integer cents; dates `YYYY-MM-DD`. */
export interface StatementsTable {
  id: Generated<number>;
  loan_account_id: number;
  statement_date: string;
  period_start: string;
  period_end: string;
  previous_balance_cents: number;
  /** Received in the period, positive. */
  payments_cents: number;
  interest_cents: number;
  fees_cents: number;
  /** Credits (negative) and other debits (positive). */
  adjustments_cents: CountColumn;
  new_balance_cents: number;
  amount_due_cents: number;
  past_due_cents: CountColumn;
  due_date: string;
  created_at: CreatedAt;
}

export type AccountTransactionType = 'payment' | 'interest' | 'late_fee' | 'adjustment';

/**
 * The fine meaning of a ledger line (migration 0021, docs/decisions/055); `type` stays the coarse filter. A returned
 * payment's reversal is a `payment` line, the returned-payment fee a `late_fee` (fee) line.
 */
export type LedgerCode =
  | 'payment_online'
  | 'payment_autopay'
  | 'payment_guest'
  | 'interest'
  | 'late_fee'
  | 'late_fee_waived'
  | 'payment_returned'
  | 'returned_payment_fee'
  | 'adjustment'
  | 'credit';

/**
 * One entry of a loan's history. `amount_cents` raises the balance when positive (interest, a fee) and lowers
 * it when negative (a payment, a credit); principal + interest + fees = amount.
 */
export interface AccountTransactionsTable {
  id: Generated<number>;
  loan_account_id: number;
  posted_on: string;
  type: AccountTransactionType;
  code: LedgerCode;
  description: string;
  amount_cents: number;
  principal_cents: CountColumn;
  interest_cents: CountColumn;
  fees_cents: CountColumn;
  running_balance_cents: number;
  reference: string;
  created_at: CreatedAt;
}

/** A saved bank account (spec 2.4 payments); the account number only encrypted. */
export interface PaymentMethodsTable {
  id: Generated<number>;
  loan_account_id: number;
  account_type: 'checking' | 'savings';
  routing_number: string;
  /** base64url of IV ‖ tag ‖ ciphertext (security/payment-data-cipher.ts). */
  account_number_ciphertext: string;
  account_number_key_id: string;
  last4: string;
  holder_name: string;
  nickname: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  removed_at: string | null;
}

export type PaymentStatusColumn = 'scheduled' | 'pending' | 'posted' | 'cancelled' | 'returned';
export type PaymentSourceColumn = 'online' | 'autopay' | 'guest';

/** A payment made online or drafted by autopay. Amounts are integer cents; dates `YYYY-MM-DD`. */
export interface PaymentsTable {
  id: Generated<number>;
  loan_account_id: number;
  payment_method_id: number;
  amount_cents: number;
  pay_on: string;
  status: PaymentStatusColumn;
  source: ColumnType<PaymentSourceColumn, PaymentSourceColumn | undefined, PaymentSourceColumn>;
  confirmation_number: string;
  idempotency_key: string | null;
  request_fingerprint: string | null;
  first_answer: string | null;
  created_at: CreatedAt;
  cancelled_at: string | null;
  posted_on: string | null;
  transaction_id: number | null;
  /** The part of this payment held as a credit at posting (above the balance; docs/decisions/051). */
  credit_cents: CountColumn;
  /** The NACHA file the debit went out in (docs/decisions/055), its trace number and the file's settlement date. */
  ach_file_id: ColumnType<number | null, number | null | undefined, number | null>;
  ach_trace: ColumnType<string | null, string | null | undefined, string | null>;
  settles_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the bank returned it, and the NACHA return reason code (R01…). */
  returned_at: ColumnType<string | null, string | null | undefined, string | null>;
  return_code: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A matched guest lookup (docs/decisions/058): SHA-256 of its token; one payment within its minutes. */
export interface GuestPaymentTokensTable {
  id: Generated<number>;
  token_hash: string;
  loan_account_id: number;
  created_at: CreatedAt;
  expires_at: string;
  spent_at: ColumnType<string | null, string | null | undefined, string | null>;
  payment_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface AutopayEnrolmentsTable {
  loan_account_id: number;
  payment_method_id: number;
  draft_day: number;
  enrolled_at: CreatedAt;
  /** Two returned payments in twelve months suspend autopay (docs/decisions/055): no draft while set. */
  suspended_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One NACHA origination file per business day (docs/decisions/055). */
export interface AchFilesTable {
  id: Generated<number>;
  business_day: string;
  settlement_date: string;
  file_name: string;
  entry_count: number;
  debit_total_cents: number;
  credit_total_cents: number;
  created_at: CreatedAt;
}

/** A NACHA return file already read (by the SHA-256 of its content). */
export interface AchReturnFilesTable {
  id: Generated<number>;
  file_name: string;
  sha256: string;
  return_count: number;
  processed_at: CreatedAt;
}

export type AccountNoticeKind = 'autopay_suspended';

/** A notice the account overview shows; its text is made in the reader's language from `kind`. */
export interface AccountNoticesTable {
  id: Generated<number>;
  loan_account_id: number;
  kind: AccountNoticeKind;
  created_at: CreatedAt;
  dismissed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A scheduled job's lease: the holder runs the job until `lease_until` (docs/decisions/055). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  lease_until: string;
}

/** A change of a loan's due date (spec 4.7). Amounts are integer cents; dates `YYYY-MM-DD`. */
export interface DueDateChangesTable {
  id: Generated<number>;
  loan_account_id: number;
  old_due_date: string;
  new_due_date: string;
  /** The business day (Central) of the change. */
  changed_on: string;
  reason: string;
  other_reason: ColumnType<string, string | undefined, string>;
  per_diem_cents: number;
  interest_cost_cents: number;
  confirmation_number: string;
  idempotency_key: string;
  request_fingerprint: string;
  first_answer: string;
  created_at: ColumnType<string, string | undefined, never>;
}

export type AnalyticsRouteColumn = 'track' | 'engage' | 'groups' | 'record' | 'flags';

/** Analytics events `/mp/*` recorded without an upstream (spec 7); `properties` is JSON text, with no IP. */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  received_at: CreatedAt;
  route: AnalyticsRouteColumn;
  /** The event's name, a profile update's operation (`$set`…), or `$mp_session_record`. */
  event_name: string | null;
  distinct_id: string | null;
  properties: string;
}

/** Decision 031: one row per security event (shared-contracts SECURITY_EVENTS); nothing secret in any column. */
export interface SecurityEventsTable {
  id: Generated<number>;
  event: string;
  /** `success` or `failure`. */
  outcome: string;
  /** Null when no user is known (a sign-in with an unknown name, a lookup that matched nobody). */
  user_id: number | null;
  occurred_at: ColumnType<string, string | undefined, never>;
  /** HMAC-SHA256 of the client's address (request.ip) under the signing secret. */
  ip_hash: string | null;
  /** As the browser sent it, cut to 512 characters. */
  user_agent: string | null;
  /** A word of SECURITY_EVENT_REASONS, never what was typed. */
  reason: string | null;
}

/** A borrower's passkey (docs/decisions/052). Base64url credential id and COSE public key. */
export interface PasskeysTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  credential_id: string;
  public_key: string;
  /** bigint: PostgreSQL answers it as a string. */
  counter: ColumnType<number | string, number | undefined, number>;
  /** JSON array of the transports the browser named, or null. */
  transports: string | null;
  name: string | null;
  created_at: ColumnType<string, string | undefined, never>;
  last_used_at: string | null;
}

/** The challenge of one WebAuthn options answer, spent by the answer to it (docs/decisions/052). */
export interface WebauthnChallengesTable {
  id: Generated<number>;
  purpose: 'registration' | 'sign_in';
  /** SHA-256 of the session id (registration) or of the pre-login cookie's id (sign-in). */
  binding_hash: string;
  user_id: number | null;
  challenge: string;
  created_at: ColumnType<string, string | undefined, never>;
  expires_at: string;
}

/** One autopay draft cycle of a loan (docs/decisions/057): the insert is the claim that makes the draft happen once. */
export interface AutopayDraftsTable {
  loan_account_id: number;
  /** `YYYY-MM-DD`: the draft day in the cycle's month, before any move to a business day. */
  cycle_date: string;
  outcome: 'scheduled' | 'already_paid';
  payment_id: number | null;
  created_at: CreatedAt;
  notified_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** How a statement made by the cycle job reaches the borrower (docs/decisions/057). */
export interface StatementDeliveriesTable {
  statement_id: number;
  method: 'email' | 'print';
  created_at: CreatedAt;
  /** When the notice mail went, or the statement was written to the print list. */
  delivered_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A payment reminder sent (docs/decisions/057): at most one per loan, due date and channel. */
export interface PaymentRemindersTable {
  loan_account_id: number;
  due_date: string;
  channel: 'email' | 'sms';
  sent_at: CreatedAt;
}

export interface DatabaseSchema {
  redirects: RedirectsTable;
  loan_accounts: LoanAccountsTable;
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  account_lookups: AccountLookupsTable;
  lookup_codes: LookupCodesTable;
  message_threads: MessageThreadsTable;
  messages: MessagesTable;
  message_attachments: MessageAttachmentsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  used_captchas: UsedCaptchasTable;
  contact_messages: ContactMessagesTable;
  dealer_enquiries: DealerEnquiriesTable;
  job_openings: JobOpeningsTable;
  job_opening_texts: JobOpeningTextsTable;
  statements: StatementsTable;
  account_transactions: AccountTransactionsTable;
  account_notices: AccountNoticesTable;
  ach_files: AchFilesTable;
  ach_return_files: AchReturnFilesTable;
  job_leases: JobLeasesTable;
  analytics_events: AnalyticsEventsTable;
  payment_methods: PaymentMethodsTable;
  payments: PaymentsTable;
  autopay_enrolments: AutopayEnrolmentsTable;
  due_date_changes: DueDateChangesTable;
  email_changes: EmailChangesTable;
  phone_verifications: PhoneVerificationsTable;
  security_events: SecurityEventsTable;
  pending_enrolments: PendingEnrolmentsTable;
  pending_sign_ins: PendingSignInsTable;
  remembered_devices: RememberedDevicesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  code_failures: CodeFailuresTable;
  autopay_drafts: AutopayDraftsTable;
  statement_deliveries: StatementDeliveriesTable;
  payment_reminders: PaymentRemindersTable;
  guest_payment_tokens: GuestPaymentTokensTable;
}

export type RedirectRow = Selectable<RedirectsTable>;
export type LoanAccountRow = Selectable<LoanAccountsTable>;
export type UserRow = Selectable<UsersTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type MessageThreadRow = Selectable<MessageThreadsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type DealerEnquiryRow = Selectable<DealerEnquiriesTable>;
export type JobOpeningRow = Selectable<JobOpeningsTable>;
export type StatementRow = Selectable<StatementsTable>;
export type AccountTransactionRow = Selectable<AccountTransactionsTable>;
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type AutopayEnrolmentRow = Selectable<AutopayEnrolmentsTable>;
export type DueDateChangeRow = Selectable<DueDateChangesTable>;
export type SecurityEventRow = Selectable<SecurityEventsTable>;
