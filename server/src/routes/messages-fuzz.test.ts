import fc from 'fast-check';
import { MESSAGE_PATHS, newThreadFieldsSchema, replyFieldsSchema, threadsResponseSchema } from 'shared-contracts';
import { SAMPLE_FILES } from '../test-support/sample-files.js';
import { describeFuzz, expectClientError, madeUpNumericSegments, type FuzzTarget, type Sender } from '../test-support/fuzz.js';
import { multipartBody, type MultipartPart } from '../test-support/multipart-body.js';

/*
 * Bad input to every call of the message center: multipart bodies with broken or missing fields, unknown parts,
 * files that are not what they say, too many or too large; raw bytes that are no multipart at all; made-up ids in
 * every path; signed in or not, with or without the csrf token. Every answer is a JSON 4xx, never a 5xx, and the
 * message tables do not change.
 */

const TABLES = ['message_threads', 'messages', 'message_attachments', 'outbox'] as const;

const junkText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('', ' ', '\u0000', '\u0007bell', '😀'.repeat(3000), 'x'.repeat(5001), 'refund', 'dueDate', '<script>alert(1)</script>', '\r\n'),
);
const fieldName = fc.constantFrom('topic', 'subject', 'body', 'files', 'extra', '__proto__', 'constructor', 'topic[]', '');
/** A PDF one byte over the limit of a file. */
const OVERSIZED_PDF = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(5 * 1024 * 1024 + 1 - SAMPLE_FILES.pdf.length)]);
const junkFile = fc.record({
  name: fc.constantFrom('files', 'file', 'body'),
  filename: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('x.pdf', '../../x.png', 'a"b.jpg', '')),
  contentType: fc.constantFrom('application/pdf', 'image/png', 'application/x-msdownload', 'text/html'),
  value: fc.oneof(
    fc.constantFrom<Buffer>(SAMPLE_FILES.elf, SAMPLE_FILES.mz, SAMPLE_FILES.html, SAMPLE_FILES.zip, Buffer.alloc(0), OVERSIZED_PDF),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  ),
});
const goodPdf: MultipartPart = { name: 'files', filename: 'ok.pdf', contentType: 'application/pdf', value: SAMPLE_FILES.pdf };

/** Parts of a write the call must refuse: some field broken, missing or unknown, or some file refused. */
function partsFrom(valid: Record<string, string>, schema: { safeParse(value: unknown): { success: boolean } }) {
  const names = Object.keys(valid);
  const fields = fc
    .tuple(fc.subarray(names), fc.array(fc.tuple(fieldName, junkText), { maxLength: 3 }))
    .map(([kept, extra]) => [...kept.map((name) => ({ name, value: valid[name]! })), ...extra.map(([name, value]) => ({ name, value }))]);
  const files = fc.oneof(
    fc.constant<MultipartPart[]>([]),
    fc.array(junkFile, { minLength: 1, maxLength: 2 }),
    fc.constant<MultipartPart[]>([goodPdf, goodPdf, goodPdf, goodPdf]),
  );
  return fc.tuple(fields, files).filter(([textParts, fileParts]) => {
    const text: Record<string, string> = {};
    for (const part of textParts) text[part.name] = String(part.value);
    const duplicate = new Set(textParts.map((part) => part.name)).size !== textParts.length;
    // Every file part here is refused (junk, or four good ones); without one, the text alone must be refused.
    return fileParts.length > 0 || duplicate || !schema.safeParse(text).success || textParts.some((part) => !names.includes(part.name));
  });
}

let threadId: number;
/** Demo's first thread: the replies are sent to it, so that each is refused for its parts. */
async function readThreadId(target: FuzzTarget): Promise<void> {
  const list = await target.app.inject({ method: 'GET', url: MESSAGE_PATHS.threads, headers: { cookie: target.demo.cookie } });
  threadId = threadsResponseSchema.parse(list.json())[0]?.id ?? 0;
}

// Signed in twice as often: most multipart refusals need a session to be reached.
const who = fc.constantFrom<Sender>('anonymous', 'signed-in', 'signed-in', 'no-csrf');

