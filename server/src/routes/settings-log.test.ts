import { PassThrough } from 'node:stream';
import { PORTAL_API_PATHS, SETTINGS_PATHS } from 'shared-contracts';
import { DEMO_PASSWORD } from '../db/demo-data.js';
import { lastMessageTo } from '../test-support/mailbox.js';
import { signedInHeaders } from '../test-support/portal-client.js';
import { linkToken } from '../test-support/smtp-peer.js';
import { createSignedInApp } from '../test-support/signed-in-app.js';

/*
 * The settings calls leave no secret in the log, kept more widely than the database (the rule of log-leak.test.ts):
 * with the log at its most verbose, an e-mail change (wrong and right password, the link), a phone change (a wrong
 * and the right password, the number, a wrong and a right code) and the devices calls leave no password, token, code or full phone number.
 */
describe('the log of the settings calls', () => {
  it('holds no password, link token, code or full phone number', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const {
      testApp,
      users: { demo2: session },
    } = await createSignedInApp({ logStream: stream, env: { LOG_LEVEL: 'trace' } }, ['demo2']);
    const app = testApp.app;
    const secrets: string[] = [DEMO_PASSWORD, 'Wrong-Settings-Pass-4', '2025550123', '202-555-0123', '+12025550123'];
    const codes: string[] = [];
    try {
      secrets.push(session.sessionId, session.csrf);
      const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
        app.inject({ method, url, headers: signedInHeaders(session), ...(payload ? { payload } : {}) });

      await send('PUT', SETTINGS_PATHS.email, { email: 'daniel.log@example.com', currentPassword: 'Wrong-Settings-Pass-4' });
      await send('PUT', SETTINGS_PATHS.email, { email: 'daniel.log@example.com', currentPassword: DEMO_PASSWORD });
      const token = linkToken((await lastMessageTo(app, 'daniel.log@example.com')).body, 'verify-email');
      secrets.push(token);
      await send('POST', PORTAL_API_PATHS.verifyEmail, { token });

      // Decision 050: the phone change needs the password (a wrong one first), and its confirmation ends sessions.
      await send('PUT', SETTINGS_PATHS.phone, { phone: '202-555-0123', currentPassword: 'Wrong-Settings-Pass-4' });
      await send('PUT', SETTINGS_PATHS.phone, { phone: '202-555-0123', currentPassword: DEMO_PASSWORD });
      const code = /\b(\d{6})\b/.exec((await lastMessageTo(app, '+12025550123')).body)?.[1] ?? '';
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      codes.push(code, wrongCode);
      await send('POST', SETTINGS_PATHS.phoneVerify, { code: wrongCode });
      await send('POST', SETTINGS_PATHS.phoneVerify, { code });
      await send('PUT', SETTINGS_PATHS.preferences, { paperless: true, textEnrolled: true, language: 'es-US', electronicConsent: true });
      await app.inject({ method: 'GET', url: SETTINGS_PATHS.sessions, headers: { cookie: session.cookie } });
      await send('DELETE', SETTINGS_PATHS.sessions);
    } finally {
      await testApp.close();
    }

    const log = lines.join('');
    expect(log).toContain('"msg":"incoming request"');
    for (const secret of secrets) expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    for (const code of codes) expect({ code, found: new RegExp(`(?<![0-9.])${code}(?![0-9])`).test(log) }).toEqual({ code, found: false });
    expect(log).not.toMatch(/"(currentPassword|phone|code|token)":"(?!\[redacted\])[^"]*\d/);
  });
});
