import type { Migration } from 'kysely';
import { createRedirects } from './0001-create-redirects.js';
import { createBorrowers } from './0002-create-borrowers.js';
import { createSessionsAndTokens } from './0003-create-sessions-and-tokens.js';
import { createAccountLookups } from './0004-create-account-lookups.js';
import { createOutbox } from './0005-create-outbox.js';
import { createAbuseControls } from './0006-create-abuse-controls.js';
import { createPublicForms } from './0007-create-public-forms.js';
import { createCareers } from './0008-create-careers.js';
import { createAccountHistory } from './0009-create-account-history.js';
import { createAnalyticsEvents } from './0010-create-analytics-events.js';
import { createPayments } from './0011-create-payments.js';
import { createDueDateChanges } from './0012-create-due-date-changes.js';
import { createSecureMessages } from './0013-create-secure-messages.js';
import { createSettings } from './0014-create-settings.js';
import { expiringLoginLocks } from './0015-expiring-login-locks.js';
import { createSecurityEvents } from './0016-create-security-events.js';
import { confirmationCodes } from './0017-confirmation-codes.js';
import { codeFailures } from './0018-code-failures.js';
import { moneyGuards } from './0019-money-guards.js';
import { passkeys } from './0020-passkeys.js';
import { returnsGuestCodesLeases } from './0021-returns-guest-codes-leases.js';
import { guestPayments } from './0022-guest-payments.js';
import { loanCycles } from './0024-loan-cycles.js';

/**
 * Every migration, in order. Kysely runs them sorted by key, so keys start with a zero-padded number;
 * a new migration is a new file plus one line here (no folder scan: the list must work the same from
 * dist, from tsx and under jest). A key, once released, never changes.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_create_redirects': createRedirects,
  '0002_create_borrowers': createBorrowers,
  '0003_create_sessions_and_tokens': createSessionsAndTokens,
  '0004_create_account_lookups': createAccountLookups,
  '0005_create_outbox': createOutbox,
  '0006_create_abuse_controls': createAbuseControls,
  '0007_create_public_forms': createPublicForms,
  '0008_create_careers': createCareers,
  '0009_create_account_history': createAccountHistory,
  '0010_create_analytics_events': createAnalyticsEvents,
  '0011_create_payments': createPayments,
  '0012_create_due_date_changes': createDueDateChanges,
  '0013_create_secure_messages': createSecureMessages,
  '0014_create_settings': createSettings,
  '0015_expiring_login_locks': expiringLoginLocks,
  '0016_create_security_events': createSecurityEvents,
  '0017_confirmation_codes': confirmationCodes,
  '0018_code_failures': codeFailures,
  '0019_money_guards': moneyGuards,
  '0020_passkeys': passkeys,
  '0021_returns_guest_codes_leases': returnsGuestCodesLeases,
  '0022_guest_payments': guestPayments,
  '0024_loan_cycles': loanCycles,
};
