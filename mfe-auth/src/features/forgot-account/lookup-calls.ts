import {
  PORTAL_API_PATHS,
  lookupStep1ResponseSchema,
  lookupStep2ResponseSchema,
  lookupStep3ResponseSchema,
  type LookupStep1Request,
  type LookupStep1Response,
  type LookupStep2Request,
  type LookupStep3Request,
} from 'shared-contracts';

/**
 * The outcome of one lookup call (spec 8.4): the parsed answer, a status word the schema does not accept
 * as success (shown by its code), HTTP 400, or any other failure. Request bodies (SSN, date of birth) are
 * never logged or kept beyond the call.
 */
export type LookupOutcome<T> = { kind: 'answer'; data: T } | { kind: 'status'; status: string } | { kind: 'bad-request' } | { kind: 'failed' };

/** The part of a zod schema used here (mfe-auth reaches zod only through shared-contracts' schemas). */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

async function postLookup<T>(path: string, body: unknown, schema: AnswerSchema<T>): Promise<LookupOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 400) return { kind: 'bad-request' };
  if (!response.ok) return { kind: 'failed' };
  const json: unknown = await response.json().catch(() => null);
  const parsed = schema.safeParse(json);
  if (parsed.success) return { kind: 'answer', data: parsed.data };
  const status = (json as { status?: unknown } | null)?.status;
  return typeof status === 'string' && /^[A-Z_]{1,40}$/.test(status) ? { kind: 'status', status } : { kind: 'failed' };
}

export const lookupStep1 = (request: LookupStep1Request): Promise<LookupOutcome<LookupStep1Response>> =>
  postLookup(PORTAL_API_PATHS.lookupAccountStep1, request, lookupStep1ResponseSchema);

export const lookupStep2 = (request: LookupStep2Request) => postLookup(PORTAL_API_PATHS.lookupAccountStep2, request, lookupStep2ResponseSchema);

export const lookupStep3 = (request: LookupStep3Request) => postLookup(PORTAL_API_PATHS.lookupAccountStep3, request, lookupStep3ResponseSchema);
