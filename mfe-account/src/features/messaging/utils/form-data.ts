import { MESSAGE_FILES_FIELD, type AttachmentCandidate } from 'shared-contracts';

/** A message write as the multipart body the server reads: the text fields, then each chosen file under `files`. */
export function messageFormData(fields: Record<string, string>, files: readonly AttachmentCandidate[]): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  // The form's files are the browser's File objects (Blobs); anything else never came from a file picker.
  for (const file of files) if (file instanceof Blob) data.append(MESSAGE_FILES_FIELD, file, file.name);
  return data;
}
