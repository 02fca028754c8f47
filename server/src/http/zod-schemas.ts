import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { HttpError } from './http-error.js';
import { ERROR_STATUS } from './error-reply.js';

/*
 * Routes declare the zod schemas of shared-contracts directly (`schema: { querystring: someSchema }`),
 * so the server validates with exactly the schemas the clients parse with, instead of a JSON Schema copy.
 */

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

export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isZodType(schema)) throw new Error(`Route schema for ${httpPart ?? 'request'} must be a zod schema`);
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new HttpError(400, ERROR_STATUS.invalid, describeIssues(httpPart ?? 'request', result.error.issues)) };
  };
};

/** Parses a response through its schema before it is sent, so no field outside the contract leaves. */
export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, url, method }) => {
  if (!isZodType(schema)) throw new Error(`Response schema of ${method} ${url} must be a zod schema`);
  return (data: unknown) => JSON.stringify(schema.parse(data));
};
