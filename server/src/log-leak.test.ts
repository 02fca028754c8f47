import { PassThrough } from 'node:stream';
import { PORTAL_API_PATHS, SESSION_HINT_COOKIE } from 'shared-contracts';
import { DEMO_PASSWORD } from './db/demo-data.js';
import { solvedCaptcha } from './test-support/captcha-solver.js';
import { lastCodeTo, startEnrolment } from './test-support/enrolment-client.js';
import { lastMessageTo } from './test-support/mailbox.js';
import { postLogin, signIn, signedInHeaders } from './test-support/portal-client.js';
import { linkToken } from './test-support/smtp-peer.js';
import { createTestApp } from './test-support/test-app.js';

/*
 * Nothing secret leaks into the log, which is kept more widely than the database: every flow runs with the
 * log at its most verbose; the captured log then
 * holds no password, SSN, date of birth, code or token (nor session id, csrf token or captcha solution).
 */
describe('the log of every sign-in, recovery and lookup flow', () => {
  it('holds no password, SSN, date of birth, code or token', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const testApp = await createTestApp({ logStream: stream, env: { LOG_LEVEL: 'trace' } });
    const app = testApp.app;
    const secrets: string[] = [DEMO_PASSWORD];
    const codes: string[] = [];
    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

    try {
      // Login: wrong, right, unverified, malformed (a parser error would quote the body), oversize.
      secrets.push('Wrong-Secret-Pass-111', 'Leaky-Secret-222', 'Oversize-Secret-333');
      await postLogin(app, 'demo', 'Wrong-Secret-Pass-111');
      const session = await signIn(app);
      secrets.push(session.sessionId, session.csrf);
      await postLogin(app, 'unverified');
      await app.inject({ method: 'POST', url: PORTAL_API_PATHS.login, headers: { 'content-type': 'application/json' }, payload: '{"username":"demo","password": Leaky-Secret-222}' });
      await post(PORTAL_API_PATHS.login, { username: 'demo', password: `Oversize-Secret-333${'x'.repeat(300)}` });
      await app.inject({ method: 'GET', url: PORTAL_API_PATHS.accountDetails, headers: { cookie: session.cookie } });

      // Change password, signed in.
      secrets.push('Brisk-Harbor-Tide-3');
      await post(PORTAL_API_PATHS.changePassword, { currentPassword: DEMO_PASSWORD, newPassword: 'Brisk-Harbor-Tide-3' }, signedInHeaders(session));

      // Enrolment and the verification link, also opened as a page.
      secrets.push('Copper-Kettle-Dawn-6', '1995-01-20', '567890123');
      // Decision 032: the form with its captcha, a code to the loan on file, a wrong and the right code.
      const started = await startEnrolment(app, {
        accountNumber: '3052718845', lastName: 'Souza', ssnLastFour: '0123', dob: '1995-01-20',
        email: 'ana.souza@example.com', username: 'anasouza', password: 'Copper-Kettle-Dawn-6',
      });
      if (started.status !== 'CODE_REQUIRED') throw new Error(`enrolment answered ${started.status}`);
      secrets.push(started.token);
      await post(PORTAL_API_PATHS.createAccountSendCode, { token: started.token, sendTo: 'email' });
      const enrolmentCode = await lastCodeTo(app, 'ana.souza@example.com');
      const wrongEnrolmentCode = String((Number(enrolmentCode) + 1) % 1_000_000).padStart(6, '0');
      codes.push(enrolmentCode, wrongEnrolmentCode);
      await post(PORTAL_API_PATHS.createAccountConfirm, { token: started.token, code: wrongEnrolmentCode });
      await post(PORTAL_API_PATHS.createAccountConfirm, { token: started.token, code: enrolmentCode });
      const verifyToken = linkToken((await lastMessageTo(app, 'ana.souza@example.com')).body, 'verify-email');
      secrets.push(verifyToken);
      await app.inject({ method: 'GET', url: `/verify-email-${verifyToken}`, headers: { accept: 'text/html' } });
      await post(PORTAL_API_PATHS.verifyEmail, { token: verifyToken });

      // Decision 033: her first sign-in is from a new browser: a code, a wrong and the right one, remembered.
      const challenge = (await post(PORTAL_API_PATHS.login, { username: 'anasouza', password: 'Copper-Kettle-Dawn-6' })).json() as { token: string };
      secrets.push(challenge.token);
      await post(PORTAL_API_PATHS.loginSendCode, { token: challenge.token, sendTo: 'email' });
      const signInCode = await lastCodeTo(app, 'ana.souza@example.com');
      const wrongSignInCode = String((Number(signInCode) + 1) % 1_000_000).padStart(6, '0');
      codes.push(signInCode, wrongSignInCode);
      await post(PORTAL_API_PATHS.loginVerify, { token: challenge.token, code: wrongSignInCode, rememberDevice: true });
      const verified = await post(PORTAL_API_PATHS.loginVerify, { token: challenge.token, code: signInCode, rememberDevice: true });
      // The session hint's value (decision 074) is no secret: a bare `1`.
      for (const cookie of verified.cookies as Array<{ name: string; value: string }>) if (cookie.value !== '' && cookie.name !== SESSION_HINT_COOKIE) secrets.push(cookie.value);

      // Forgot password with a captcha, the reset link, a bad and a good new password.
      const captchaToken = await solvedCaptcha(app);
      secrets.push(captchaToken, 'Silver-Orchard-Wind-2');
      await post(PORTAL_API_PATHS.sendPasswordReset, { username: 'chargedoff', captchaToken });
      await post(PORTAL_API_PATHS.sendPasswordReset, { username: 'chargedoff', captchaToken });
      await testApp.transport.settled();
      const resetToken = linkToken((await lastMessageTo(app, 'robert.brown@example.com')).body, 'reset-password');
      secrets.push(resetToken);
      await app.inject({ method: 'GET', url: `/es/reset-password-${resetToken}`, headers: { accept: 'text/html' } });
      await post(PORTAL_API_PATHS.resetPassword, { token: resetToken, password: 'password1' });
      await post(PORTAL_API_PATHS.resetPassword, { token: resetToken, password: 'Silver-Orchard-Wind-2' });
      // Forgot username: the captcha, spent.
      const usernameCaptcha = await solvedCaptcha(app);
      secrets.push(usernameCaptcha);
      await post(PORTAL_API_PATHS.sendUsername, { email: 'robert.brown@example.com', captchaToken: usernameCaptcha });

      // Forgot account number: a match, a mismatch, malformed data, a wrong and a right code.
      secrets.push('123456789', '123-45-6789', '1985-04-15', '04/15/1985', '987654321');
      await post(PORTAL_API_PATHS.lookupAccountStep1, { firstName: 'Maria', lastName: 'Garcia', ssn: '987654321', dob: '1985-04-15', captchaToken: await solvedCaptcha(app) });
      await post(PORTAL_API_PATHS.lookupAccountStep1, { firstName: 'Maria', lastName: 'Garcia', ssn: '123-45-6789', dob: '04/15/1985', captchaToken: await solvedCaptcha(app) });
      const step1 = await post(PORTAL_API_PATHS.lookupAccountStep1, { firstName: 'Maria', lastName: 'Garcia', ssn: '123456789', dob: '1985-04-15', captchaToken: await solvedCaptcha(app) });
      const lookupToken = (step1.json() as { token: string }).token;
      secrets.push(lookupToken);
      await post(PORTAL_API_PATHS.lookupAccountStep2, { token: lookupToken, sendTo: 'sms' });
      const code = /verification code is (\d{6})/.exec((await lastMessageTo(app, '+12025550147')).body)?.[1] ?? '';
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      codes.push(code, wrongCode);
      await post(PORTAL_API_PATHS.lookupAccountStep3, { token: lookupToken, code: wrongCode });
      await post(PORTAL_API_PATHS.lookupAccountStep3, { token: lookupToken, code });

      await post(PORTAL_API_PATHS.logout, {}, signedInHeaders(session));
    } finally {
      await testApp.close();
    }

    const log = lines.join('');
    expect(log).toContain('"msg":"incoming request"');
    expect(log).toContain('/reset-password-[token]');
    expect(log).toContain('Request rejected');
    for (const secret of secrets) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
    for (const code of codes) {
      expect({ code, found: new RegExp(`(?<![0-9.])${code}(?![0-9])`).test(log) }).toEqual({ code, found: false });
    }
    expect(log).not.toMatch(/"(password|newPassword|currentPassword|ssn|ssnLastFour|dob|token|captchaToken)":"(?!\[redacted\])/);
    // `code` is also the name of error codes (FST_ERR_…); a lookup code is six digits.
    expect(log).not.toMatch(/"code":"\d/);
  });
});
