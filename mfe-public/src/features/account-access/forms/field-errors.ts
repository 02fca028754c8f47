import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorText } from 'shared-ui/forms';

/**
 * Marks the fields an answer of the server concerns (USERNAME_TAKEN at the username, INVALID at the four loan
 * details, …) and focuses the first. The error's message is the answer's status word: `accountFieldError`
 * says it in the visitor's language. Such an answer is HTTP 200, so `useApiForm` leaves it to the form.
 */
export function markAnswer<Values extends FieldValues>(setError: UseFormSetError<Values>, names: readonly Path<Values>[], status: string): void {
  names.forEach((name, index) => setError(name, { type: 'server', message: status }, { shouldFocus: index === 0 }));
}

/**
 * The visitor-language message of a refused field: the form's own words for an error it named itself (an
 * answer of the server set by `markAnswer`, a form-only check of its schema), else `fieldErrorText`: "required"
 * when empty, or the field's rule (the shared schemas and a 400's `fields` speak to developers).
 */
export function accountFieldError(
  i18n: I18n,
  error: FieldError | undefined,
  value: unknown,
  rule: MessageDescriptor,
  named: Readonly<Partial<Record<string, MessageDescriptor>>>,
): string | undefined {
  const own = error?.message !== undefined && Object.hasOwn(named, error.message) ? named[error.message] : undefined;
  return own ? i18n._(own) : fieldErrorText(i18n, error, value, rule);
}