describeFuzz('the message center', { tables: TABLES, ready: readThreadId }, (target) => {
  it('answers a JSON 4xx to refused multipart writes and writes nothing', async () => {
    const before = await target.snapshot();
    const writes = [
      { url: MESSAGE_PATHS.threads, parts: partsFrom({ topic: 'payment', subject: 'A question', body: 'Hello' }, newThreadFieldsSchema.strict()) },
      { url: MESSAGE_PATHS.replies.replace(':id', String(threadId)), parts: partsFrom({ body: 'Thanks' }, replyFieldsSchema.strict()) },
    ];
    for (const write of writes) {
      await fc.assert(
        fc.asyncProperty(write.parts, who, async ([textParts, fileParts], as) => {
          const { body, contentType } = multipartBody([...textParts, ...fileParts]);
          const response = await target.app.inject({ method: 'POST', url: write.url, headers: { ...target.headersFor(as), 'content-type': contentType }, payload: body });
          expectClientError(response, `POST ${write.url} ${JSON.stringify(textParts).slice(0, 120)} + ${fileParts.length} files`);
        }),
        { numRuns: 120 },
      );
    }
    expect(await target.snapshot()).toBe(before);
  }, 120_000);

  it('answers a JSON 4xx to bodies that are no valid multipart at all, never a 5xx', async () => {
    const before = await target.snapshot();
    const contentTypes = fc.constantFrom(
      'multipart/form-data; boundary=xyz',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'application/json',
      'text/plain',
      'application/octet-stream',
    );
    const payloads = fc.oneof(
      fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(
        '--xyz\r\nContent-Disposition: form-data; name="body"\r\n\r\nunterminated',
        '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4',
        '--xyz\r\nbroken header\r\n\r\nx\r\n--xyz--\r\n',
        '--xyz--\r\n',
        '{"topic":"payment","subject":"x","body":"y"}',
        '',
      ).map((text) => Buffer.from(text)),
    );
    const urls = [MESSAGE_PATHS.threads, MESSAGE_PATHS.replies.replace(':id', String(threadId))];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), contentTypes, payloads, who, async (url, contentType, payload, as) => {
        const response = await target.app.inject({ method: 'POST', url, headers: { ...target.headersFor(as), 'content-type': contentType }, payload });
        expectClientError(response, `POST ${url} (${contentType}, ${payload.length} bytes)`);
      }),
      { numRuns: 200 },
    );
    expect(await target.snapshot()).toBe(before);
  }, 120_000);

  it('answers a JSON 4xx to made-up ids in every path, and writes nothing', async () => {
    const before = await target.snapshot();
    const idSegment = madeUpNumericSegments(String(2 ** 31));
    const routes = [
      { method: 'GET' as const, path: MESSAGE_PATHS.thread },
      { method: 'POST' as const, path: MESSAGE_PATHS.read },
      { method: 'POST' as const, path: MESSAGE_PATHS.replies },
      { method: 'GET' as const, path: MESSAGE_PATHS.attachment },
      { method: 'POST' as const, path: MESSAGE_PATHS.devReply },
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), idSegment, idSegment, who, async ({ method, path }, id, attachmentId, as) => {
        const url = path.replace(':id', id).replace(':attachmentId', attachmentId);
        const { body, contentType } = multipartBody([{ name: 'body', value: 'Hello' }]);
        const response = await target.app.inject({
          method,
          url,
          headers: { ...target.headersFor(as), ...(method === 'POST' ? { 'content-type': path === MESSAGE_PATHS.devReply ? 'application/json' : contentType } : {}) },
          ...(method === 'POST' ? { payload: path === MESSAGE_PATHS.devReply ? JSON.stringify({ body: 'Hello' }) : body } : {}),
        });
        expectClientError(response, `${method} ${url}`);
      }),
      { numRuns: 300 },
    );
    expect(await target.snapshot()).toBe(before);
  }, 120_000);

  it('answers a JSON 4xx to malformed dev replies', async () => {
    const before = await target.snapshot();
    const bodies = fc.oneof(
      fc.record({ body: junkText }).filter((value) => !replyFieldsSchema.safeParse(value).success),
      fc.record({ body: fc.constant('Hi'), extra: fc.boolean() }),
      fc.constantFrom<unknown>(null, [], 'text', 42, {}),
    );
    await fc.assert(
      fc.asyncProperty(bodies, who, async (payload, as) => {
        const response = await target.app.inject({
          method: 'POST',
          url: MESSAGE_PATHS.devReply.replace(':id', String(threadId)),
          headers: { ...target.headersFor(as), 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expectClientError(response, `POST dev reply ${JSON.stringify(payload)?.slice(0, 80)}`);
      }),
      { numRuns: 150 },
    );
    expect(await target.snapshot()).toBe(before);
  }, 60_000);
});
