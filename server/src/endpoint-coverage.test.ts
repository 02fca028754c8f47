import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import {
  API_PATHS,
  ACCOUNT_MONEY_PATHS,
  DUE_DATE_PATHS,
  GUEST_PAYMENT_PATHS,
  MESSAGE_PATHS,
  PORTAL_API_PATHS,
  PUBLIC_API_PATHS,
  SETTINGS_PATHS,
} from 'shared-contracts';
import { createTestApp } from './test-support/test-app.js';

/*
 * The fuzz tests cover every endpoint, including those added after them. Every route that changes state or
 * reads by an id or a query is listed here with the test file that throws malformed input at it, by the shared-contracts
 * constant that file uses; a new route fails this test until it is fuzzed (or listed as exempt, with the reason).
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));
const PATH_CONSTANTS = { API_PATHS, ACCOUNT_MONEY_PATHS, DUE_DATE_PATHS, GUEST_PAYMENT_PATHS, MESSAGE_PATHS, PORTAL_API_PATHS, PUBLIC_API_PATHS, SETTINGS_PATHS } as const;
type ConstantName = keyof typeof PATH_CONSTANTS;

/** `METHOD url` → [the fuzzing test file, the `PATHS.key` it reaches the route by]. */
const FUZZED: Record<string, [file: string, reference: `${ConstantName}.${string}`]> = {
  'POST /login': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.login'],
  'POST /api/login/send-code': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.loginSendCode'],
  'POST /api/login/verify': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.loginVerify'],
  'POST /api/verify-email': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.verifyEmail'],
  'POST /api/reset-password': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.resetPassword'],
  'POST /api/change-password': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.changePassword'],
  'POST /api/create-account': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.createAccount'],
  'POST /api/create-account/send-code': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.createAccountSendCode'],
  'POST /api/create-account/confirm': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.createAccountConfirm'],
  'POST /api/send-username': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.sendUsername'],
  'POST /api/send-password-reset': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.sendPasswordReset'],
  'POST /api/lookup-account/step1': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.lookupAccountStep1'],
  'POST /api/lookup-account/step2': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.lookupAccountStep2'],
  'POST /api/lookup-account/step3': ['api-fuzz.test.ts', 'PORTAL_API_PATHS.lookupAccountStep3'],
  'POST /api/contact': ['routes/public-forms.test.ts', 'PUBLIC_API_PATHS.contact'],
  'POST /api/dealer-enquiries': ['routes/public-forms.test.ts', 'PUBLIC_API_PATHS.dealerEnquiries'],
  'POST /api/payments': ['routes/account-money-fuzz.test.ts', 'ACCOUNT_MONEY_PATHS.payments'],
  'POST /api/guest/lookup': ['routes/guest-payments-fuzz.test.ts', 'GUEST_PAYMENT_PATHS.lookup'],
  'POST /api/guest/payments': ['routes/guest-payments-fuzz.test.ts', 'GUEST_PAYMENT_PATHS.payments'],
  'DELETE /api/payments/:id': ['routes/account-money-fuzz.test.ts', 'ACCOUNT_MONEY_PATHS.payment'],
  'POST /api/payment-methods': ['routes/account-money-fuzz.test.ts', 'ACCOUNT_MONEY_PATHS.paymentMethods'],
  'DELETE /api/payment-methods/:id': ['routes/account-money-fuzz.test.ts', 'ACCOUNT_MONEY_PATHS.paymentMethod'],
  'PUT /api/autopay': ['routes/account-money-fuzz.test.ts', 'ACCOUNT_MONEY_PATHS.autopay'],
  'DELETE /api/autopay': ['routes/account-money-fuzz.test.ts', 'ACCOUNT_MONEY_PATHS.autopay'],
  'POST /api/due-date': ['routes/due-date-fuzz.test.ts', 'DUE_DATE_PATHS.change'],
  'POST /api/messages': ['routes/messages-fuzz.test.ts', 'MESSAGE_PATHS.threads'],
  'POST /api/messages/:id/replies': ['routes/messages-fuzz.test.ts', 'MESSAGE_PATHS.replies'],
  'POST /api/messages/:id/read': ['routes/messages-fuzz.test.ts', 'MESSAGE_PATHS.read'],
  'POST /dev/messages/:id/reply': ['routes/messages-fuzz.test.ts', 'MESSAGE_PATHS.devReply'],
  'PUT /api/settings/email': ['routes/settings-fuzz.test.ts', 'SETTINGS_PATHS.email'],
  'PUT /api/settings/phone': ['routes/settings-fuzz.test.ts', 'SETTINGS_PATHS.phone'],
  'POST /api/settings/phone/verify': ['routes/settings-fuzz.test.ts', 'SETTINGS_PATHS.phoneVerify'],
  'PUT /api/settings/preferences': ['routes/settings-fuzz.test.ts', 'SETTINGS_PATHS.preferences'],
  'PUT /api/settings/reminders': ['routes/settings-fuzz.test.ts', 'SETTINGS_PATHS.reminders'],
  'DELETE /api/sessions/:id': ['routes/settings-fuzz.test.ts', 'SETTINGS_PATHS.session'],
  'DELETE /api/sessions': ['routes/settings-fuzz.test.ts', 'SETTINGS_PATHS.sessions'],
  'POST /api/passkeys/registration-options': ['routes/passkeys-fuzz.test.ts', 'PORTAL_API_PATHS.passkeyRegistrationOptions'],
  'POST /api/passkeys': ['routes/passkeys-fuzz.test.ts', 'PORTAL_API_PATHS.passkeys'],
  'DELETE /api/passkeys/:id': ['routes/passkeys-fuzz.test.ts', 'PORTAL_API_PATHS.passkey'],
  'POST /api/login/passkey-options': ['routes/passkeys-fuzz.test.ts', 'PORTAL_API_PATHS.loginPasskeyOptions'],
  'POST /api/login/passkey': ['routes/passkeys-fuzz.test.ts', 'PORTAL_API_PATHS.loginPasskey'],
  // Reads that take an id or a query.
  'GET /api/messages/:id': ['routes/messages-fuzz.test.ts', 'MESSAGE_PATHS.thread'],
  'GET /api/messages/:id/attachments/:attachmentId': ['routes/messages-fuzz.test.ts', 'MESSAGE_PATHS.attachment'],
  'GET /api/statements/:id/pdf': ['routes/account-money-fuzz.test.ts', 'ACCOUNT_MONEY_PATHS.statementPdf'],
  'GET /api/payment-receipts/:confirmationNumber': ['routes/account-money-fuzz.test.ts', 'ACCOUNT_MONEY_PATHS.paymentReceiptPdf'],
  'GET /api/history': ['routes/account-money-fuzz.test.ts', 'ACCOUNT_MONEY_PATHS.history'],
  'GET /api/history.csv': ['routes/account-money-fuzz.test.ts', 'ACCOUNT_MONEY_PATHS.historyCsv'],
  'GET /api/payoff-quote': ['routes/account-money-fuzz.test.ts', 'ACCOUNT_MONEY_PATHS.payoffQuote'],
  'GET /api/payoff-quote/pdf': ['routes/account-money-fuzz.test.ts', 'ACCOUNT_MONEY_PATHS.payoffQuotePdf'],
  'GET /api/careers': ['api-fuzz.test.ts', 'PUBLIC_API_PATHS.careers'],
  'GET /api/redirects/lookup': ['api-fuzz.test.ts', 'API_PATHS.redirectLookup'],
  'POST /api/client-errors': ['api-fuzz.test.ts', 'API_PATHS.clientErrors'],
};

