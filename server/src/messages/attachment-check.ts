import { fileTypeFromBuffer } from 'file-type/core';
import { ATTACHMENT_MEDIA_TYPES, MESSAGE_LIMITS, type AttachmentMediaType } from 'shared-contracts';

const EXTENSION_OF: Readonly<Record<AttachmentMediaType, string>> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

const isAttachmentMediaType = (mime: string): mime is AttachmentMediaType => (ATTACHMENT_MEDIA_TYPES as readonly string[]).includes(mime);

/**
 * What a file is by its bytes (file-type reads the signatures: `%PDF-`, the PNG header, the JPEG markers), or
 * null for anything but a PDF, PNG or JPEG: an executable renamed `x.pdf` stays an executable. The name and the
 * type the browser declared are never asked.
 */
export async function sniffAttachment(content: Uint8Array): Promise<AttachmentMediaType | null> {
  if (content.byteLength === 0) return null;
  const found = await fileTypeFromBuffer(content);
  return found && isAttachmentMediaType(found.mime) ? found.mime : null;
}

/**
 * The name a file is kept and offered under: the last part of what the browser sent (no folders), without
 * control characters, at most MESSAGE_LIMITS.fileNameMax characters, and ending in the extension of what the
 * file really is (`scan.PDF` stays, `photo` becomes `photo.jpg`, `x.exe` holding a PNG becomes `x.exe.png`).
 */
export function attachmentName(sent: string | undefined, mediaType: AttachmentMediaType): string {
  const extension = EXTENSION_OF[mediaType];
  const base = (sent ?? '')
    .split(/[\\/]/)
    .at(-1)!
    .replace(/\p{Cc}|\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const known = mediaType === 'image/jpeg' ? /\.(jpe?g)$/i : new RegExp(`\\.${extension}$`, 'i');
  const named = base === '' || base === '.' || base === '..' ? 'attachment' : base;
  const withExtension = known.test(named) ? named : `${named}.${extension}`;
  if (withExtension.length <= MESSAGE_LIMITS.fileNameMax) return withExtension;
  return `${[...named].slice(0, MESSAGE_LIMITS.fileNameMax - extension.length - 1).join('')}.${extension}`;
}
