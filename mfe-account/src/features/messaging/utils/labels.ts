import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MESSAGE_FIELD_ISSUES, type MessageFileIssue, type MessageTopic } from 'shared-contracts';

export const TOPIC_LABELS: Readonly<Record<MessageTopic, MessageDescriptor>> = {
  payment: msg`Payments`,
  dueDate: msg`Due date`,
  payoff: msg`Payoff`,
  insurance: msg`Insurance`,
  title: msg`Title and lien release`,
  other: msg`Something else`,
};

/** Why a chosen file was refused, by the page's own check or the server's (`fields.files`). */
export const FILE_ISSUE_TEXTS: Readonly<Record<MessageFileIssue, MessageDescriptor>> = {
  [MESSAGE_FIELD_ISSUES.tooManyFiles]: msg`Attach at most 3 files to a message.`,
  [MESSAGE_FIELD_ISSUES.fileTooLarge]: msg`Each file must be 5 MB or smaller. Make the file smaller or send it in parts.`,
  [MESSAGE_FIELD_ISSUES.unsupportedFileType]: msg`Only PDF, PNG and JPEG files can be attached. This file is another kind of file, whatever its name says.`,
};

export const isFileIssue = (code: string | undefined): code is MessageFileIssue => code !== undefined && Object.hasOwn(FILE_ISSUE_TEXTS, code);

/** `2.4 MB`, `350 KB`: a file's size in the customer's number format. */
export function fileSizeText(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(1, Math.ceil(bytes / 1024)), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
