import { PassThrough } from 'node:stream';
import { PORTAL_API_PATHS, SESSION_HINT_COOKIE, passkeyLoginOptionsSchema, passkeyRegistrationOptionsSchema, passkeySchema } from 'shared-contracts';
import { DEMO_PASSWORD } from '../db/demo-data.js';
import { cookieHeader, cookiesOf, signedInHeaders } from '../test-support/portal-client.js';
import { assert, createPasskey } from '../test-support/software-authenticator.js';
import { createSignedInApp } from '../test-support/signed-in-app.js';

/*
 * The passkey calls leave nothing secret in the log (the rule of log-leak.test.ts): with the log at its most
 * verbose, a wrong and a right current password, a passkey added, a sign-in with it, a replay and a removal leave
 * no password, session id, csrf token, challenge cookie or signature.
 */
describe('the log of the passkey calls', () => {
  it('holds no password, session id, csrf token, pre-login cookie or signature', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const origin = 'http://localhost';
    const {
      testApp,
      users: { demo: session },
    } = await createSignedInApp({ logStream: stream, env: { LOG_LEVEL: 'trace', PUBLIC_URL: origin } }, ['demo']);
    const app = testApp.app;
    const secrets: string[] = [DEMO_PASSWORD, 'Wrong-Passkey-Pass-444'];
    const post = (url: string, payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers });
    try {
      secrets.push(session.sessionId, session.csrf);
      await post(PORTAL_API_PATHS.passkeyRegistrationOptions, { currentPassword: 'Wrong-Passkey-Pass-444' }, signedInHeaders(session));
      const options = passkeyRegistrationOptionsSchema.parse((await post(PORTAL_API_PATHS.passkeyRegistrationOptions, { currentPassword: DEMO_PASSWORD }, signedInHeaders(session))).json());
      const { passkey, credential } = createPasskey(options, { origin });
      const added = passkeySchema.parse((await post(PORTAL_API_PATHS.passkeys, { credential }, signedInHeaders(session))).json());

      const started = await post(PORTAL_API_PATHS.loginPasskeyOptions, {});
      const jar = cookiesOf(started);
      secrets.push(...Object.values(jar));
      const assertion = assert(passkey, passkeyLoginOptionsSchema.parse(started.json()), { origin });
      secrets.push(assertion.response.signature);
      const signedIn = await post(PORTAL_API_PATHS.loginPasskey, { credential: assertion }, { cookie: cookieHeader(jar) });
      // The session hint's value (decision 074) is no secret: a bare `1`.
      for (const cookie of signedIn.cookies as Array<{ name: string; value: string }>) if (cookie.value !== '' && cookie.name !== SESSION_HINT_COOKIE) secrets.push(cookie.value);
      secrets.push((signedIn.json() as { csrf: string }).csrf);
      await post(PORTAL_API_PATHS.loginPasskey, { credential: assertion }, { cookie: cookieHeader(jar) });
      await app.inject({ method: 'DELETE', url: PORTAL_API_PATHS.passkey.replace(':id', added.id), headers: signedInHeaders(session) });
    } finally {
      await testApp.close();
    }
    const log = lines.join('');
    expect(log).toContain('"event":"passkey_added"');
    expect(log).toContain('"reason":"passkey"');
    for (const secret of secrets) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(log).not.toMatch(/"(password|currentPassword|signature|attestationObject|clientDataJSON)":"(?!\[redacted\])/);
  });
});