/** State-changing routes that take nothing to fuzz, or are fuzzed elsewhere by their own shape; with the reason. */
const EXEMPT: Record<string, string> = {
  'POST /api/logout': 'no body and no parameters: it ends the session it is sent with (login.test.ts)',
  // The analytics proxy forwards the SDK's own formats as they come (analytics-proxy.test.ts checks their size
  // and rate limits, never their content): nothing there is parsed into the database or a query.
  'POST /mp/track': 'forwarded as is (analytics-proxy.test.ts)',
  'POST /mp/track/': 'forwarded as is (analytics-proxy.test.ts)',
  'POST /mp/engage': 'forwarded as is (analytics-proxy.test.ts)',
  'POST /mp/engage/': 'forwarded as is (analytics-proxy.test.ts)',
  'POST /mp/groups': 'forwarded as is (analytics-proxy.test.ts)',
  'POST /mp/groups/': 'forwarded as is (analytics-proxy.test.ts)',
  'POST /mp/record': 'forwarded as is (analytics-proxy.test.ts)',
  'POST /mp/record/': 'forwarded as is (analytics-proxy.test.ts)',
  'POST /mp/flags': 'forwarded as is (analytics-proxy.test.ts)',
  'POST /mp/flags/': 'forwarded as is (analytics-proxy.test.ts)',
  'POST /mp/flags/:flagId/first-time-events': 'forwarded as is (analytics-proxy.test.ts)',
  'GET /mp/flags': 'forwarded as is (analytics-proxy.test.ts)',
  'GET /mp/flags/': 'forwarded as is (analytics-proxy.test.ts)',
  'GET /dev/analytics.json': 'development only, and its one query (a limit) is checked by its schema (analytics-proxy.test.ts)',
  'POST /dev/payments/:id/return': 'development only: its body is one reason code of a fixed list, its id a number, both checked by their schemas (payments/ach-jobs.test.ts)',
};

