import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { localizePath, pathOf, type Locale, type RouteId } from 'shared-contracts';
import { fieldErrorText, useApiForm, useAttemptId, type ApiForm, type ApiFormOptions } from 'shared-ui/forms';

/** What a message to a team adds to the typed fields when it is sent. */
export interface TeamFormAttempt {
  submissionId: string;
  locale: Locale;
}

export interface TeamFormOptions<Input extends FieldValues, Output, Answer>
  extends Omit<ApiFormOptions<Input, Output, Answer>, 'mutation' | 'onSuccess'> {
  locale: Locale;
  /** The form's name for its attempt id (`useAttemptId`). */
  attempt: string;
  /** The feature's mutation options for one attempt. */
  mutation: (attempt: TeamFormAttempt) => UseMutationOptions<Answer, Error, Output>;
  /** Each field's rule, said when the shared schema (or the server) refuses it. */
  rules: Record<FieldPath<Input>, MessageDescriptor>;
  /** The thank-you page the form goes to once the server stored the message. */
  thankYou: RouteId;
}

export interface TeamForm<Input extends FieldValues, Output, Answer> extends ApiForm<Input, Output, Answer> {
  /** The refused field's message in the visitor's language, or nothing. */
  errorOf: (name: FieldPath<Input>) => string | undefined;
}

/**
 * A public form that sends a message to a team (the contact form and the dealer enquiry, spec 2.2): the one form
 * recipe (docs/decisions/014), sent once per attempt with a submission id (the same across a double click and
 * the retries, so the team gets one message; a new one after the server stored it), then the thank-you page in
 * the same language. Nothing typed is kept in browser storage.
 */
export function useTeamForm<Input extends FieldValues, Output, Answer>(options: TeamFormOptions<Input, Output, Answer>): TeamForm<Input, Output, Answer> {
  const { locale, attempt, mutation, rules, thankYou, ...recipe } = options;
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [submissionId, renewSubmissionId] = useAttemptId(attempt);
  const apiForm = useApiForm({
    ...recipe,
    mutation: mutation({ submissionId, locale }),
    onSuccess: () => {
      renewSubmissionId();
      void navigate(localizePath(pathOf(thankYou), locale));
    },
  });
  const { form } = apiForm;
  const errorOf = (name: FieldPath<Input>) => fieldErrorText(i18n, form.getFieldState(name, form.formState).error, form.watch(name), rules[name]);
  return { ...apiForm, errorOf };
}
