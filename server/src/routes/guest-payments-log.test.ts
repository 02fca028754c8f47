import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { GUEST_PAYMENT_PATHS, IDEMPOTENCY_KEY_HEADER, guestLookupResponseSchema } from 'shared-contracts';
import { solvedCaptcha } from '../test-support/captcha-solver.js';
import { createTestApp } from '../test-support/test-app.js';

/*
 * Paying without an account leaves nothing secret in the log (the rule of log-leak.test.ts; docs/decisions/058):
 * with the log at its most verbose, a wrong and a right lookup and a payment leave no SSN digits, lookup token or
 * bank account number.
 */
describe('the log of the guest payment calls', () => {
  it('holds no SSN last four, token or bank account number', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const testApp = await createTestApp({ logStream: stream, env: { LOG_LEVEL: 'trace' }, now: () => new Date('2026-11-23T16:00:00Z') });
    const app = testApp.app;
    const bankAccount = '55512340987';
    const secrets: string[] = [bankAccount];
    const post = (url: string, payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers });
    try {
      const maria = { accountNumber: '3052718841', lastName: 'Garcia', zipCode: '75201' };
      await post(GUEST_PAYMENT_PATHS.lookup, { ...maria, ssnLastFour: '0412', captchaToken: await solvedCaptcha(app) });
      const found = await post(GUEST_PAYMENT_PATHS.lookup, { ...maria, ssnLastFour: '6789', captchaToken: await solvedCaptcha(app) });
      const { token } = guestLookupResponseSchema.parse(found.json());
      secrets.push(token);
      const paid = await post(
        GUEST_PAYMENT_PATHS.payments,
        {
          token,
          amount: '12.34',
          payOn: '2026-11-23',
          routingNumber: '021000021',
          accountNumber: bankAccount,
          accountNumberConfirm: bankAccount,
          accountType: 'checking',
          holderName: 'Maria Garcia',
          email: 'payer@example.com',
          locale: 'en-US',
        },
        { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      );
      expect(paid.statusCode).toBe(201);
      await testApp.transport.settled();
    } finally {
      await testApp.close();
    }
    const log = lines.join('');
    expect(log).toContain('"event":"guest_payment_made"');
    for (const secret of secrets) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(log).not.toMatch(/"(ssnLastFour|accountNumber|accountNumberConfirm|token)":"(?!\[redacted\])/);
    expect(log).not.toContain('0412');
  });
});