/**
 * `METHOD url` → [the log test that calls it at trace level and finds no secret in the log, the `PATHS.key` it
 * uses]: the same inventory, for "nothing secret in a log" (log-leak.test.ts and its siblings).
 */
const LOGGED: Record<string, [file: string, reference: `${ConstantName}.${string}`]> = {
  'POST /login': ['log-leak.test.ts', 'PORTAL_API_PATHS.login'],
  'POST /api/login/send-code': ['log-leak.test.ts', 'PORTAL_API_PATHS.loginSendCode'],
  'POST /api/login/verify': ['log-leak.test.ts', 'PORTAL_API_PATHS.loginVerify'],
  'POST /api/logout': ['log-leak.test.ts', 'PORTAL_API_PATHS.logout'],
  'POST /api/verify-email': ['log-leak.test.ts', 'PORTAL_API_PATHS.verifyEmail'],
  'POST /api/reset-password': ['log-leak.test.ts', 'PORTAL_API_PATHS.resetPassword'],
  'POST /api/change-password': ['log-leak.test.ts', 'PORTAL_API_PATHS.changePassword'],
  'POST /api/create-account': ['log-leak.test.ts', 'PORTAL_API_PATHS.createAccount'],
  'POST /api/create-account/send-code': ['log-leak.test.ts', 'PORTAL_API_PATHS.createAccountSendCode'],
  'POST /api/create-account/confirm': ['log-leak.test.ts', 'PORTAL_API_PATHS.createAccountConfirm'],
  'POST /api/send-username': ['log-leak.test.ts', 'PORTAL_API_PATHS.sendUsername'],
  'POST /api/send-password-reset': ['log-leak.test.ts', 'PORTAL_API_PATHS.sendPasswordReset'],
  'POST /api/lookup-account/step1': ['log-leak.test.ts', 'PORTAL_API_PATHS.lookupAccountStep1'],
  'POST /api/lookup-account/step2': ['log-leak.test.ts', 'PORTAL_API_PATHS.lookupAccountStep2'],
  'POST /api/lookup-account/step3': ['log-leak.test.ts', 'PORTAL_API_PATHS.lookupAccountStep3'],
  'POST /api/contact': ['routes/public-forms.test.ts', 'PUBLIC_API_PATHS.contact'],
  'POST /api/dealer-enquiries': ['routes/public-forms.test.ts', 'PUBLIC_API_PATHS.dealerEnquiries'],
  'PUT /api/settings/email': ['routes/settings-log.test.ts', 'SETTINGS_PATHS.email'],
  'PUT /api/settings/phone': ['routes/settings-log.test.ts', 'SETTINGS_PATHS.phone'],
  'POST /api/settings/phone/verify': ['routes/settings-log.test.ts', 'SETTINGS_PATHS.phoneVerify'],
  'PUT /api/settings/preferences': ['routes/settings-log.test.ts', 'SETTINGS_PATHS.preferences'],
  'DELETE /api/sessions': ['routes/settings-log.test.ts', 'SETTINGS_PATHS.sessions'],
  'DELETE /api/sessions/:id': ['routes/account-log.test.ts', 'SETTINGS_PATHS.session'],
  'POST /api/passkeys/registration-options': ['routes/passkeys-log.test.ts', 'PORTAL_API_PATHS.passkeyRegistrationOptions'],
  'POST /api/passkeys': ['routes/passkeys-log.test.ts', 'PORTAL_API_PATHS.passkeys'],
  'DELETE /api/passkeys/:id': ['routes/passkeys-log.test.ts', 'PORTAL_API_PATHS.passkey'],
  'POST /api/login/passkey-options': ['routes/passkeys-log.test.ts', 'PORTAL_API_PATHS.loginPasskeyOptions'],
  'POST /api/login/passkey': ['routes/passkeys-log.test.ts', 'PORTAL_API_PATHS.loginPasskey'],
  'POST /api/payments': ['routes/account-log.test.ts', 'ACCOUNT_MONEY_PATHS.payments'],
  'POST /api/guest/lookup': ['routes/guest-payments-log.test.ts', 'GUEST_PAYMENT_PATHS.lookup'],
  'POST /api/guest/payments': ['routes/guest-payments-log.test.ts', 'GUEST_PAYMENT_PATHS.payments'],
  'DELETE /api/payments/:id': ['routes/account-log.test.ts', 'ACCOUNT_MONEY_PATHS.payment'],
  'POST /api/payment-methods': ['routes/account-log.test.ts', 'ACCOUNT_MONEY_PATHS.paymentMethods'],
  'DELETE /api/payment-methods/:id': ['routes/account-log.test.ts', 'ACCOUNT_MONEY_PATHS.paymentMethod'],
  'PUT /api/autopay': ['routes/account-log.test.ts', 'ACCOUNT_MONEY_PATHS.autopay'],
  'DELETE /api/autopay': ['routes/account-log.test.ts', 'ACCOUNT_MONEY_PATHS.autopay'],
  'POST /api/due-date': ['routes/account-log.test.ts', 'DUE_DATE_PATHS.change'],
  'POST /api/messages': ['routes/account-log.test.ts', 'MESSAGE_PATHS.threads'],
  'POST /api/messages/:id/replies': ['routes/account-log.test.ts', 'MESSAGE_PATHS.replies'],
  'POST /api/messages/:id/read': ['routes/account-log.test.ts', 'MESSAGE_PATHS.read'],
  'GET /api/messages/:id': ['routes/account-log.test.ts', 'MESSAGE_PATHS.thread'],
  'GET /api/messages/:id/attachments/:attachmentId': ['routes/account-log.test.ts', 'MESSAGE_PATHS.attachment'],
  'GET /api/statements/:id/pdf': ['routes/account-log.test.ts', 'ACCOUNT_MONEY_PATHS.statementPdf'],
  'GET /api/payment-receipts/:confirmationNumber': ['routes/account-log.test.ts', 'ACCOUNT_MONEY_PATHS.paymentReceiptPdf'],
  'GET /api/history': ['routes/account-log.test.ts', 'ACCOUNT_MONEY_PATHS.history'],
  'GET /api/history.csv': ['routes/account-log.test.ts', 'ACCOUNT_MONEY_PATHS.historyCsv'],
  'GET /api/payoff-quote': ['routes/account-log.test.ts', 'ACCOUNT_MONEY_PATHS.payoffQuote'],
  'GET /api/payoff-quote/pdf': ['routes/account-log.test.ts', 'ACCOUNT_MONEY_PATHS.payoffQuotePdf'],
};

