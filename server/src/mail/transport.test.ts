import { PORTAL_API_PATHS } from 'shared-contracts';
import { codeIn, enrol } from '../test-support/enrolment-client.js';
import { readMailbox } from '../test-support/mailbox.js';
import { linkToken, startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('mail by SMTP when SMTP_URL is set', () => {
  let peer: SmtpPeer;
  let testApp: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    testApp = await createTestApp({ env: { SMTP_URL: peer.url, MAIL_FROM: 'Roadbridge <no-reply@roadbridge.test>' } });
  });
  afterAll(async () => {
    await testApp.close();
    await peer.close();
  });

  it('delivers mail to the SMTP server, from MAIL_FROM, and nothing to the outbox', async () => {
    await testApp.transport.sendMail({ to: 'ana@example.com', subject: 'Hello', text: `Line one\n${'long '.repeat(40)}\nÜmlaut` });
    const mail = await peer.waitFor((candidate) => candidate.subject === 'Hello');
    expect(mail.from).toBe('no-reply@roadbridge.test');
    expect(mail.to).toEqual(['ana@example.com']);
    expect(mail.text).toContain('Ümlaut');
    expect(await readMailbox(testApp.app)).toEqual([]);
  });

  it('keeps text messages in the outbox', async () => {
    await testApp.transport.sendText({ to: '+12025550147', text: 'Code 000111' });
    expect((await readMailbox(testApp.app)).map((entry) => [entry.channel, entry.to, entry.body])).toEqual([['sms', '+12025550147', 'Code 000111']]);
  });

  it('sends the verification link of an enrolment, which works exactly once', async () => {
    const details = {
      accountNumber: '3052718845',
      lastName: 'SOUZA',
      ssnLastFour: '0123',
      dob: '1995-01-20',
      email: 'ana.souza@example.com',
      username: 'ana_s',
      password: 'Granite-Pillow-Sky-11',
    };
    const readCode = async () => codeIn((await peer.waitFor((candidate) => /verification code/i.test(candidate.subject))).text);
    expect(await enrol(testApp.app, details, 'ana.souza@example.com', { readCode })).toBe('SUCCESS');
    const mail = await peer.waitFor((candidate) => candidate.to.includes('ana.souza@example.com') && candidate.subject.startsWith('Verify'));
    expect(mail.subject).toBe('Verify your e-mail address for Roadbridge Auto Finance');
    const token = linkToken(mail.text, 'verify-email');
    const verify = () => testApp.app.inject({ method: 'POST', url: PORTAL_API_PATHS.verifyEmail, payload: { token } });
    expect((await verify()).json()).toEqual({ status: 'SUCCESS' });
    expect((await verify()).json()).toEqual({ status: 'EXPIRED' });
  });
});
