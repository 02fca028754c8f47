import type { ZodType } from 'zod';
import { errorBodySchema } from 'shared-contracts';

/**
 * What a form's call can end in. The pages branch on `kind` only: the field map of an `invalid` answer marks
 * fields by name; everything else shows one message and keeps what the visitor typed.
 */
export type CallResult<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'invalid'; status: string; fields: Record<string, string> }
  | { kind: 'rateLimited' }
  | { kind: 'failed' };

/** JSON request to our own server (same origin, cookies sent), its answer parsed with the contract's schema. */
export async function callJson<T>(
  path: string,
  schema: ZodType<T>,
  init: { method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<CallResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { kind: 'failed' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = schema.safeParse(body);
    return parsed.success ? { kind: 'ok', data: parsed.data } : { kind: 'failed' };
  }
  if (response.status === 429) return { kind: 'rateLimited' };
  const error = errorBodySchema.safeParse(body);
  if (response.status === 400 && error.success) return { kind: 'invalid', status: error.data.status, fields: error.data.fields ?? {} };
  return { kind: 'failed' };
}
