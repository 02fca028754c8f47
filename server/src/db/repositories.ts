import { createAchFilesRepository, type AchFilesRepository } from './ach-files-repository.js';
import { createAccountNoticesRepository, type AccountNoticesRepository } from './account-notices-repository.js';
import type { Kysely } from 'kysely';
import { createAnalyticsEventsRepository, type AnalyticsEventsRepository } from './analytics-events-repository.js';
import {
  createAccountTransactionsRepository,
  createStatementsRepository,
  type AccountTransactionsRepository,
  type StatementsRepository,
} from './account-history-repository.js';
import { createAccountLookupsRepository, type AccountLookupsRepository } from './account-lookups-repository.js';
import { createCodeFailuresRepository, type CodeFailuresRepository } from './code-failures-repository.js';
import { createCareersRepository, type CareersRepository } from './careers-repository.js';
import { createGuestPaymentTokensRepository, type GuestPaymentTokensRepository } from './guest-payment-tokens-repository.js';
import { createDueDateChangesRepository, type DueDateChangesRepository } from './due-date-changes-repository.js';
import { createLoanAccountsRepository, type LoanAccountsRepository } from './loan-accounts-repository.js';
import { createMessageSummariesRepository, type MessageSummariesRepository } from './message-summaries-repository.js';
import { createOneTimeTokensRepository, type OneTimeTokensRepository } from './one-time-tokens-repository.js';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository.js';
import {
  createContactMessagesRepository,
  createDealerEnquiriesRepository,
  type ContactMessagesRepository,
  type DealerEnquiriesRepository,
} from './public-submissions-repository.js';
import {
  createAutopayRepository,
  createPaymentMethodsRepository,
  createPaymentsRepository,
  type AutopayRepository,
  type PaymentMethodsRepository,
  type PaymentsRepository,
} from './payments-repository.js';
import { createPasskeysRepository, type PasskeysRepository } from './passkeys-repository.js';
import { createRateLimitsRepository, type RateLimitsRepository } from './rate-limits-repository.js';
import { createRedirectsRepository, type RedirectsRepository } from './redirects-repository.js';
import { createRememberedDevicesRepository, type RememberedDevicesRepository } from './remembered-devices-repository.js';
import { createSecureMessagesRepository, type SecureMessagesRepository } from './secure-messages-repository.js';
import { createSecurityEventsRepository, type SecurityEventsRepository } from './security-events-repository.js';
import type { DatabaseSchema } from './schema.js';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository.js';
import { createSettingsRepository, type SettingsRepository } from './settings-repository.js';
import { createUsedCaptchasRepository, type UsedCaptchasRepository } from './used-captchas-repository.js';
import { createUsersRepository, type UsersRepository } from './users-repository.js';

/** Every repository over one database: what app.ts hands to the plugins. */
export interface Repositories {
  redirects: RedirectsRepository;
  loanAccounts: LoanAccountsRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  oneTimeTokens: OneTimeTokensRepository;
  accountLookups: AccountLookupsRepository;
  messageSummaries: MessageSummariesRepository;
  secureMessages: SecureMessagesRepository;
  outbox: OutboxRepository;
  rateLimits: RateLimitsRepository;
  usedCaptchas: UsedCaptchasRepository;
  contactMessages: ContactMessagesRepository;
  dealerEnquiries: DealerEnquiriesRepository;
  careers: CareersRepository;
  statements: StatementsRepository;
  accountTransactions: AccountTransactionsRepository;
  analyticsEvents: AnalyticsEventsRepository;
  paymentMethods: PaymentMethodsRepository;
  payments: PaymentsRepository;
  autopay: AutopayRepository;
  settings: SettingsRepository;
  dueDateChanges: DueDateChangesRepository;
  securityEvents: SecurityEventsRepository;
  rememberedDevices: RememberedDevicesRepository;
  passkeys: PasskeysRepository;
  codeFailures: CodeFailuresRepository;
  guestPaymentTokens: GuestPaymentTokensRepository;
  accountNotices: AccountNoticesRepository;
  achFiles: AchFilesRepository;
}

export function createRepositories(db: Kysely<DatabaseSchema>): Repositories {
  return {
    redirects: createRedirectsRepository(db),
    loanAccounts: createLoanAccountsRepository(db),
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    oneTimeTokens: createOneTimeTokensRepository(db),
    accountLookups: createAccountLookupsRepository(db),
    messageSummaries: createMessageSummariesRepository(db),
    secureMessages: createSecureMessagesRepository(db),
    outbox: createOutboxRepository(db),
    rateLimits: createRateLimitsRepository(db),
    usedCaptchas: createUsedCaptchasRepository(db),
    contactMessages: createContactMessagesRepository(db),
    dealerEnquiries: createDealerEnquiriesRepository(db),
    careers: createCareersRepository(db),
    statements: createStatementsRepository(db),
    accountTransactions: createAccountTransactionsRepository(db),
    analyticsEvents: createAnalyticsEventsRepository(db),
    paymentMethods: createPaymentMethodsRepository(db),
    payments: createPaymentsRepository(db),
    autopay: createAutopayRepository(db),
    settings: createSettingsRepository(db),
    dueDateChanges: createDueDateChangesRepository(db),
    securityEvents: createSecurityEventsRepository(db),
    rememberedDevices: createRememberedDevicesRepository(db),
    passkeys: createPasskeysRepository(db),
    codeFailures: createCodeFailuresRepository(db),
    guestPaymentTokens: createGuestPaymentTokensRepository(db),
    accountNotices: createAccountNoticesRepository(db),
    achFiles: createAchFilesRepository(db),
  };
}
