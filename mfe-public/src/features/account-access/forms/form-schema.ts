/*
 * The part of Standard Schema v1 (standardschema.dev) this form layer uses. The spec asks libraries to copy
 * its interface rather than depend on a package; zod 4's schemas implement it.
 */
interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
}
type StandardResult<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<StandardIssue> };
export interface StandardSchema<Input, Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output };
  };
}

/**
 * A form's own Standard Schema for `standardSchemaResolver`: it maps what the visitor typed to the request
 * the server takes (MM/DD/YYYY → YYYY-MM-DD), validates that with the request's shared zod schema, the one
 * the server validates with, and adds the checks only a form has (the password typed twice). Issues keep
 * the request's field names, which are the form's.
 */
export function formSchema<FormValues, Request>(
  requestSchema: StandardSchema<unknown, Request>,
  toRequest: (values: FormValues) => unknown,
  formIssues: (values: FormValues) => StandardIssue[] = () => [],
): StandardSchema<FormValues, Request> {
  return {
    '~standard': {
      version: 1,
      vendor: 'roadbridge-form',
      async validate(value: unknown): Promise<StandardResult<Request>> {
        const values = value as FormValues;
        const result = await requestSchema['~standard'].validate(toRequest(values));
        const extra = formIssues(values);
        if (!result.issues && extra.length === 0) return result;
        return { issues: [...(result.issues ?? []), ...extra] };
      },
    },
  };
}

/** The repeated password must equal the first (a form-only rule: the server never sees the copy). */
export function passwordsMatch(password: string, repeated: string, path: string): StandardIssue[] {
  return repeated !== '' && repeated === password ? [] : [{ message: 'Passwords differ', path: [path] }];
}
