import { useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { useSubmissionId } from '@/hooks/useSubmissionId';
import { callJson } from '@/lib/http';

/** What the form shows above its button after a call that marked no field. */
export type FormProblem = 'rateLimited' | 'failed';

export interface ServerFormOptions<Values extends FieldValues, Parsed, Body, Answer> {
  form: UseFormReturn<Values, unknown, Parsed>;
  path: string;
  answerSchema: ZodType<Answer>;
  /** The form's fields in the order they appear: the first one the server refused gets the focus. */
  fieldOrder: readonly FieldPath<Values>[];
  /** The request body: the parsed values plus what the form adds (submission id, locale). */
  toBody: (values: Parsed, submissionId: string) => Body;
  onSuccess: () => void;
}

/**
 * Sends a public form once (issue 5): one call at a time whatever the clicks, the same submission id across
 * retries so the server stores one record, a 400's field map marked on the fields (focus on the first), and
 * any other failure reported as a `problem` while every typed value stays in the form. The server takes these
 * calls same-site only and without the session's csrf token, signed in or not (server/src/plugins/public-forms.ts).
 */
export function useServerForm<Values extends FieldValues, Parsed, Body, Answer>(options: ServerFormOptions<Values, Parsed, Body, Answer>) {
  const { form, path, answerSchema, fieldOrder, toBody, onSuccess } = options;
  const [submissionId, renewSubmissionId] = useSubmissionId();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // A ref, not state: a second click can arrive before the re-render that disables the button.
  const inFlight = useRef(false);

  const send = async (values: Parsed) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    let delivered = false;
    try {
      const result = await callJson(path, answerSchema, { body: toBody(values, submissionId) });
      if (result.kind === 'ok') {
        delivered = true;
        renewSubmissionId();
        onSuccess();
        return;
      }
      if (result.kind === 'invalid') {
        const refused = fieldOrder.filter((name) => Object.hasOwn(result.fields, name));
        // A refusal of something the visitor cannot change (the id, the locale) is our fault, not theirs.
        if (refused.length === 0) {
          setProblem('failed');
          return;
        }
        for (const name of refused) form.setError(name, { type: 'server', message: result.fields[name] });
        form.setFocus(refused[0]!);
        return;
      }
      setProblem(result.kind);
    } finally {
      // After a success the page is leaving: the form stays locked so nothing is sent twice.
      if (!delivered) inFlight.current = false;
    }
  };

  return {
    /** The form's onSubmit: the shared schema first (no call while a field is refused), then the call. */
    onSubmit: form.handleSubmit(send),
    problem,
    submitting: form.formState.isSubmitting,
  };
}