/** Routes no log test needs to call, with the reason. */
const NOT_LOGGED: Record<string, string> = {
  'GET /api/careers': 'public, and its one query is a locale',
  'GET /api/redirects/lookup': 'public, and its one query is a page path',
  'POST /dev/messages/:id/reply': 'development only: the lender stand-in',
  'GET /dev/analytics.json': 'development only: the stored analytics events',
  'PUT /api/settings/reminders': 'its body is two booleans and a day count (3 or 5); nothing secret to leak',
  'POST /dev/payments/:id/return': 'development only: the bank returns a payment (no account number is read or written)',
  'POST /api/client-errors': 'its body is three labels from fixed lists and a pattern, logged as such (plugins/metrics.test.ts)',
};

/** Path constants a test reaches through a shared-contracts helper that fills them in. */
const REACHED_THROUGH: Record<string, string> = {
  'ACCOUNT_MONEY_PATHS.statementPdf': 'statementPdfPath(',
  'ACCOUNT_MONEY_PATHS.paymentReceiptPdf': 'paymentReceiptPdfPath(',
  'MESSAGE_PATHS.attachment': 'attachmentPath(',
};

const mentions = (file: string, reference: string) => {
  const text = fs.readFileSync(path.join(SRC, file), 'utf8');
  const helper = REACHED_THROUGH[reference];
  return text.includes(reference) || (helper !== undefined && text.includes(helper));
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route to fuzz: it changes state, or it reads by an id or a query. */
const takesInput = (method: string, route: RouteOptions) => STATE_CHANGING.has(method) || (method === 'GET' && (route.url.includes(':') || route.schema?.querystring !== undefined));

function resolve(reference: string): string {
  const [constant, key] = reference.split('.') as [ConstantName, string];
  const paths = PATH_CONSTANTS[constant] as Record<string, string>;
  return paths[key] ?? `(no ${reference})`;
}

describe('every endpoint that takes input is fuzzed and logged without secrets', () => {
  let routes: string[];
  beforeAll(async () => {
    const seen = new Set<string>();
    const testApp = await createTestApp({
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) if (takesInput(method, route)) seen.add(`${method} ${route.url}`);
      },
    });
    await testApp.close();
    routes = [...seen].sort();
  });

  /** Every route is in one of the lists, and no list names a route that is gone. */
  const expectInventory = (...lists: Array<Record<string, unknown>>) => {
    const listed = new Set(lists.flatMap((list) => Object.keys(list)));
    expect(routes.filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !routes.includes(route))).toEqual([]);
  };

  it('lists each route either as fuzzed or as exempt with a reason, and no route that is gone', () => {
    expectInventory(FUZZED, EXEMPT);
  });

  it('lists each route either under a log test or as needing none, with a reason', () => {
    expectInventory(LOGGED, NOT_LOGGED, Object.fromEntries(Object.entries(EXEMPT).filter(([route]) => route.includes('/mp/'))));
  });

  it.each(Object.entries(LOGGED))('%s: the named log test reaches it by its path constant', (route, [file, reference]) => {
    expect(resolve(reference)).toBe(route.split(' ')[1] ?? '');
    expect({ file, reference, mentioned: mentions(file, reference) }).toEqual({ file, reference, mentioned: true });
  });

  it.each(Object.entries(FUZZED))('%s: the named test file reaches it by its path constant', (route, [file, reference]) => {
    expect(resolve(reference)).toBe(route.split(' ')[1] ?? '');
    expect({ file, reference, mentioned: mentions(file, reference) }).toEqual({ file, reference, mentioned: true });
  });
});
