import { z } from 'zod';

/*
 * The secure message center of the signed-in area (spec 2.4 /account/messaging; `custRead` of spec 3 and 4.5 is
 * its read state). A thread belongs to one loan; the borrower starts it with a topic, a subject and a body, and
 * the lender's servicing team answers in it. Every call needs a live session of an available account (AL);
 * state changes carry the csrf header. Another borrower's thread or attachment is a 404, like one that does not
 * exist. Times are ISO-8601 instants (UTC), lists newest first.
 */

export const MESSAGE_PATHS = {
  threads: '/api/messages',
  thread: '/api/messages/:id',
  replies: '/api/messages/:id/replies',
  read: '/api/messages/:id/read',
  attachment: '/api/messages/:id/attachments/:attachmentId',
  /** Development only (absent in production): the servicing team's answer, the stand-in for their own tool. */
  devReply: '/dev/messages/:id/reply',
} as const;

/** `threadPath(MESSAGE_PATHS.read, 7)` → `/api/messages/7/read`. */
export const threadPath = (path: string, threadId: number): string => path.replace(':id', encodeURIComponent(String(threadId)));

/** `/api/messages/7/attachments/12`: the download address of an attachment. */
export const attachmentPath = (threadId: number, attachmentId: number): string =>
  threadPath(MESSAGE_PATHS.attachment, threadId).replace(':attachmentId', encodeURIComponent(String(attachmentId)));

export const MESSAGE_TOPICS = ['payment', 'dueDate', 'payoff', 'insurance', 'title', 'other'] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];

/** The kinds of file a message may carry, as the server recognises them by their content. */
export const ATTACHMENT_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type AttachmentMediaType = (typeof ATTACHMENT_MEDIA_TYPES)[number];
/** What the file picker offers (a hint only: the server decides by the bytes). */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

export const MESSAGE_LIMITS = {
  subjectMax: 120,
  /** Characters of plain text. */
  bodyMax: 5000,
  filesMax: 3,
  /** Bytes of each file: 5 MB. */
  fileBytesMax: 5 * 1024 * 1024,
  fileNameMax: 200,
} as const;

/** The multipart field names of the two writes. */
export const MESSAGE_FILES_FIELD = 'files';

/**
 * The codes the message calls give a refused file (the `fields.files` of a 400, 413 or 415 answer), so the page
 * words each refusal in the customer's language.
 */
export const MESSAGE_FIELD_ISSUES = {
  /** More than MESSAGE_LIMITS.filesMax files: 400. */
  tooManyFiles: 'too_many_files',
  /** A file over MESSAGE_LIMITS.fileBytesMax: 413. */
  fileTooLarge: 'file_too_large',
  /** Not a PDF, PNG or JPEG by its content, whatever its name says (or empty): 415. */
  unsupportedFileType: 'unsupported_file_type',
} as const;
export type MessageFileIssue = (typeof MESSAGE_FIELD_ISSUES)[keyof typeof MESSAGE_FIELD_ISSUES];

// Plain text: letters, marks, punctuation, spaces and line breaks; no other control character (NUL, escape, the
// C1 range). Formatting characters (bidi marks) are allowed: the page shows the text as text.
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
const CONTROL = /\p{Cc}/u;

export const messageTopicField = z.enum(MESSAGE_TOPICS);
export const messageSubjectField = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(MESSAGE_LIMITS.subjectMax)
  .refine((text) => !CONTROL.test(text), 'One line of text');
export const messageBodyField = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(MESSAGE_LIMITS.bodyMax)
  .refine((text) => !CONTROL_EXCEPT_LINE_BREAKS.test(text), 'Plain text');

/** The text fields of `POST /api/messages` (multipart, beside up to three `files`). */
export const newThreadFieldsSchema = z.object({
  topic: messageTopicField,
  subject: messageSubjectField,
  body: messageBodyField,
});
export type NewThreadFields = z.infer<typeof newThreadFieldsSchema>;

