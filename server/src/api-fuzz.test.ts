import fc from 'fast-check';
import { sql } from 'kysely';
import {
  API_PATHS,
  PORTAL_API_PATHS,
  PUBLIC_API_PATHS,
  changePasswordRequestSchema,
  checkCodeRequestSchema,
  clientErrorReportSchema,
  createAccountRequestSchema,
  sendCodeRequestSchema,
  errorBodySchema,
  loginRequestSchema,
  loginVerifyRequestSchema,
  lookupStep1RequestSchema,
  resetPasswordRequestSchema,
  sendPasswordResetRequestSchema,
  sendUsernameRequestSchema,
  verifyEmailRequestSchema,
} from 'shared-contracts';
import type { ZodObject, ZodType } from 'zod';
import { signedInHeaders, type SignedIn } from './test-support/portal-client.js';
import { createSignedInApp } from './test-support/signed-in-app.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';
import { TEST_DIALECTS } from './test-support/test-databases.js';

/*
 * Bad input: thousands of malformed bodies (wrong types, oversize strings over 256 / 100
 * characters, missing fields, non-objects, wrong content types) to every call that takes a body, signed in
 * or not: every answer is a 4xx with the JSON error body, never a 5xx, and the database is unchanged.
 */

interface BodyEndpoint {
  url: string;
  schema: ZodObject;
  /** A valid body: the generators break it. */
  valid: Record<string, string | boolean>;
  /** The length past which each field is too long (spec 9: 256 for e-mails and usernames, 100 for names). */
  tooLong: Record<string, number>;
}

const TOKEN = 'A'.repeat(43);
const ENDPOINTS: BodyEndpoint[] = [
  { url: PORTAL_API_PATHS.login, schema: loginRequestSchema, valid: { username: 'demo', password: 'x' }, tooLong: { username: 256, password: 256 } },
  { url: PORTAL_API_PATHS.loginSendCode, schema: sendCodeRequestSchema, valid: { token: TOKEN, sendTo: 'email' }, tooLong: { token: 128, sendTo: 5 } },
  { url: PORTAL_API_PATHS.loginVerify, schema: loginVerifyRequestSchema, valid: { token: TOKEN, code: '123456', rememberDevice: false }, tooLong: { token: 128, code: 6 } },
  { url: PORTAL_API_PATHS.verifyEmail, schema: verifyEmailRequestSchema, valid: { token: TOKEN }, tooLong: { token: 128 } },
  { url: PORTAL_API_PATHS.resetPassword, schema: resetPasswordRequestSchema, valid: { token: TOKEN, password: 'Long-Enough-1' }, tooLong: { token: 128, password: 256 } },
  {
    url: PORTAL_API_PATHS.changePassword,
    schema: changePasswordRequestSchema,
    valid: { currentPassword: 'x', newPassword: 'Long-Enough-1' },
    tooLong: { currentPassword: 256, newPassword: 256 },
  },
  {
    url: PORTAL_API_PATHS.createAccount,
    schema: createAccountRequestSchema,
    valid: { accountNumber: '3052718845', lastName: 'Souza', ssnLastFour: '0123', dob: '1995-01-20', email: 'a@example.com', username: 'fuzzy', password: 'Long-Enough-1', captchaToken: 'x' },
    tooLong: { accountNumber: 20, lastName: 100, ssnLastFour: 4, dob: 10, email: 256, username: 256, password: 256, captchaToken: 4096 },
  },
  { url: PORTAL_API_PATHS.createAccountSendCode, schema: sendCodeRequestSchema, valid: { token: TOKEN, sendTo: 'email' }, tooLong: { token: 128, sendTo: 5 } },
  { url: PORTAL_API_PATHS.createAccountConfirm, schema: checkCodeRequestSchema, valid: { token: TOKEN, code: '123456' }, tooLong: { token: 128, code: 6 } },
  { url: PORTAL_API_PATHS.sendUsername, schema: sendUsernameRequestSchema, valid: { email: 'a@example.com', captchaToken: 'x' }, tooLong: { email: 256, captchaToken: 4096 } },
  { url: PORTAL_API_PATHS.sendPasswordReset, schema: sendPasswordResetRequestSchema, valid: { username: 'demo', captchaToken: 'x' }, tooLong: { username: 256, captchaToken: 4096 } },
  {
    url: PORTAL_API_PATHS.lookupAccountStep1,
    schema: lookupStep1RequestSchema,
    valid: { firstName: 'Maria', lastName: 'Garcia', ssn: '123456789', dob: '1985-04-15', captchaToken: 'x' },
    tooLong: { firstName: 100, lastName: 100, ssn: 9, dob: 10, captchaToken: 4096 },
  },
  { url: PORTAL_API_PATHS.lookupAccountStep2, schema: sendCodeRequestSchema, valid: { token: TOKEN, sendTo: 'email' }, tooLong: { token: 128, sendTo: 5 } },
  { url: PORTAL_API_PATHS.lookupAccountStep3, schema: checkCodeRequestSchema, valid: { token: TOKEN, code: '123456' }, tooLong: { token: 128, code: 6 } },
  { url: API_PATHS.clientErrors, schema: clientErrorReportSchema, valid: { app: 'mfe-public', version: 'public-1', kind: 'uncaught' }, tooLong: { app: 11, version: 64, kind: 12 } },
];

