import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodType, z } from 'zod';
import { ValidationError } from './http-error.js';

/*
 * Routes declare the zod schemas of shared-contracts directly (`schema: { querystring: someSchema }`),
 * so the server validates with exactly the schemas the clients parse with, instead of a JSON Schema copy.
 * The same schemas type the route: ZodTypeProvider gives a handler (and its route-level hooks) the parsed
 * `request.body`, `query` and `params`, and checks what it returns against the response schema.
 */

/**
 * What a route's zod schemas make of its types: the validator's output for the request parts (what
 * zodValidatorCompiler hands on, defaults applied), the serializer's input for the answers (what
 * zodSerializerCompiler parses before sending).
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends ZodType ? z.output<this['schema']> : unknown;
  readonly serializer: this['schema'] extends ZodType ? z.input<this['schema']> : unknown;
}

/** The app as a plugin sees it when its routes are typed by their zod schemas: `async function plugin(app: ZodApp)`. */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

function isZodType(schema: unknown): schema is ZodType {
  return typeof schema === 'object' && schema !== null && typeof (schema as ZodType).safeParse === 'function';
}

function describeIssues(part: string, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  const details = issues.map((issue) => {
    const where = issue.path.map(String).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  return `Invalid ${part}: ${details.join('; ')}`;
}

type Issue = { code: string; path: PropertyKey[]; keys?: readonly string[] };

/**
 * `{ "<dot.path>": "<zod issue code>" }` for the issues that concern a field; the first issue of a field
 * wins. An unknown key is named itself (its issue sits on the object). Issues of the whole body (not an
 * object at all) name no field: the message says what was wrong.
 */
export function fieldsOfIssues(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  const add = (path: readonly PropertyKey[], code: string) => {
    const where = path.map(String).join('.');
    if (where && !(where in fields)) fields[where] = code;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) for (const key of issue.keys) add([...issue.path, key], issue.code);
    else add(issue.path, issue.code);
  }
  return fields;
}

export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isZodType(schema)) throw new Error(`Route schema for ${httpPart ?? 'request'} must be a zod schema`);
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const { issues } = result.error;
    return { error: new ValidationError(describeIssues(httpPart ?? 'request', issues), fieldsOfIssues(issues)) };
  };
};

/** Parses a response through its schema before it is sent, so no field outside the contract leaves. */
export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, url, method }) => {
  if (!isZodType(schema)) throw new Error(`Response schema of ${method} ${url} must be a zod schema`);
  return (data: unknown) => JSON.stringify(schema.parse(data));
};
