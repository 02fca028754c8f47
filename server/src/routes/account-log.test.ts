import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  ACCOUNT_MONEY_PATHS,
  DUE_DATE_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGE_PATHS,
  SETTINGS_PATHS,
  attachmentPath,
  paymentMethodSchema,
  paymentReceiptPdfPath,
  paymentReceiptSchema,
  statementPdfPath,
  statementsResponseSchema,
  threadPath,
  threadSchema,
  userSessionsResponseSchema,
  withId,
} from 'shared-contracts';
import { multipartBody, type MultipartPart } from '../test-support/multipart-body.js';
import { signIn, signedInHeaders } from '../test-support/portal-client.js';
import { SAMPLE_FILES } from '../test-support/sample-files.js';
import { createTestApp } from '../test-support/test-app.js';

const NOW = new Date('2026-11-23T16:00:00Z');

/*
 * The signed-in account calls leave nothing secret or private in the log, kept more widely than the database (the
 * rule of log-leak.test.ts and settings-log.test.ts: every endpoint): with the log at its most verbose,
 * a bank account saved, paid from, put on autopay and removed, a payment cancelled, the statements, history and
 * payoff quote read as JSON, CSV and PDF, a due-date change, and a secure message thread with a file, a reply and a
 * read leave no bank account number, message text, file content, session id or csrf token.
 */
describe('the log of the signed-in account calls', () => {
  it('holds no bank account number, message text, file, session id or csrf token', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const testApp = await createTestApp({ logStream: stream, env: { LOG_LEVEL: 'trace' }, now: () => NOW });
    const app = testApp.app;
    const ACCOUNT_NUMBER = '5550001234';
    const MESSAGE_TEXT = 'my-private-payoff-note-7741';
    const REPLY_TEXT = 'my-private-reply-8852';
    const FILE_NAME = 'bank-letter-3319.pdf';
    const secrets: string[] = [ACCOUNT_NUMBER, MESSAGE_TEXT, REPLY_TEXT, SAMPLE_FILES.pdf.toString('latin1').slice(0, 12)];
    try {
      const session = await signIn(app, 'demo');
      secrets.push(session.sessionId, session.csrf);
      const headers = signedInHeaders(session);
      const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
      const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, extra: Record<string, string> = {}) =>
        app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
      const sendParts = (url: string, parts: MultipartPart[]) => {
        const { body, contentType } = multipartBody(parts);
        return app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload: body });
      };

      // Money: reads as JSON, CSV and PDF; a bank account saved, paid from, put on autopay; all of it undone.
      const statements = statementsResponseSchema.parse((await get(ACCOUNT_MONEY_PATHS.statements)).json());
      await get(statementPdfPath(statements[0]?.id ?? 0, 'en-US'));
      await get(ACCOUNT_MONEY_PATHS.history);
      await get(`${ACCOUNT_MONEY_PATHS.historyCsv}?type=payment`);
      await get(`${ACCOUNT_MONEY_PATHS.payoffQuote}?goodThrough=2026-11-30`);
      await get(`${ACCOUNT_MONEY_PATHS.payoffQuotePdf}?goodThrough=2026-11-30&locale=es-US`);
      const saved = await send('POST', ACCOUNT_MONEY_PATHS.paymentMethods, {
        routingNumber: '011000015', accountNumber: ACCOUNT_NUMBER, accountType: 'checking', holderName: 'Maria Garcia', nickname: 'Log check',
      });
      expect(saved.statusCode).toBe(201);
      const method = paymentMethodSchema.parse(saved.json());
      const paid = await send('POST', ACCOUNT_MONEY_PATHS.payments, { amount: '20.00', paymentMethodId: method.id, payOn: '2026-12-01' }, { [IDEMPOTENCY_KEY_HEADER]: randomUUID() });
      await get(paymentReceiptPdfPath(paymentReceiptSchema.parse(paid.json()).confirmationNumber, 'pt-BR'));
      expect(paid.statusCode).toBeLessThan(300);
      // The same payment again: the duplicate question (422), then confirmed (docs/decisions/051), then over the payoff.
      const again = { amount: '20.00', paymentMethodId: method.id, payOn: '2026-12-01' };
      const duplicateKey = randomUUID();
      expect((await send('POST', ACCOUNT_MONEY_PATHS.payments, again, { [IDEMPOTENCY_KEY_HEADER]: duplicateKey })).statusCode).toBe(422);
      const confirmed = await send('POST', ACCOUNT_MONEY_PATHS.payments, { ...again, confirmDuplicate: true }, { [IDEMPOTENCY_KEY_HEADER]: duplicateKey });
      expect(confirmed.statusCode).toBe(201);
      expect((await send('POST', ACCOUNT_MONEY_PATHS.payments, { ...again, amount: '9999999.00' }, { [IDEMPOTENCY_KEY_HEADER]: randomUUID() })).statusCode).toBe(422);
      await send('DELETE', withId(ACCOUNT_MONEY_PATHS.payment, (confirmed.json() as { id: number }).id));
      await send('DELETE', withId(ACCOUNT_MONEY_PATHS.payment, (paid.json() as { id: number }).id));
      await send('PUT', ACCOUNT_MONEY_PATHS.autopay, { paymentMethodId: method.id, draftDay: 15 });
      await send('DELETE', ACCOUNT_MONEY_PATHS.autopay);
      await send('DELETE', withId(ACCOUNT_MONEY_PATHS.paymentMethod, method.id));

      // The due date.
      await get(DUE_DATE_PATHS.options);
      await send('POST', DUE_DATE_PATHS.change, { newDueDate: '2026-12-20', reason: 'payday', otherReason: '' }, { [IDEMPOTENCY_KEY_HEADER]: randomUUID() });

      // A secure message with a file, the thread opened, the file downloaded, a reply, a read.
      const started = await sendParts(MESSAGE_PATHS.threads, [
        { name: 'topic', value: 'payoff' },
        { name: 'subject', value: 'Payoff letter' },
        { name: 'body', value: MESSAGE_TEXT },
        { name: 'files', filename: FILE_NAME, contentType: 'application/pdf', value: SAMPLE_FILES.pdf },
      ]);
      expect(started.statusCode).toBe(201);
      const thread = threadSchema.parse(started.json());
      await get(MESSAGE_PATHS.threads);
      await get(threadPath(MESSAGE_PATHS.thread, thread.id));
      await get(attachmentPath(thread.id, thread.messages[0]?.attachments[0]?.id ?? 0));
      await sendParts(threadPath(MESSAGE_PATHS.replies, thread.id), [{ name: 'body', value: REPLY_TEXT }]);
      await send('POST', threadPath(MESSAGE_PATHS.read, thread.id), {});

      // Two more devices: one signed out by its id, the other with every other session.
      for (const device of [await signIn(app, 'demo'), await signIn(app, 'demo')]) secrets.push(device.sessionId, device.csrf);
      const devices = userSessionsResponseSchema.parse((await get(SETTINGS_PATHS.sessions)).json());
      const another = devices.find((device) => !device.current);
      await send('DELETE', SETTINGS_PATHS.session.replace(':id', encodeURIComponent(another?.id ?? '')));
      await send('DELETE', SETTINGS_PATHS.sessions);
    } finally {
      await testApp.close();
    }

    const log = lines.join('');
    expect(log).toContain('"msg":"incoming request"');
    expect(log).toContain('/api/messages');
    for (const secret of secrets) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(log).not.toMatch(/"(accountNumber|body|holderName)":"/);
  });
});
