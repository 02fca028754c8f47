/**
 * Paths of the sign-in, session, recovery, enrolment and account calls (spec 7 and the calls it leaves
 * "not shown"). `/login` carries no `/api` prefix, as spec 7 shows it.
 */
export const PORTAL_API_PATHS = {
  login: '/login',
  /** Decision 033: the code of a sign-in from a new device (schemas/auth.ts). */
  loginSendCode: '/api/login/send-code',
  loginVerify: '/api/login/verify',
  /** Passkeys (docs/decisions/052; schemas/passkeys.ts): a sign-in with a passkey, both factors at once. */
  loginPasskeyOptions: '/api/login/passkey-options',
  loginPasskey: '/api/login/passkey',
  /** The signed-in borrower's passkeys: list and add (POST, the attestation), options (with the current password), remove. */
  passkeys: '/api/passkeys',
  passkeyRegistrationOptions: '/api/passkeys/registration-options',
  passkey: '/api/passkeys/:id',
  /** Whether this browser holds a live session, and its csrf token: the shell asks after a reload. */
  session: '/api/session',
  logout: '/api/logout',
  touch: '/api/touch',
  accountDetails: '/api/account-details',
  messageSummaries: '/api/smc',
  verifyEmailResend: '/api/verify-email-resend',
  verifyEmail: '/api/verify-email',
  resetPassword: '/api/reset-password',
  changePassword: '/api/change-password',
  createAccount: '/api/create-account',
  createAccountSendCode: '/api/create-account/send-code',
  createAccountConfirm: '/api/create-account/confirm',
  sendUsername: '/api/send-username',
  sendPasswordReset: '/api/send-password-reset',
  captchaChallenge: '/api/captcha/challenge',
  lookupAccountStep1: '/api/lookup-account/step1',
  lookupAccountStep2: '/api/lookup-account/step2',
  lookupAccountStep3: '/api/lookup-account/step3',
  /** Development only: the outbox of mails and text messages (absent in production). */
  devMailbox: '/dev/mailbox',
  devMailboxJson: '/dev/mailbox.json',
  /** Development only: the bank returns a payment (docs/decisions/055): a NACHA return file is written and read. */
  devPaymentReturn: '/dev/payments/:id/return',
} as const;

/** Request header carrying the session's csrf token on every state-changing call of a signed-in user. */
export const CSRF_HEADER = 'csrf-token';

/** Paths of the server's calls (spec 7 and the calls it leaves "not shown"). */
export const API_PATHS = {
  env: '/env.json',
  redirectLookup: '/api/redirects/lookup',
  sitemapXml: '/sitemap.xml',
  health: '/api/health',
  /** Decision 034: the process answers (a restart is the cure when it does not). */
  healthLive: '/health/live',
  /** Decision 034: this instance can serve pages now (a balancer sends it traffic only then). */
  healthReady: '/health/ready',
  /** Decision 034: Prometheus's text format, for the team's scraper (METRICS_TOKEN). */
  metrics: '/metrics',
  /** Decision 034: a browser's error report (schemas/client-errors.ts). */
  clientErrors: '/api/client-errors',
  /** RFC 9116: where to report a vulnerability, for researchers and their tools. */
  securityTxt: '/.well-known/security.txt',
} as const;