const fieldOf = (endpoint: BodyEndpoint, name: string): ZodType => (endpoint.schema.shape as Record<string, ZodType>)[name] as ZodType;

/** A string longer than `limit` that no trimming brings back under it. */
const oversize = (limit: number) =>
  fc
    .tuple(fc.integer({ min: limit + 1, max: limit + 1500 }), fc.constantFrom('a', '7', 'é', '😀', '<', '"', "'", '\\', '%00'))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A value the field's schema refuses: too long, wrong type, or a string of the wrong form. */
function badValue(endpoint: BodyEndpoint, name: string) {
  const field = fieldOf(endpoint, name);
  return fc
    .oneof(oversize(endpoint.tooLong[name] ?? 256), notAString, fc.string({ maxLength: 40 }), fc.constantFrom('', ' ', '\u0000', 'null'))
    .filter((value) => !field.safeParse(value).success);
}

function malformedBody(endpoint: BodyEndpoint) {
  const names = Object.keys(endpoint.valid);
  const withBadFields = fc
    .subarray(names, { minLength: 1 })
    .chain((broken) => fc.tuple(...broken.map((name) => badValue(endpoint, name))).map((values) => {
      const body: Record<string, unknown> = { ...endpoint.valid };
      broken.forEach((name, index) => (body[name] = values[index]));
      return body;
    }));
  const withMissingFields = fc.subarray(names, { minLength: 1 }).map((missing) => {
    const body: Record<string, unknown> = { ...endpoint.valid };
    for (const name of missing) delete body[name];
    return body;
  });
  const notAnObject = fc.oneof(fc.integer(), fc.string({ maxLength: 50 }), fc.boolean(), fc.constant(null), fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 4 }));
  return fc
    .oneof(withBadFields, withMissingFields, notAnObject, withBadFields.map((body) => ({ ...body, extra: 'field', __proto__x: 1 })))
    .filter((body) => !endpoint.schema.safeParse(body).success);
}

const RAW_BODIES = fc.record({
  contentType: fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=fuzz',
    'application/xml',
    'application/json',
    'application/json; charset=latin1',
    'image/png',
  ),
  payload: fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.constantFrom('username=demo&password=Demo-Pass-2026!', '{"username":"demo",', '{"password": hunter2}', '<xml/>', '[]', '', 'null'),
  ),
});

const TABLES = [
  'redirects', 'loan_accounts', 'users', 'sessions', 'one_time_tokens', 'account_lookups', 'lookup_codes',
  'message_threads', 'messages', 'message_attachments', 'outbox', 'rate_limits', 'used_captchas',
] as const;

