import { sql } from 'kysely';
import {
  CSRF_HEADER,
  MESSAGE_PATHS,
  PORTAL_API_PATHS,
  attachmentPath,
  devMailboxResponseSchema,
  messageSummariesResponseSchema,
  threadPath,
  threadSchema,
  threadSummarySchema,
  threadsResponseSchema,
  type Thread,
} from 'shared-contracts';
import { SAMPLE_FILES } from '../test-support/sample-files.js';
import { signedInHeaders } from '../test-support/portal-client.js';
import { createSignedInApp, describeSignedIn } from '../test-support/signed-in-app.js';
import { createTestApp } from '../test-support/test-app.js';
import { attachmentDisposition } from './messages.js';
import { multipartBody, type MultipartPart } from '../test-support/multipart-body.js';

/*
 * The secure message center (spec 2.4 /account/messaging, custRead of spec 3/4.5): `demo` reads the seeded
 * threads, starts one with a PDF, replies, opens a lender's answer and so clears the envelope's dot; files are
 * judged by their bytes; `demo2` gets 404 for every one of `demo`'s threads and files.
 */

const NOW = new Date('2026-11-23T16:00:00Z');

describeSignedIn('the secure message center', { now: () => NOW }, ['demo', 'demo2'], (suite) => {
  const { users, get } = suite;
  const post = (url: string, parts: MultipartPart[], session = users.demo) => {
    const { body, contentType } = multipartBody(parts);
    return suite.app.inject({ method: 'POST', url, headers: { ...signedInHeaders(session), 'content-type': contentType }, payload: body });
  };
  const postJson = (url: string, payload: object, headers: Record<string, string> = signedInHeaders(users.demo)) =>
    suite.app.inject({ method: 'POST', url, headers, payload });
  const threads = async (session = users.demo) => threadsResponseSchema.parse((await get(MESSAGE_PATHS.threads, session)).json());
  const summaries = async (session = users.demo) => messageSummariesResponseSchema.parse((await get(PORTAL_API_PATHS.messageSummaries, session)).json());
  const countRows = async () => {
    const db = suite.testApp.testDatabase.database.db;
    const [t, m, a] = await Promise.all([
      db.selectFrom('message_threads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      db.selectFrom('message_attachments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return [Number(t.n), Number(m.n), Number(a.n)];
  };
  const newThread = (extra: MultipartPart[] = [], fields: Record<string, string> = {}): MultipartPart[] => [
    { name: 'topic', value: fields.topic ?? 'payoff' },
    { name: 'subject', value: fields.subject ?? 'Payoff letter for my bank' },
    { name: 'body', value: fields.body ?? 'Hello,\nmy credit union needs a payoff letter. A copy of their request is attached.' },
    ...extra,
  ];
  const pdf = (filename = 'request.pdf'): MultipartPart => ({ name: 'files', filename, contentType: 'application/pdf', value: SAMPLE_FILES.pdf });

  it("lists demo's seeded threads newest first, the due-date one unread, and no-store", async () => {
    const response = await get(MESSAGE_PATHS.threads);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = threadsResponseSchema.parse(response.json());
    expect(list.map((thread) => [thread.subject, thread.topic, thread.unread])).toEqual([
      ['Your due date change request', 'dueDate', true],
      ['Your monthly statement is ready', 'payment', false],
    ]);
    expect((await summaries()).map((summary) => summary.custRead)).toEqual([false, true]);
  });

  it('opens a thread without marking it read; POST read marks it and flips custRead in /api/smc', async () => {
    const [dueDate] = await threads();
    const opened = threadSchema.parse((await get(threadPath(MESSAGE_PATHS.thread, dueDate!.id))).json());
    expect(opened.messages).toHaveLength(1);
    expect(opened.messages[0]).toMatchObject({ author: 'lender', attachments: [] });
    expect(opened.messages[0]?.body).toContain('due date');
    expect((await threads())[0]?.unread).toBe(true);

    const read = await postJson(threadPath(MESSAGE_PATHS.read, dueDate!.id), {});
    expect(read.statusCode).toBe(200);
    expect(threadSummarySchema.parse(read.json())).toMatchObject({ id: dueDate!.id, unread: false });
    expect((await summaries()).every((summary) => summary.custRead)).toBe(true);
  });

  it('refuses POST read without the csrf token (403) and for no session (401)', async () => {
    const [first] = await threads();
    expect((await postJson(threadPath(MESSAGE_PATHS.read, first!.id), {}, { cookie: users.demo.cookie })).statusCode).toBe(403);
    expect((await postJson(threadPath(MESSAGE_PATHS.read, first!.id), {}, {})).statusCode).toBe(401);
    expect((await get(MESSAGE_PATHS.threads, { cookie: '', csrf: '', sessionId: '' })).statusCode).toBe(401);
  });

  let started: Thread;

  it('starts a thread with a PDF: listed first, read for its author, the file downloadable as an attachment', async () => {
    const response = await post(MESSAGE_PATHS.threads, newThread([pdf('C:\\scans\\request.pdf')]));
    expect(response.statusCode).toBe(201);
    started = threadSchema.parse(response.json());
    expect(started).toMatchObject({ topic: 'payoff', subject: 'Payoff letter for my bank', unread: false, messageCount: 1 });
    expect(started.messages[0]?.attachments).toEqual([{ id: expect.any(Number), name: 'request.pdf', mediaType: 'application/pdf', size: SAMPLE_FILES.pdf.length }]);
    expect((await threads())[0]?.id).toBe(started.id);

    const file = await get(attachmentPath(started.id, started.messages[0]!.attachments[0]!.id));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="request.pdf"; filename*=UTF-8''request.pdf`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it('stores the type found in the bytes, not the one declared or named', async () => {
    const response = await post(
      MESSAGE_PATHS.threads,
      newThread([{ name: 'files', filename: 'photo.pdf', contentType: 'application/pdf', value: SAMPLE_FILES.png }], { topic: 'insurance', subject: 'Proof of insurance' }),
    );
    expect(response.statusCode).toBe(201);
    expect(threadSchema.parse(response.json()).messages[0]?.attachments[0]).toMatchObject({ name: 'photo.pdf.png', mediaType: 'image/png' });
  });

  it('replies with up to three files; the thread counts the messages', async () => {
    const response = await post(threadPath(MESSAGE_PATHS.replies, started.id), [
      { name: 'body', value: 'Here are two more pages.' },
      { name: 'files', filename: 'page2.png', contentType: 'image/png', value: SAMPLE_FILES.png },
      { name: 'files', filename: 'page3.jpg', contentType: 'image/jpeg', value: SAMPLE_FILES.jpeg },
      pdf('page4.pdf'),
    ]);
    expect(response.statusCode).toBe(201);
    const thread = threadSchema.parse(response.json());
    expect(thread.messageCount).toBe(2);
    expect(thread.messages.map((message) => message.author)).toEqual(['borrower', 'borrower']);
    expect(thread.messages[1]?.attachments.map((attachment) => attachment.mediaType)).toEqual(['image/png', 'image/jpeg', 'application/pdf']);
  });

  it.each([
    ['an ELF executable named x.pdf', SAMPLE_FILES.elf],
    ['an MZ executable named x.pdf', SAMPLE_FILES.mz],
    ['HTML named x.pdf', SAMPLE_FILES.html],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 415 naming the files, and writes nothing', async (_what, content) => {
    const before = await countRows();
    const response = await post(MESSAGE_PATHS.threads, newThread([pdf(), { name: 'files', filename: 'x.pdf', contentType: 'application/pdf', value: content }]));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String), fields: { files: 'unsupported_file_type' } });
    expect(await countRows()).toEqual(before);
  });

  it('refuses four files with 400 and a file over 5 MB with 413, writing nothing', async () => {
    const before = await countRows();
    const four = await post(MESSAGE_PATHS.threads, newThread([pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')]));
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ status: 'INVALID', fields: { files: 'too_many_files' } });
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const oversized = await post(MESSAGE_PATHS.threads, newThread([{ name: 'files', filename: 'big.pdf', contentType: 'application/pdf', value: big }]));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toMatchObject({ status: 'PAYLOAD_TOO_LARGE', fields: { files: 'file_too_large' } });
    expect(await countRows()).toEqual(before);
  });

  it('refuses bad text fields with 400 naming them, and a JSON body with 415', async () => {
    const before = await countRows();
    const bad = await post(MESSAGE_PATHS.threads, newThread([], { topic: 'refund', subject: ' ', body: 'x'.repeat(5001) }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'INVALID', fields: { topic: 'invalid_value', subject: 'too_small', body: 'too_big' } });
    const control = await post(MESSAGE_PATHS.threads, newThread([], { body: 'bell \u0007' }));
    expect(control.json()).toMatchObject({ fields: { body: 'custom' } });
    const unknown = await post(MESSAGE_PATHS.threads, [...newThread(), { name: 'extra', value: 'x' }]);
    expect(unknown.json()).toMatchObject({ fields: { extra: 'unrecognized_keys' } });
    const json = await postJson(MESSAGE_PATHS.threads, { topic: 'payoff', subject: 'x', body: 'y' });
    expect(json.statusCode).toBe(415);
    expect(await countRows()).toEqual(before);
  });

  it("answers 404 to users.demo2 for demo's thread, reply, read and attachment, and changes nothing", async () => {
    const attachmentId = started.messages[0]!.attachments[0]!.id;
    const before = await countRows();
    expect((await get(threadPath(MESSAGE_PATHS.thread, started.id), users.demo2)).statusCode).toBe(404);
    expect((await get(attachmentPath(started.id, attachmentId), users.demo2)).statusCode).toBe(404);
    expect((await post(threadPath(MESSAGE_PATHS.replies, started.id), [{ name: 'body', value: 'mine now' }], users.demo2)).statusCode).toBe(404);
    expect((await postJson(threadPath(MESSAGE_PATHS.read, started.id), {}, signedInHeaders(users.demo2))).statusCode).toBe(404);
    // demo's own attachment under another of demo's threads: not found either.
    const [other] = (await threads()).filter((thread) => thread.id !== started.id);
    expect((await get(attachmentPath(other!.id, attachmentId))).statusCode).toBe(404);
    expect((await threads(users.demo2)).map((thread) => thread.subject)).toEqual(['Your monthly statement is ready']);
    expect(await countRows()).toEqual(before);
  });

  it('a lender reply (dev call) turns the thread unread, the dot on, and mails a notice without the content', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: threadPath(MESSAGE_PATHS.devReply, started.id),
      payload: { body: 'Your payoff letter is attached to this message. Secret words: blue heron.' },
    });
    expect(response.statusCode).toBe(201);
    expect(threadSchema.parse(response.json()).messages.at(-1)).toMatchObject({ author: 'lender' });
    expect((await threads()).find((thread) => thread.id === started.id)?.unread).toBe(true);
    expect((await summaries()).some((summary) => !summary.custRead)).toBe(true);
    await suite.testApp.transport.settled();
    const mailbox = devMailboxResponseSchema.parse((await get(PORTAL_API_PATHS.devMailboxJson)).json());
    const notice = mailbox.find((entry) => entry.to === 'maria.garcia@example.com' && /secure message/i.test(entry.subject ?? ''));
    expect(notice?.body).toContain('/account/messaging');
    expect(notice?.body).not.toContain('blue heron');
    expect(notice?.body).not.toContain('Payoff letter for my bank');

    await postJson(threadPath(MESSAGE_PATHS.read, started.id), {});
    expect((await summaries()).every((summary) => summary.custRead)).toBe(true);
  });

  it("writes the notice in the borrower's language for mail (the settings' preference, when the column exists)", async () => {
    const db = suite.testApp.testDatabase.database.db;
    const user = await db.selectFrom('users').selectAll().where('username', '=', 'demo').executeTakeFirstOrThrow();
    if (!Object.hasOwn(user, 'language')) return;
    await sql`update users set language = 'es-US' where id = ${user.id}`.execute(db);
    try {
      await suite.app.inject({ method: 'POST', url: threadPath(MESSAGE_PATHS.devReply, started.id), payload: { body: 'Otra respuesta.' } });
      await suite.testApp.transport.settled();
      const mailbox = devMailboxResponseSchema.parse((await get(PORTAL_API_PATHS.devMailboxJson)).json());
      const notice = mailbox.find((entry) => entry.to === user.email);
      expect(notice?.subject).toMatch(/nuevo mensaje seguro/);
      expect(notice?.body).toContain('/es/account/messaging');
    } finally {
      await sql`update users set language = 'en-US' where id = ${user.id}`.execute(db);
    }
  });

  it('answers the dev call 404 for an unknown thread and 400 for a bad body, even with a session but no token', async () => {
    expect((await suite.app.inject({ method: 'POST', url: threadPath(MESSAGE_PATHS.devReply, 999_999), payload: { body: 'Hi' } })).statusCode).toBe(404);
    const bad = await suite.app.inject({ method: 'POST', url: threadPath(MESSAGE_PATHS.devReply, started.id), headers: { cookie: users.demo.cookie }, payload: { body: '' } });
    expect(bad.statusCode).toBe(400);
    expect(CSRF_HEADER).toBe('csrf-token');
  });

  it('names a download by its ASCII fallback and its UTF-8 name', () => {
    expect(attachmentDisposition('recibo de pago ñ "1".pdf')).toBe(
      `attachment; filename="recibo de pago _ _1_.pdf"; filename*=UTF-8''recibo%20de%20pago%20%C3%B1%20%221%22.pdf`,
    );
  });
});

describe('the rate limit of message writes', () => {
  it('answers 429 with Retry-After past the per-loan limit, before reading the body, and writes nothing', async () => {
    const {
      testApp,
      users: { demo },
    } = await createSignedInApp(
      { env: { RATE_LIMIT_MULTIPLIER: '1' }, rateLimitRules: { secureMessage: { ip: { max: 100, windowSeconds: 3600 }, identifier: { max: 2, windowSeconds: 3600 } } } },
      ['demo'],
    );
    try {
      const send = () => {
        const { body, contentType } = multipartBody([
          { name: 'topic', value: 'other' },
          { name: 'subject', value: 'Hello' },
          { name: 'body', value: 'Hello' },
        ]);
        return testApp.app.inject({ method: 'POST', url: MESSAGE_PATHS.threads, headers: { ...signedInHeaders(demo), 'content-type': contentType }, payload: body });
      };
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json()).toMatchObject({ status: 'TOO_MANY_REQUESTS' });
      const threads = threadsResponseSchema.parse((await testApp.app.inject({ method: 'GET', url: MESSAGE_PATHS.threads, headers: { cookie: demo.cookie } })).json());
      expect(threads.filter((thread) => thread.subject === 'Hello')).toHaveLength(2);
    } finally {
      await testApp.close();
    }
  });
});

describe('the dev call in production', () => {
  it('does not exist', async () => {
    const testApp = await createTestApp({ env: { NODE_ENV: 'production', SEED_DEMO_DATA: 'false' } });
    try {
      const response = await testApp.app.inject({ method: 'POST', url: threadPath(MESSAGE_PATHS.devReply, 1), payload: { body: 'Hi' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
