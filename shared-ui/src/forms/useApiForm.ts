import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ApiError, isAbortError } from 'shared-contracts/api-client';

export interface ApiFormOptions<Input extends FieldValues, Output, Answer> {
  /** The shared zod schema of the request (shared-contracts), or an extension of it for this form. */
  schema: StandardSchemaV1<Input, Output>;
  defaultValues: DefaultValues<Input>;
  /** The write this form sends: a feature's mutation options (`mutationFn`, cache updates). */
  mutation: UseMutationOptions<Answer, Error, Output>;
  /**
   * The fields in the order the page shows them: the first one the server refused gets the focus.
   * Defaults to the order of `defaultValues`.
   */
  fieldOrder?: readonly FieldPath<Input>[];
  /** After the server said yes: usually a navigation, the next step or a result in place of the form. */
  onSuccess?: (answer: Answer, values: Output) => void;
  /** Extra react-hook-form settings (mode, …). */
  formProps?: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'defaultValues'>;
}

export interface ApiForm<Input extends FieldValues, Output, Answer> {
  form: UseFormReturn<Input, unknown, Output>;
  /** The form element's onSubmit: the schema first (no call while a field is refused), then the mutation. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /**
   * A failure that no field explains (no answer, too many attempts, a server error, a refused field the visitor
   * cannot change): show it with `ProblemAlert`. Null while the form is fine or sending.
   */
  problem: Error | null;
  submitting: boolean;
  /** The last successful answer (a result page can show it in place of the form). */
  answer: Answer | undefined;
}

/**
 * The one form recipe: react-hook-form checked by the shared zod schema, sent through a react-query mutation.
 * A 400 whose `fields` name fields of this form marks them (the focus goes to the first); any other failure is
 * a `problem`. What the customer typed is never cleared by an error, and a second click while the first call
 * runs sends nothing.
 */
export function useApiForm<Input extends FieldValues, Output, Answer>(options: ApiFormOptions<Input, Output, Answer>): ApiForm<Input, Output, Answer> {
  const { schema, defaultValues, mutation: mutationOptions, onSuccess, formProps } = options;
  const form = useForm<Input, unknown, Output>({
    // react-hook-form would focus the first refused field in registration order, which puts typed fields
    // before controlled ones (masked inputs): the page's own order decides instead, for both kinds of error.
    shouldFocusError: false,
    ...formProps,
    resolver: standardSchemaResolver(schema),
    defaultValues,
  });
  const mutation = useMutation(mutationOptions);
  const [problem, setProblem] = useState<Error | null>(null);
  // A ref, not state: a second click can arrive before the re-render that disables the button.
  const inFlight = useRef(false);
  const fieldOrder = options.fieldOrder ?? (Object.keys(defaultValues) as FieldPath<Input>[]);

  const send = async (values: Output) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      const answer = await mutation.mutateAsync(values);
      onSuccess?.(answer, values);
    } catch (error) {
      if (isAbortError(error)) return;
      const refused = error instanceof ApiError ? fieldOrder.filter((name) => Object.hasOwn(error.fields, name)) : [];
      if (refused.length === 0) {
        setProblem(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      for (const name of refused) form.setError(name, { type: 'server', message: (error as ApiError).fields[name] });
      form.setFocus(refused[0]!);
    } finally {
      inFlight.current = false;
    }
  };

  const focusFirstRefused = (errors: Partial<Record<string, unknown>>) => {
    if (formProps?.shouldFocusError === false) return;
    const first = fieldOrder.find((name) => Object.hasOwn(errors, name));
    if (first) form.setFocus(first);
  };

  return {
    form,
    onSubmit: form.handleSubmit(send, focusFirstRefused),
    problem,
    submitting: form.formState.isSubmitting || mutation.isPending,
    answer: mutation.data,
  };
}

/**
 * The `mutation` of a form that sends nothing (docs/decisions/067): a step whose checked values go to the next step
 * (a review that sends them), or a calculator that only reads them. Its "answer" is the checked values, so the
 * recipe's schema, field order, focus and errors are the same as for a form that calls the server.
 */
export function sendsNothing<Values>(): UseMutationOptions<Values, Error, Values> {
  return { mutationFn: async (values: Values) => values };
}
