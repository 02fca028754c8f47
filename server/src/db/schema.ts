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
 * A loan of the servicing system (spec 3, DESIGN "Account data fields"). SSN, its last four digits and the
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
  created_at: CreatedAt;
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
  /** Consecutive wrong passwords; the fifth sets locked_at. */
  failed_attempts: CountColumn;
  /** Null unless locked (login answers LOCKED); a password reset clears it. */
  locked_at: string | null;
  loan_account_id: number;
  password_changed_at: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
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

/** Secure-message summaries (spec 3: custRead). */
export interface MessageSummariesTable {
  id: Generated<number>;
  loan_account_id: number;
  subject: string;
  sent_at: string;
  /** Null while unread (custRead false). */
  read_at: string | null;
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

export interface DatabaseSchema {
  redirects: RedirectsTable;
  loan_accounts: LoanAccountsTable;
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  account_lookups: AccountLookupsTable;
  lookup_codes: LookupCodesTable;
  message_summaries: MessageSummariesTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  used_captchas: UsedCaptchasTable;
}

export type RedirectRow = Selectable<RedirectsTable>;
export type LoanAccountRow = Selectable<LoanAccountsTable>;
export type UserRow = Selectable<UsersTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type MessageSummaryRow = Selectable<MessageSummariesTable>;
