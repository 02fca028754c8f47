import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FieldError } from 'react-hook-form';

const REQUIRED = msg`This field is required.`;

/**
 * The visitor-language message of a refused field. The shared zod schemas speak English to developers, so the
 * form says what the field needs instead: "required" when it is empty, else the field's own rule.
 */
export function fieldErrorText(i18n: I18n, error: FieldError | undefined, value: unknown, rule: MessageDescriptor): string | undefined {
  if (!error) return undefined;
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return i18n._(empty ? REQUIRED : rule);
}

/** For `register(name, { setValueAs })` of an optional field: spaces alone are "not given", not a refused value. */
export const blankToEmpty = (value: string): string => (value.trim() === '' ? '' : value);