/** The text field of `POST /api/messages/:id/replies` (multipart, beside up to three `files`). */
export const replyFieldsSchema = z.object({ body: messageBodyField });
export type ReplyFields = z.infer<typeof replyFieldsSchema>;

/** `POST /dev/messages/:id/reply` (JSON, development only). */
export const devReplySchema = z.object({ body: messageBodyField });
export type DevReply = z.infer<typeof devReplySchema>;

const MAX_ID = 2 ** 31 - 1;
const idSegment = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_ID));
export const threadParamsSchema = z.object({ id: idSegment });
export const attachmentParamsSchema = z.object({ id: idSegment, attachmentId: idSegment });

export const attachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mediaType: z.enum(ATTACHMENT_MEDIA_TYPES),
  /** Bytes. */
  size: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const MESSAGE_AUTHORS = ['borrower', 'lender'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

export const secureMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(MESSAGE_AUTHORS),
  /** Plain text, shown as text (never as markup). */
  body: z.string(),
  sentAt: z.string(),
  attachments: z.array(attachmentSchema),
});
export type SecureMessage = z.infer<typeof secureMessageSchema>;

/** One thread of `GET /api/messages`. */
export const threadSummarySchema = z.object({
  id: z.number().int(),
  topic: z.enum(MESSAGE_TOPICS),
  subject: z.string(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  /** The lender wrote since the customer last opened it (the envelope's dot, spec 2.8: custRead false). */
  unread: z.boolean(),
  messageCount: z.number().int(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;
export const threadsResponseSchema = z.array(threadSummarySchema);

/** `GET /api/messages/:id`, and the answer of a new thread or reply: the thread with its messages, oldest first. */
export const threadSchema = threadSummarySchema.extend({ messages: z.array(secureMessageSchema) });
export type Thread = z.infer<typeof threadSchema>;

/** What the page knows of a chosen file before it is sent (a browser `File` has these). */
export interface AttachmentCandidate {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

const EXTENSIONS = /\.(pdf|png|jpe?g)$/i;

/**
 * The page's early word on chosen files, so a customer hears at once what the server would refuse: too many,
 * too large, or plainly not a PDF, PNG or JPEG by its type and name. The server checks again, by content.
 */
export function attachmentIssue(files: readonly AttachmentCandidate[]): MessageFileIssue | null {
  if (files.length > MESSAGE_LIMITS.filesMax) return MESSAGE_FIELD_ISSUES.tooManyFiles;
  for (const file of files) {
    if (file.size > MESSAGE_LIMITS.fileBytesMax) return MESSAGE_FIELD_ISSUES.fileTooLarge;
    const typed = (ATTACHMENT_MEDIA_TYPES as readonly string[]).includes(file.type);
    if (file.size === 0 || !(typed || (file.type === '' && EXTENSIONS.test(file.name)))) return MESSAGE_FIELD_ISSUES.unsupportedFileType;
  }
  return null;
}

const attachmentCandidate = z.custom<AttachmentCandidate>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AttachmentCandidate).name === 'string' &&
    typeof (value as AttachmentCandidate).size === 'number' &&
    typeof (value as AttachmentCandidate).type === 'string',
);

/** The chosen files of a form, checked by `attachmentIssue` (its code is the issue's message). */
export const attachmentsField = z.array(attachmentCandidate).superRefine((files, context) => {
  const issue = attachmentIssue(files);
  if (issue) context.addIssue({ code: 'custom', message: issue });
});

/** The new-message form of the page: the call's text fields and the chosen files. */
export const newThreadFormSchema = newThreadFieldsSchema.extend({ files: attachmentsField });
export type NewThreadForm = z.input<typeof newThreadFormSchema>;
/** The reply form of the page. */
export const replyFormSchema = replyFieldsSchema.extend({ files: attachmentsField });
export type ReplyForm = z.input<typeof replyFormSchema>;
