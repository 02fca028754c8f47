import type { FastifyRequest } from 'fastify';
import { API_ERROR_CODES, MESSAGE_FIELD_ISSUES, MESSAGE_FILES_FIELD, MESSAGE_LIMITS } from 'shared-contracts';
import { HttpError, ValidationError } from '../http/http-error.js';

/** A file as it arrived: the name the browser gave (untrusted) and its bytes. */
export interface ReceivedFile {
  sentName: string;
  content: Buffer;
}

export interface MessageParts {
  /** The text fields, each once. */
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/** Bytes of a text field: the longest body, every character four bytes in UTF-8, and room for CRLF line breaks. */
const FIELD_BYTES_MAX = MESSAGE_LIMITS.bodyMax * 4 * 2;

/** A refused field of a message write: 400 INVALID, or another status (413, 415) with the same `fields` shape. */
export class MessageFieldError extends ValidationError {
  constructor(message: string, fields: Readonly<Record<string, string>>, statusCode = 400, status: string = API_ERROR_CODES.invalid) {
    super(message, fields);
    Object.defineProperty(this, 'statusCode', { value: statusCode });
    Object.defineProperty(this, 'status', { value: status });
  }
}

export const tooManyFiles = () =>
  new MessageFieldError(`A message carries at most ${MESSAGE_LIMITS.filesMax} files`, { [MESSAGE_FILES_FIELD]: MESSAGE_FIELD_ISSUES.tooManyFiles });
export const fileTooLarge = () =>
  new MessageFieldError('A file is larger than 5 MB', { [MESSAGE_FILES_FIELD]: MESSAGE_FIELD_ISSUES.fileTooLarge }, 413, API_ERROR_CODES.payloadTooLarge);
export const unsupportedFile = () =>
  new MessageFieldError(
    'A file is not a PDF, PNG or JPEG',
    { [MESSAGE_FILES_FIELD]: MESSAGE_FIELD_ISSUES.unsupportedFileType },
    415,
    API_ERROR_CODES.unsupportedMediaType,
  );

function limitError(error: unknown): HttpError | null {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return tooManyFiles();
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, API_ERROR_CODES.payloadTooLarge, 'The message has too many parts');
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, API_ERROR_CODES.invalid, 'A part has a name that is not allowed');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, API_ERROR_CODES.invalid, 'A part could not be read');
    default:
      return null;
  }
}

/**
 * Reads a multipart message write (`POST /api/messages`, its replies): the text fields named in `fieldNames`, each
 * once, and up to MESSAGE_LIMITS.filesMax files of MESSAGE_LIMITS.fileBytesMax bytes in `files`. Everything is read
 * before anything is checked or written, so a refusal writes nothing. A body that is not multipart is a 415, a
 * malformed one a 400, an over-long field a 400 naming it: never a 5xx.
 */
export async function readMessageParts(request: FastifyRequest, fieldNames: readonly string[]): Promise<MessageParts> {
  if (!request.isMultipart()) {
    throw new HttpError(415, API_ERROR_CODES.unsupportedMediaType, 'A message is sent as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let refusal: HttpError | null = null;
  try {
    const parts = request.parts({
      limits: {
        fieldNameSize: 100,
        fieldSize: FIELD_BYTES_MAX,
        fields: fieldNames.length + 2,
        fileSize: MESSAGE_LIMITS.fileBytesMax,
        files: MESSAGE_LIMITS.filesMax,
        parts: fieldNames.length + MESSAGE_LIMITS.filesMax + 4,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // Read even when refused: the stream must be drained for the parser to go on to the next part.
        const content = await part.toBuffer();
        if (part.fieldname !== MESSAGE_FILES_FIELD) refusal ??= new ValidationError('Unknown part', { [part.fieldname.slice(0, 100)]: 'unrecognized_keys' });
        else files.push({ sentName: part.filename, content });
        continue;
      }
      const name = part.fieldname;
      if (!fieldNames.includes(name)) {
        refusal ??= new ValidationError('Unknown part', { [name.slice(0, 100)]: 'unrecognized_keys' });
      } else if (Object.hasOwn(fields, name)) {
        refusal ??= new ValidationError('A field was sent twice', { [name]: 'invalid_type' });
      } else if (part.valueTruncated || typeof part.value !== 'string') {
        refusal ??= new ValidationError('A field is too long', { [name]: typeof part.value === 'string' ? 'too_big' : 'invalid_type' });
      } else {
        fields[name] = part.value;
      }
    }
  } catch (error) {
    const known = limitError(error);
    if (known) throw known;
    if (error instanceof HttpError) throw error;
    // busboy's own complaints (a malformed header, a part cut short): the request's fault, said in our words.
    request.log.info({ err: { code: (error as { code?: unknown } | null)?.code ?? 'MULTIPART' } }, 'Multipart body refused');
    throw new HttpError(400, API_ERROR_CODES.invalid, 'The multipart body could not be read');
  }
  if (refusal) throw refusal;
  return { fields, files };
}
