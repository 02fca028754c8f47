import fc from 'fast-check';
import {
  PORTAL_API_PATHS,
  passkeyLoginOptionsRequestSchema,
  passkeyLoginRequestSchema,
  passkeyRegistrationOptionsRequestSchema,
  passkeyRegistrationRequestSchema,
} from 'shared-contracts';
import type { ZodType } from 'zod';
import { brokenBodies, describeFuzz, expectBodiesRefused, expectClientError, expectNonJsonRefused, junkValues, madeUpUuidSegments, senders } from '../test-support/fuzz.js';

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

describeFuzz('the passkey calls', { tables: TABLES }, (target) => {
  it('answers a JSON 4xx to malformed bodies of every passkey call and writes nothing', async () => {
    const before = await target.snapshot();
    const calls = [
      { url: PORTAL_API_PATHS.passkeyRegistrationOptions, body: brokenBodies({ currentPassword: 'Demo-Pass-2026!' }, junk).filter((body) => !passkeyRegistrationOptionsRequestSchema.strict().safeParse(body).success) },
      { url: PORTAL_API_PATHS.passkeys, body: bodies(attestation, passkeyRegistrationRequestSchema.strict()) },
      { url: PORTAL_API_PATHS.loginPasskeyOptions, body: junk.filter((body) => !passkeyLoginOptionsRequestSchema.safeParse(body).success) },
      { url: PORTAL_API_PATHS.loginPasskey, body: bodies(assertion, passkeyLoginRequestSchema.strict()) },
    ];
    await expectBodiesRefused(
      target.app,
      calls.map(({ url, body }) => ({ method: 'POST' as const, url, bodies: body })),
      senders.map(target.headersFor),
    );
    expect(await target.snapshot()).toBe(before);
  }, 120_000);

  it('answers a JSON 4xx to bodies that are not JSON, and to well-formed answers no challenge was given for', async () => {
    const before = await target.snapshot();
    await expectNonJsonRefused(
      target.app,
      'POST',
      [PORTAL_API_PATHS.passkeyRegistrationOptions, PORTAL_API_PATHS.passkeys, PORTAL_API_PATHS.loginPasskey, PORTAL_API_PATHS.loginPasskeyOptions],
      target.headersFor('signed-in'),
      'credential=x',
    );
    // Well-formed but answering no challenge: refused (the sign-in answers INVALID, as /login does a wrong password).
    expectClientError(await target.app.inject({ method: 'POST', url: PORTAL_API_PATHS.passkeys, headers: target.headersFor('signed-in'), payload: { credential: attestation } }), 'attestation');
    const signInAnswer = await target.app.inject({ method: 'POST', url: PORTAL_API_PATHS.loginPasskey, payload: { credential: assertion } });
    expect(signInAnswer.json()).toEqual({ status: 'INVALID' });
    expect(await target.snapshot()).toBe(before);
  }, 60_000);

  it('answers a JSON 4xx to made-up passkey ids, and removes nothing', async () => {
    const before = await target.snapshot();
    await fc.assert(
      fc.asyncProperty(madeUpUuidSegments(B64), senders, async (id, as) => {
        const url = PORTAL_API_PATHS.passkey.replace(':id', id);
        expectClientError(await target.app.inject({ method: 'DELETE', url, headers: target.headersFor(as) }), `DELETE ${url}`);
      }),
      { numRuns: 300 },
    );
    expect(await target.snapshot()).toBe(before);
  }, 120_000);
});
