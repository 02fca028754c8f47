import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  PORTAL_API_PATHS,
  passkeyLoginOptionsRequestSchema,
  passkeyLoginRequestSchema,
  passkeyRegistrationOptionsRequestSchema,
  passkeyRegistrationRequestSchema,
} from 'shared-contracts';
import type { ZodType } from 'zod';
import type { SignedIn } from '../test-support/portal-client.js';
import { createSignedInApp } from '../test-support/signed-in-app.js';
import type { TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';
import { brokenBodies, expectClientError, headersOf, junkValues, type Sender, senders, snapshotTables } from '../test-support/fuzz.js';

/*
 * Bad input to every passkey call (docs/decisions/052): malformed bodies (the attestation's and assertion's fields
 * too) and passkey ids, signed in or not, with or without the csrf token. Every answer is a JSON 4xx, never a 5xx,
 * and no passkey, challenge or session is written.
 */

const TABLES = ['passkeys', 'webauthn_challenges', 'sessions', 'users'] as const;
const B64 = 'AAAAAAAAAAAAAAAAAAAAAA';

const junk = junkValues(['', ' ', 'not base64!', '====', '\u0000', '😀'.repeat(300), 'A'.repeat(20_000), 'public-key', 'webauthn.get']);


const attestation = {
  id: B64,
  rawId: B64,
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: B64, attestationObject: B64, transports: ['internal'] },
};
const assertion = {
  id: B64,
  rawId: B64,
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: B64, authenticatorData: B64, signature: B64, userHandle: B64 },
};

/** Bodies the schema refuses: the top level, the credential or its `response` broken. */
function bodies(credential: typeof attestation | typeof assertion, schema: ZodType) {
  return fc
    .oneof(
      brokenBodies({ credential }, junk),
      brokenBodies(credential, junk).map((value) => ({ credential: value })),
      brokenBodies(credential.response, junk).map((response) => ({ credential: { ...credential, response } })),
      fc.constant({ credential, extra: true }),
    )
    .filter((body) => !schema.safeParse(body).success);
}

const idSegment = fc.oneof(
  fc.uuid().map(String),
  fc.constantFrom('0', '-1', 'abc', '%00', '9'.repeat(30), '%2e%2e', ' 1', randomUUID().toUpperCase(), `${randomUUID()}x`, B64),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

describe.each(TEST_DIALECTS)('malformed requests to the passkey calls on %s', (dialect) => {
  let testApp: TestApp;
  let demo: SignedIn;
  beforeAll(async () => {
    ({ testApp, users: { demo } } = await createSignedInApp({ dialect }, ['demo']));
  });
  afterAll(() => testApp.close());

  const snapshot = () => snapshotTables(testApp.testDatabase.database.db, TABLES);
  const headersFor = (sender: Sender) => headersOf(sender, demo);

  it('answers a JSON 4xx to malformed bodies of every passkey call and writes nothing', async () => {
    const before = await snapshot();
    const calls = [
      { url: PORTAL_API_PATHS.passkeyRegistrationOptions, body: brokenBodies({ currentPassword: 'Demo-Pass-2026!' }, junk).filter((body) => !passkeyRegistrationOptionsRequestSchema.strict().safeParse(body).success) },
      { url: PORTAL_API_PATHS.passkeys, body: bodies(attestation, passkeyRegistrationRequestSchema.strict()) },
      { url: PORTAL_API_PATHS.loginPasskeyOptions, body: junk.filter((body) => !passkeyLoginOptionsRequestSchema.safeParse(body).success) },
      { url: PORTAL_API_PATHS.loginPasskey, body: bodies(assertion, passkeyLoginRequestSchema.strict()) },
    ];
    for (const call of calls) {
      await fc.assert(
        fc.asyncProperty(call.body, senders, async (body, as) => {
          const response = await testApp.app.inject({
            method: 'POST',
            url: call.url,
            headers: { 'content-type': 'application/json', ...headersFor(as) },
            payload: JSON.stringify(body) ?? 'undefined',
          });
          expectClientError(response, `POST ${call.url} ${JSON.stringify(body)?.slice(0, 100)}`);
        }),
        { numRuns: 150 },
      );
    }
    expect(await snapshot()).toBe(before);
  }, 120_000);

  it('answers a JSON 4xx to bodies that are not JSON, and to well-formed answers no challenge was given for', async () => {
    const before = await snapshot();
    for (const url of [PORTAL_API_PATHS.passkeyRegistrationOptions, PORTAL_API_PATHS.passkeys, PORTAL_API_PATHS.loginPasskey, PORTAL_API_PATHS.loginPasskeyOptions]) {
      for (const payload of ['{', 'credential=x', '[]', 'null', '"x"']) {
        expectClientError(await testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headersFor('signed-in') }, payload }), url);
      }
      expectClientError(await testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain', ...headersFor('signed-in') }, payload: 'hello' }), url);
    }
    // Well-formed but answering no challenge: refused (the sign-in answers INVALID, as /login does a wrong password).
    expectClientError(await testApp.app.inject({ method: 'POST', url: PORTAL_API_PATHS.passkeys, headers: headersFor('signed-in'), payload: { credential: attestation } }), 'attestation');
    const signInAnswer = await testApp.app.inject({ method: 'POST', url: PORTAL_API_PATHS.loginPasskey, payload: { credential: assertion } });
    expect(signInAnswer.json()).toEqual({ status: 'INVALID' });
    expect(await snapshot()).toBe(before);
  }, 60_000);

  it('answers a JSON 4xx to made-up passkey ids, and removes nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(idSegment, senders, async (id, as) => {
        const url = PORTAL_API_PATHS.passkey.replace(':id', id);
        expectClientError(await testApp.app.inject({ method: 'DELETE', url, headers: headersFor(as) }), `DELETE ${url}`);
      }),
      { numRuns: 300 },
    );
    expect(await snapshot()).toBe(before);
  }, 120_000);
});
