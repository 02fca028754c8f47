import type { FieldValues } from 'react-hook-form';
import type { ApiFormOptions } from './useApiForm';

/** The schema `useApiForm` checks a form with (a Standard Schema: zod's, or one of this file's). */
export type FormSchema<Values extends FieldValues, Output> = ApiFormOptions<Values, Output, unknown>['schema'];
type Validation<Output> = Awaited<ReturnType<FormSchema<FieldValues, Output>['~standard']['validate']>>;
type Issue = NonNullable<Validation<unknown>['issues']>[number];

/** A request schema of shared-contracts, as far as this file uses it. */
export interface SharedSchema<Output> {
  readonly '~standard': { readonly validate: (value: unknown) => Validation<Output> | Promise<Validation<Output>> };
}

/** A refused field and why, in a word the page turns into the customer's language (`required`, `mismatch`). */
export interface FieldIssue<Values> {
  field: keyof Values & string;
  code: string;
}

export interface FormRules<Values, Request> {
  /** The form's own rules, which the request's schema cannot know: a choice, a number typed twice. */
  check: (values: Values) => FieldIssue<Values>[];
  /** The request the values stand for, checked by the shared schema exactly as the server checks it. */
  toRequest: (values: Values) => Request;
}

const fieldOf = (issue: Issue): PropertyKey | undefined => {
  const first = issue.path?.[0];
  return typeof first === 'object' && first !== null ? first.key : first;
};

/**
 * A form's schema made of its own rules and the request's shared schema. Apps do not import zod (each would
 * ship a second copy beside shared-contracts'), and a form's values are not always the request's (a radio
 * choice, a typed amount, a copy typed twice): so the form checks its own rules, builds the request and lets
 * the shared schema have the last word. A field keeps its own rule's message over the shared schema's.
 */
export function formSchema<Values extends FieldValues, Output>(shared: SharedSchema<Output>, rules: FormRules<Values, unknown>): FormSchema<Values, Output> {
  return {
    '~standard': {
      version: 1,
      vendor: 'roadbridge-form',
      validate: async (value) => {
        // react-hook-form hands the resolver the form's own values: their shape is the form's, by construction.
        const values = value as Values;
        const own: Issue[] = rules.check(values).map(({ field, code }) => ({ message: code, path: [field] }));
        const result = await shared['~standard'].validate(rules.toRequest(values));
        const ownFields = new Set(own.map(fieldOf));
        const issues = [...own, ...(result.issues ?? []).filter((issue) => !ownFields.has(fieldOf(issue)))];
        if (issues.length > 0 || result.issues) return { issues };
        return { value: result.value };
      },
    },
  };
}
