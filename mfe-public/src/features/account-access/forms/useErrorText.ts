import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldErrorText } from '@/components/forms';

/**
 * The error type of a message the page set from the server's answer (USERNAME_TAKEN, COMMON_PASSWORD, …):
 * its text is already in the visitor's language and is shown as is.
 */
export const SERVER_ERROR = 'server';
/** COMMON_PASSWORD of the server, kept apart so the password rules can mark their common-password rule. */
export const COMMON_PASSWORD_ERROR = 'commonPassword';

/**
 * The visitor-language error of each field: "required" when empty, else the field's rule (the shared zod
 * schemas speak English to developers), or the server's message for the field.
 */
export function useErrorText<T extends FieldValues, R>(
  form: UseFormReturn<T, unknown, R>,
  rules: Record<Path<T>, MessageDescriptor>,
): (name: Path<T>) => string | undefined {
  const { i18n } = useLingui();
  const { errors } = form.formState;
  const { getValues } = form;
  return useCallback(
    (name: Path<T>) => {
      const error = get(errors, name) as FieldError | undefined;
      if (error?.type === SERVER_ERROR || error?.type === COMMON_PASSWORD_ERROR) return error.message;
      return fieldErrorText(i18n, error, getValues(name), rules[name]);
    },
    [errors, getValues, i18n, rules],
  );
}
