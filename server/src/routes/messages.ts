import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  MESSAGE_PATHS,
  attachmentParamsSchema,
  devReplySchema,
  newThreadFieldsSchema,
  replyFieldsSchema,
  threadParamsSchema,
  threadSchema,
  threadSummarySchema,
  threadsResponseSchema,
  type Thread,
  type ThreadSummary,
} from 'shared-contracts';
import type { ZodType } from 'zod';
import { API_BODY_LIMIT, answersAreNotStored } from '../http/api-route.js';
import { ValidationError } from '../http/http-error.js';
import { siteOrigin } from '../http/site-origin.js';
import { fieldsOfIssues, type ZodApp } from '../http/zod-schemas.js';
import { readMessageParts } from '../messages/message-parts.js';
import type { MessagesService } from '../messages/messages-service.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { sessionOf } from '../plugins/session.js';

/** The text fields of a multipart write, checked by the call's shared schema (400 INVALID naming each bad field). */
function parsedFields<T>(schema: ZodType<T>, fields: Record<string, string>): T {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  throw new ValidationError('Invalid message', fieldsOfIssues(result.error.issues));
}

/** RFC 6266/5987: an ASCII fallback name, and the real one percent-encoded in UTF-8. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The secure message center (spec 2.4 /account/messaging): the loan's threads, one thread, a new thread and a
 * reply (multipart, up to three PDF, PNG or JPEG files checked by content), marking a thread read (which clears
 * `custRead` in `GET /api/smc`, spec 3/4.5) and an attachment's download. Another borrower's thread or file is a
 * 404. Every answer is no-store; the csrf hook guards the writes.
 */
export default async function messagesPlugin(app: ZodApp, options: { messages: MessagesService; rateLimiter: RateLimiter }) {
  const { messages, rateLimiter } = options;
  answersAreNotStored(app);
  // Counted per IP and per loan before the body is read: a write may carry 15 MB of files.
  const writeLimit = async (request: FastifyRequest) => rateLimiter.hit('secureMessage', request.ip, String(sessionOf(request).loanAccountId));
  // In this plugin's scope only: every other route still refuses a multipart body (415).
  await app.register(multipart);

  app.get(
    MESSAGE_PATHS.threads,
    { schema: { response: { 200: threadsResponseSchema } }, config: { session: 'available-account' } },
    async (request): Promise<ThreadSummary[]> => messages.list(sessionOf(request).loanAccountId),
  );

  app.get(
    MESSAGE_PATHS.thread,
    { schema: { params: threadParamsSchema, response: { 200: threadSchema } }, config: { session: 'available-account' } },
    async (request): Promise<Thread> => messages.get(sessionOf(request).loanAccountId, request.params.id),
  );

  app.post(MESSAGE_PATHS.threads, { schema: { response: { 201: threadSchema } }, config: { session: 'available-account' }, preHandler: writeLimit }, async (request, reply) => {
    const { loanAccountId } = sessionOf(request);
    const parts = await readMessageParts(request, Object.keys(newThreadFieldsSchema.shape));
    const fields = parsedFields(newThreadFieldsSchema.strict(), parts.fields);
    return reply.code(201).send(await messages.start(loanAccountId, fields, parts.files));
  });

  app.post(
    MESSAGE_PATHS.replies,
    { schema: { params: threadParamsSchema, response: { 201: threadSchema } }, config: { session: 'available-account' }, preHandler: writeLimit },
    async (request, reply) => {
      const { loanAccountId } = sessionOf(request);
      // An unknown or foreign thread is a 404 before its body is even read.
      await messages.assertThread(loanAccountId, request.params.id);
      const parts = await readMessageParts(request, Object.keys(replyFieldsSchema.shape));
      const fields = parsedFields(replyFieldsSchema.strict(), parts.fields);
      return reply.code(201).send(await messages.reply(loanAccountId, request.params.id, fields.body, parts.files));
    },
  );

  app.post(
    MESSAGE_PATHS.read,
    { schema: { params: threadParamsSchema, response: { 200: threadSummarySchema } }, bodyLimit: API_BODY_LIMIT, config: { session: 'available-account' } },
    async (request): Promise<ThreadSummary> => messages.markRead(sessionOf(request).loanAccountId, request.params.id),
  );

  app.get(MESSAGE_PATHS.attachment, { schema: { params: attachmentParamsSchema }, config: { session: 'available-account' } }, async (request, reply) => {
    const file = await messages.attachment(sessionOf(request).loanAccountId, request.params.id, request.params.attachmentId);
    return reply
      .header('content-type', file.mediaType)
      .header('content-disposition', attachmentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      // Opened in the browser anyway (a PDF viewer), it runs nothing and reaches nothing.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.content);
  });
}

/**
 * `POST /dev/messages/:id/reply` with `{ body }`, outside production only (app.ts does not register it in
 * production): the lender's answer, the stand-in for the servicing team's tool (like /dev/mailbox for mail). It
 * acts for no signed-in person, so it carries no csrf token.
 */
export async function devMessagesPlugin(app: ZodApp, options: { messages: MessagesService; publicUrl: string | null }) {
  const { messages, publicUrl } = options;
  answersAreNotStored(app);
  app.post(
    MESSAGE_PATHS.devReply,
    {
      schema: { params: threadParamsSchema, body: devReplySchema.strict(), response: { 201: threadSchema } },
      bodyLimit: API_BODY_LIMIT * 2,
      config: { csrfExempt: true },
    },
    async (request, reply) =>
      reply.code(201).send(await messages.lenderReply(request.params.id, request.body.body, { origin: siteOrigin(request, publicUrl), log: request.log })),
  );
}