describe.each(TEST_DIALECTS)('malformed requests to every call on %s', (dialect) => {
  let testApp: TestApp;
  let session: SignedIn;
  beforeAll(async () => {
    ({ testApp, users: { demo: session } } = await createSignedInApp({ dialect }, ['demo']));
  });
  afterAll(() => testApp.close());

  async function snapshot(): Promise<string> {
    const db = testApp.testDatabase.database.db;
    const parts: string[] = [];
    for (const table of TABLES) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db);
      parts.push(`${table}:${JSON.stringify(rows.rows)}`);
    }
    return parts.join('\n');
  }

  const asSomeone = fc.constantFrom<'anonymous' | 'signed-in' | 'signed-in-without-csrf'>('anonymous', 'signed-in', 'signed-in-without-csrf');
  const headersFor = (who: 'anonymous' | 'signed-in' | 'signed-in-without-csrf'): Record<string, string> =>
    who === 'anonymous' ? {} : who === 'signed-in' ? signedInHeaders(session) : { cookie: session.cookie };

  function expectJsonClientError(response: { statusCode: number; headers: Record<string, unknown>; body: string }, what: string) {
    if (response.statusCode < 400 || response.statusCode > 499) throw new Error(`${what} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    expect(String(response.headers['content-type'])).toContain('application/json');
    errorBodySchema.strict().parse(JSON.parse(response.body));
  }

  it('answers a JSON 4xx to thousands of malformed bodies and leaves the database as it was', async () => {
    const before = await snapshot();
    let requests = 0;
    for (const endpoint of ENDPOINTS) {
      await fc.assert(
        fc.asyncProperty(malformedBody(endpoint), asSomeone, async (body, who) => {
          requests += 1;
          const response = await testApp.app.inject({
            method: 'POST',
            url: endpoint.url,
            headers: { 'content-type': 'application/json', ...headersFor(who) },
            payload: JSON.stringify(body) ?? 'undefined',
          });
          expectJsonClientError(response, `POST ${endpoint.url} ${JSON.stringify(body)?.slice(0, 120)}`);
        }),
        { numRuns: 200 },
      );
    }
    expect(requests).toBeGreaterThanOrEqual(2000);
    expect(await snapshot()).toBe(before);
    // Two thousand requests: on a busy 2-core machine with PostgreSQL this takes well over the default 20 s.
  }, 120_000);

  it('answers a JSON 4xx to bodies of the wrong content type or no JSON at all', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS.map((endpoint) => endpoint.url)), RAW_BODIES, asSomeone, async (url, raw, who) => {
        const response = await testApp.app.inject({ method: 'POST', url, headers: { 'content-type': raw.contentType, ...headersFor(who) }, payload: raw.payload });
        expectJsonClientError(response, `POST ${url} as ${raw.contentType}`);
      }),
      { numRuns: 400 },
    );
    expect(await snapshot()).toBe(before);
  });

  it('answers a JSON 4xx to the signed-in and resend calls with made-up cookies', async () => {
    const before = await snapshot();
    const cookieValue = fc.oneof(fc.string({ maxLength: 200 }), fc.constant(''), oversize(128)).map((value) => encodeURIComponent(value));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(PORTAL_API_PATHS.accountDetails, PORTAL_API_PATHS.touch, PORTAL_API_PATHS.messageSummaries, PORTAL_API_PATHS.verifyEmailResend),
        fc.constantFrom('rb_session', '__Host-rb_session', 'rb_verify_resend'),
        cookieValue,
        fc.string({ maxLength: 50 }),
        async (url, name, value, query) => {
          const response = await testApp.app.inject({ method: 'GET', url: `${url}?${encodeURIComponent(query)}`, headers: { cookie: `${name}=${value}` } });
          expectJsonClientError(response, `GET ${url} with ${name}`);
        },
      ),
      { numRuns: 300 },
    );
    expect(await snapshot()).toBe(before);
  });
});

// The public reads that take a query (endpoint-coverage.test.ts): any query at all answers 200 or a 4xx with the
// JSON error body, never a 5xx.
describe('malformed queries to the public reads', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answer 200 or a 4xx with the JSON error body, never a 5xx', async () => {
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.constant(''), fc.constant('/%00'), fc.string({ minLength: 2100, maxLength: 2200 }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(API_PATHS.redirectLookup, PUBLIC_API_PATHS.careers),
        fc.dictionary(fc.constantFrom('path', 'locale', 'page'), value, { maxKeys: 3 }),
        async (url, query) => {
          const response = await testApp.app.inject({ method: 'GET', url, query });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
