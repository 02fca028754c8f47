import { getDefaultStore } from 'jotai';
import type { ZodType } from 'zod';
import type { ErrorBody } from '../api.js';
// The atoms module is its own federation singleton: import it by the package name, never by a relative
// path, or this chunk would carry a second copy of the atoms and never see the shell's csrf token.
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { API_ERROR_CODES, CLIENT_ERROR_CODES, WINDOW_EVENTS, CSRF_HEADER, PORTAL_API_PATHS } from 'shared-contracts/core';
import { ApiError, isAbortError, parseRetryAfter } from './api-error.js';

/**
 * The schemas this client reads its own answers with (an error's body, the session's token), with their first use
 * and not with the client (docs/decisions/071): the client is in the shell's start, zod is not. The main entry by the
 * package's name, the federation singleton the page already holds once any call's own schema is loaded.
 */
const clientSchemas = () => import('shared-contracts');

/**
 * A call's schema, or the promise of it: a module of the page's first load passes
 * `import('shared-contracts').then((contracts) => contracts.someSchema)`, so the request goes out at once and zod
 * loads beside it, read when the answer is (docs/decisions/071).
 */
export type AnswerSchema<T> = ZodType<T> | PromiseLike<ZodType<T>>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Appended as a query string; `undefined`, `null` and `''` are left out. */
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON; a `FormData` is sent as it is (multipart, with its own boundary in the content type). */
  body?: unknown;
  signal?: AbortSignal;
  /** A state-changing money call sends one per attempt of the customer (one payment however often sent). */
  idempotencyKey?: string;
  /** The call outlives the page (an error report sent just before the page reloads itself). */
  keepalive?: boolean;
}

const STATUS_WORD = /^[A-Z][A-Z_]{0,39}$/;

// In a browser the calls are same-origin paths. The server's render (docs/decisions/027) reads public data through the
// same calls and the same API, so it needs this server's own address: a path alone means nothing to Node's fetch.
let serverOrigin: string | null = null;

// The server's render answers its own origin in process (docs/decisions/044): no request to itself over HTTP.
let serverFetch: ((url: string, init?: RequestInit) => Promise<Response | null>) | null = null;

/** The server's render, once per render: the address its public reads go to (this server itself). */
export function setServerRenderOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The server's render, once: how a read of its own origin is answered inside the process (null: the network). */
export function setServerRenderFetch(fetchInProcess: (url: string, init?: RequestInit) => Promise<Response | null>): void {
  serverFetch = fetchInProcess;
}

async function fetchOf(url: string, init: RequestInit): Promise<Response> {
  if (serverFetch && typeof document === 'undefined') {
    const answered = await serverFetch(url, init);
    if (answered) return answered;
  }
  return fetch(url, init);
}

function urlOf(pathOnly: string, query: ApiRequestOptions['query']): string {
  const path = serverOrigin && typeof document === 'undefined' ? new URL(pathOnly, serverOrigin).href : pathOnly;
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function send(path: string, options: ApiRequestOptions, csrf: string): Promise<Response> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { accept: 'application/json' };
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  // The server wants the session's token on every state change of a browser that holds a session.
  if (method !== 'GET' && csrf) headers[CSRF_HEADER] = csrf;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  try {
    return await fetchOf(urlOf(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      // Our answers are per person and marked no-store; this keeps an old HTTP cache from replaying one.
      cache: 'no-store',
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    throw ApiError.network(error);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A page opened in a new tab can call before the shell has restored the csrf token, and a token rotates at
 * login: a 403 FORBIDDEN (no or stale token) is retried once with the session's own token.
 */
async function refreshedCsrf(previous: string): Promise<string | null> {
  try {
    const response = await fetch(PORTAL_API_PATHS.session, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } });
    const { sessionResponseSchema } = await clientSchemas();
    const parsed = sessionResponseSchema.safeParse(await readJson(response));
    const csrf = response.ok && parsed.success ? (parsed.data.csrf ?? '') : '';
    if (!csrf || csrf === previous) return null;
    if (getDefaultStore().get(authenticatedAtom)) getDefaultStore().set(csrfAtom, csrf);
    return csrf;
  } catch {
    return null;
  }
}

/** An error answer's body read with its schema; null when it is not one (or the schema could not load). */
async function errorBodyOf(body: unknown): Promise<ErrorBody | null> {
  const contracts = await clientSchemas().catch(() => null);
  const parsed = contracts?.errorBodySchema.safeParse(body);
  return parsed?.success ? parsed.data : null;
}

async function errorOf(response: Response, body: unknown): Promise<ApiError> {
  const error = await errorBodyOf(body);
  return new ApiError({
    kind: 'http',
    status: response.status,
    code: error ? error.status : response.status === 401 ? API_ERROR_CODES.unauthenticated : API_ERROR_CODES.error,
    message: error ? error.message : `HTTP ${response.status}`,
    fields: error?.fields,
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
  });
}

/**
 * Spec 4.1: a signed-in browser whose session the server no longer knows (timed out, or ended in another tab)
 * is signed out. The shell's session feature listens and shows the session-expired dialog.
 */
function reportSessionEnded(): void {
  if (typeof window !== 'undefined' && getDefaultStore().get(authenticatedAtom)) {
    window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.sessionEnded));
  }
}

/**
 * The one way to call our server: same origin, the csrf header, the answer parsed with the call's zod schema,
 * every failure an `ApiError`, abortable. Request bodies (passwords, SSN digits) are never logged or kept.
 */
export async function apiRequest<T>(path: string, answerSchema: AnswerSchema<T>, options: ApiRequestOptions = {}): Promise<T> {
  const schemaLoaded = Promise.resolve(answerSchema);
  // A request that fails before its answer is read leaves the schema unread: its failure is not the call's.
  schemaLoaded.catch(() => undefined);
  const csrf = getDefaultStore().get(csrfAtom);
  let response = await send(path, options, csrf);
  let body = await readJson(response);
  if (response.status === 403 && (options.method ?? (options.body === undefined ? 'GET' : 'POST')) !== 'GET') {
    const refused = await errorBodyOf(body);
    const fresh = refused?.status === API_ERROR_CODES.forbidden ? await refreshedCsrf(csrf) : null;
    if (fresh) {
      response = await send(path, options, fresh);
      body = await readJson(response);
    }
  }
  if (!response.ok) {
    if (response.status === 401) reportSessionEnded();
    throw await errorOf(response, body);
  }
  const schema = await schemaLoaded;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  // A 200 whose `status` word is not the one the schema expects (spec 8.4: "shown by its code").
  const word = (body as { status?: unknown } | null)?.status;
  throw new ApiError({
    kind: 'answer',
    status: response.status,
    code: typeof word === 'string' && STATUS_WORD.test(word) ? word : CLIENT_ERROR_CODES.badAnswer,
    message: 'The answer did not match its contract',
  });
}

export const apiGet = <T>(path: string, schema: AnswerSchema<T>, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
  apiRequest(path, schema, { ...options, method: 'GET' });

export const apiPost = <T>(path: string, body: unknown, schema: AnswerSchema<T>, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
  apiRequest(path, schema, { ...options, method: 'POST', body });
