import { PORTAL_API_PATHS } from 'shared-contracts';
import { solvedCaptcha } from '../test-support/captcha-solver.js';
import { codeIn, enrol } from '../test-support/enrolment-client.js';
import { readMailbox } from '../test-support/mailbox.js';
import { postLogin } from '../test-support/portal-client.js';
import { linkToken, startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';

/*
 * The verification and reset mails are received by a real SMTP server (smtp-server), as in production,
 * and their links work exactly once.
 */
describe.each(TEST_DIALECTS)('mails through a real SMTP server on %s', (dialect) => {
  let peer: SmtpPeer;
  let testApp: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    // PUBLIC_URL is the address inject() sends as Host: the server answers no other (decision 029).
    testApp = await createTestApp({ dialect, env: { SMTP_URL: peer.url, PUBLIC_URL: 'http://localhost' } });
  });
  afterAll(async () => {
    await testApp.close();
    await peer.close();
  });

  const app = () => testApp.app;
  const post = (url: string, payload: Record<string, unknown>) => app().inject({ method: 'POST', url, payload });

  it('enrolment: the verification link arrives by SMTP and verifies exactly once', async () => {
    const details = {
      accountNumber: '3052718845',
      lastName: 'Souza',
      ssnLastFour: '0123',
      dob: '1995-01-20',
      email: 'ana.souza@example.com',
      username: 'anasouza',
      password: 'Copper-Kettle-Dawn-6',
    };
    // Decision 032: the code goes to the loan's address on file, here by SMTP too.
    const readCode = async () => codeIn((await peer.waitFor((candidate) => candidate.to.includes('ana.souza@example.com') && /verification code/i.test(candidate.subject))).text);
    expect(await enrol(app(), details, 'ana.souza@example.com', { readCode })).toBe('SUCCESS');
    const mail = await peer.waitFor((candidate) => candidate.to.includes('ana.souza@example.com') && candidate.subject.startsWith('Verify'));
    expect(mail.text).toContain('http://localhost/verify-email-');
    const token = linkToken(mail.text, 'verify-email');
    expect((await postLogin(app(), 'anasouza', 'Copper-Kettle-Dawn-6')).json()).toEqual({ status: 'NOTVERIFIED' });
    expect((await post(PORTAL_API_PATHS.verifyEmail, { token })).json()).toEqual({ status: 'SUCCESS' });
    expect((await post(PORTAL_API_PATHS.verifyEmail, { token })).json()).toEqual({ status: 'EXPIRED' });
    expect((await postLogin(app(), 'anasouza', 'Copper-Kettle-Dawn-6')).json()).toMatchObject({ status: 'CODE_REQUIRED' });
  });

  it('forgot password: the reset link arrives by SMTP and resets exactly once; a notice follows', async () => {
    const response = await post(PORTAL_API_PATHS.sendPasswordReset, { username: 'locked', captchaToken: await solvedCaptcha(app()) });
    expect(response.json()).toEqual({ status: 'SUCCESS' });
    const mail = await peer.waitFor((candidate) => candidate.to.includes('linda.chen@example.com') && candidate.subject.startsWith('Reset'));
    expect(mail.text).toContain('http://localhost/reset-password-');
    const token = linkToken(mail.text, 'reset-password');
    const reset = (password: string) => post(PORTAL_API_PATHS.resetPassword, { token, password });
    expect((await reset('Silver-Orchard-Wind-2')).json()).toEqual({ status: 'SUCCESS' });
    expect((await reset('Another-Orchard-Wind-3')).json()).toEqual({ status: 'EXPIRED' });
    // The reset unlocked the user; the second password never took.
    expect((await postLogin(app(), 'locked', 'Silver-Orchard-Wind-2')).json()).toMatchObject({ status: 'OK' });
    expect((await postLogin(app(), 'locked', 'Another-Orchard-Wind-3')).json()).toEqual({ status: 'INVALID' });
    await peer.waitFor((candidate) => candidate.to.includes('linda.chen@example.com') && candidate.subject.endsWith('password was changed'));
  });

  it('forgot username and the lookup code arrive by SMTP too; text messages stay in the outbox', async () => {
    const username = await post(PORTAL_API_PATHS.sendUsername, { email: 'robert.brown@example.com', captchaToken: await solvedCaptcha(app()) });
    expect(username.json()).toEqual({ status: 'SUCCESS', email: 'r****n@example.com' });
    const reminder = await peer.waitFor((candidate) => candidate.to.includes('robert.brown@example.com'));
    expect(reminder.text).toContain('  chargedoff\n');

    const step1 = await post(PORTAL_API_PATHS.lookupAccountStep1, { firstName: 'Maria', lastName: 'Garcia', ssn: '123456789', dob: '1985-04-15', captchaToken: await solvedCaptcha(app()) });
    const { token } = step1.json() as { token: string };
    expect((await post(PORTAL_API_PATHS.lookupAccountStep2, { token, sendTo: 'email' })).json()).toEqual({ status: 'SUCCESS' });
    const codeMail = await peer.waitFor((candidate) => candidate.to.includes('maria.garcia@example.com') && candidate.subject.includes('verification code'));
    const code = /verification code is (\d{6})/.exec(codeMail.text)?.[1] ?? '';
    expect((await post(PORTAL_API_PATHS.lookupAccountStep3, { token, code })).json()).toEqual({ status: 'SUCCESS', account: '3052718841' });
    expect((await readMailbox(app())).filter((entry) => entry.channel === 'mail')).toEqual([]);
  });
});
