import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

/**
 * Focuses the first refused field in the order the visitor reads the form. react-hook-form's own focus
 * follows the order fields registered, which puts `register` fields before `Controller` ones.
 */
export function focusFirstError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Path<T>[], setFocus: UseFormSetFocus<T>): void {
  const first = order.find((name) => name in errors);
  if (first) setFocus(first);
}
