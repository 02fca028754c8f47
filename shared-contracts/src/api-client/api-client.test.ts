/** @jest-environment jsdom */
import { getDefaultStore } from 'jotai';
import { z } from 'zod';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { API_ERROR_CODES, CLIENT_ERROR_CODES, QUERY_KEYS } from '../api-errors.js';
import { WINDOW_EVENTS } from '../events.js';
import { ACCOUNT_FIELDS, type AccountDetails } from '../schemas/account.js';
import { PORTAL_API_PATHS } from '../schemas/paths.js';
import {
  ApiError,
  LOGOUT_MUTATION_KEY,
  accountDetailsQueryOptions,
  apiGet,
  apiPost,
  getAccountDetails,
  getMessageSummaries,
  getSession,
  logoutMutationOptions,
  messageSummariesQueryOptions,
  parseRetryAfter,
  postLogout,
  sessionCheckQueryOptions,
  sessionRestoreQueryOptions,
} from './index.js';

const answer = z.object({ status: z.literal('OK'), n: z.number() });

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  };
}

const fetchMock = jest.fn();
const store = getDefaultStore();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  store.set(authenticatedAtom, false);
  store.set(csrfAtom, '');
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

test('a read is same-origin, asks for JSON and parses the answer with its schema', async () => {
  fetchMock.mockResolvedValue(reply(200, { status: 'OK', n: 3, extra: 'dropped' }));
  await expect(apiGet('/api/thing', answer, { query: { page: 2, type: undefined, from: '' } })).resolves.toEqual({ status: 'OK', n: 3 });
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/thing?page=2');
  expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  expect((init.headers as Record<string, string>)['csrf-token']).toBeUndefined();
});

test('a write carries the csrf token of the session and the idempotency key', async () => {
  store.set(csrfAtom, 'token-1');
  fetchMock.mockResolvedValue(reply(200, { status: 'OK', n: 1 }));
  await apiPost('/api/pay', { amount: '1.00' }, answer, { idempotencyKey: 'key-1' });
  const init = fetchMock.mock.calls[0]![1] as RequestInit;
  expect(init.method).toBe('POST');
  expect(init.body).toBe('{"amount":"1.00"}');
  expect(init.headers).toMatchObject({ 'csrf-token': 'token-1', 'idempotency-key': 'key-1', 'content-type': 'application/json' });
});

test('a FormData body goes as multipart: no JSON content type, the csrf token still on it', async () => {
  store.set(csrfAtom, 'token-2');
  fetchMock.mockResolvedValue(reply(201, { status: 'OK', n: 4 }));
  const form = new FormData();
  form.set('body', 'Hello');
  await apiPost('/api/messages', form, answer);
  const init = fetchMock.mock.calls[0]![1] as RequestInit;
  expect(init.body).toBe(form);
  expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  expect(init.headers).toMatchObject({ 'csrf-token': 'token-2' });
});

test('a 400 names the bad fields with the server code', async () => {
  fetchMock.mockResolvedValue(reply(400, { status: 'INVALID', message: 'bad', fields: { email: 'invalid_format' } }));
  const error = await failure(apiPost('/api/contact', {}, answer));
  expect(error).toMatchObject({ kind: 'http', status: 400, code: API_ERROR_CODES.invalid, fields: { email: 'invalid_format' } });
});

test('a 429 carries Retry-After in seconds', async () => {
  fetchMock.mockResolvedValue(reply(429, { status: 'TOO_MANY_REQUESTS', message: 'wait' }, { 'retry-after': '42' }));
  const error = await failure(apiGet('/api/thing', answer));
  expect(error).toMatchObject({ status: 429, code: API_ERROR_CODES.tooManyRequests, retryAfterSeconds: 42 });
});

test('an error answer without a JSON body still has a status and a code', async () => {
  fetchMock.mockResolvedValue(reply(502, '<html>Bad gateway</html>'));
  const error = await failure(apiGet('/api/thing', answer));
  expect(error).toMatchObject({ kind: 'http', status: 502, code: API_ERROR_CODES.error, fields: {} });
});

test('no answer at all is a network error with status 0', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  const error = await failure(apiGet('/api/thing', answer));
  expect(error).toMatchObject({ kind: 'network', status: 0, code: CLIENT_ERROR_CODES.network });
});

test('an answer its schema refuses is an answer error; a status word in it becomes the code (spec 8.4)', async () => {
  fetchMock.mockResolvedValueOnce(reply(200, { status: 'EXPIRED' }));
  expect(await failure(apiPost('/api/lookup-account/step2', {}, answer))).toMatchObject({ kind: 'answer', status: 200, code: 'EXPIRED' });
  fetchMock.mockResolvedValueOnce(reply(200, 'not json'));
  expect(await failure(apiGet('/api/thing', answer))).toMatchObject({ kind: 'answer', code: CLIENT_ERROR_CODES.badAnswer });
});

test('an aborted call rejects with the AbortError itself, not an ApiError', async () => {
  const controller = new AbortController();
  fetchMock.mockImplementation((_url: string, init: RequestInit) => {
    return new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    });
  });
  const call = apiGet('/api/thing', answer, { signal: controller.signal });
  controller.abort();
  await expect(call).rejects.toMatchObject({ name: 'AbortError' });
});

test('a 401 of a signed-in browser reports the session as ended (spec 4.1); signed out it does not', async () => {
  const ended = jest.fn();
  window.addEventListener(WINDOW_EVENTS.sessionEnded, ended);
  fetchMock.mockResolvedValue(reply(401, { status: 'UNAUTHENTICATED', message: 'Please sign in' }));

  expect(await failure(apiGet('/api/smc', answer))).toMatchObject({ status: 401, code: API_ERROR_CODES.unauthenticated });
  expect(ended).not.toHaveBeenCalled();

  store.set(authenticatedAtom, true);
  await failure(apiGet('/api/smc', answer));
  expect(ended).toHaveBeenCalledTimes(1);
  window.removeEventListener(WINDOW_EVENTS.sessionEnded, ended);
});

test("a write refused for a stale csrf token is sent once more with the session's token", async () => {
  store.set(authenticatedAtom, true);
  store.set(csrfAtom, 'stale');
  fetchMock
    .mockResolvedValueOnce(reply(403, { status: 'FORBIDDEN', message: 'csrf' }))
    .mockResolvedValueOnce(reply(200, { authenticated: true, csrf: 'fresh' }))
    .mockResolvedValueOnce(reply(200, { status: 'OK', n: 2 }));
  await expect(apiPost('/api/change-password', {}, answer)).resolves.toEqual({ status: 'OK', n: 2 });
  expect((fetchMock.mock.calls[2]![1] as RequestInit).headers).toMatchObject({ 'csrf-token': 'fresh' });
  expect(store.get(csrfAtom)).toBe('fresh');
});

test('Retry-After as seconds or an HTTP date', () => {
  expect(parseRetryAfter('7')).toBe(7);
  expect(parseRetryAfter(new Date(10_000 + 30_000).toUTCString(), 10_000)).toBe(30);
  expect(parseRetryAfter('soon')).toBeNull();
  expect(parseRetryAfter(null)).toBeNull();
});

// ---- The calls several apps make, defined once (docs/decisions/063): their keys, their requests, and answers
// parsed with the shared zod schemas.

const requested = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${url as string}`);

const SUMMARY = { id: 7, subject: 'Your statement', sentAt: '2026-11-02T14:00:00.000Z', custRead: false };

// The answer as the server sends it (spec 3's field names), to show the fetcher parses the wire format.
const DETAILS = {
  F0184_ACCOUNT_STATUS: 'AL', F0003_ACCOUNT: '3052718841', F0120_BORROWER_NAME: 'Maria Garcia',
  F0121_BORROWER_FIRST_NAME: 'Maria', F0122_BORROWER_LAST_NAME: 'Garcia', F5016_VIN: '1HGCM82633A004352',
  F5010_VEHICLE_DESCRIPTION: '2019 Honda Civic', F0290_EMAIL_ADDRESS: 'maria.garcia@example.com',
  F0410_AUTOPAY_FLAG: 'N', F0415_BILLING_METHOD: 'I', F0420_TEXT_ENROLLED: 'Y', F0100_CURRENT_BALANCE: '12034.88',
  F0105_PAYOFF_AMOUNT: '12101.37', F0110_NEXT_DUE_DATE: '2026-12-01', F0112_AMOUNT_DUE: '389.45',
  F0114_PAYMENT_AMOUNT: '389.45', F0116_PER_DIEM_INTEREST: '2.31',
} satisfies AccountDetails;

describe('keys', () => {
  test('the summaries and the account details are the keys of QUERY_KEYS, the entries apps share', () => {
    expect(messageSummariesQueryOptions().queryKey).toBe(QUERY_KEYS.summaries);
    expect(accountDetailsQueryOptions().queryKey).toBe(QUERY_KEYS.accountDetails);
    // Under QUERY_KEYS.account, so the shell's sign-out drops the details with the borrower's other data.
    expect(accountDetailsQueryOptions().queryKey.slice(0, QUERY_KEYS.account.length)).toEqual(QUERY_KEYS.account);
  });

  test("the shell's restore and a page's own look at the session are two entries, neither under the borrower's data", () => {
    const restore = sessionRestoreQueryOptions().queryKey;
    const check = sessionCheckQueryOptions().queryKey;
    expect(restore).not.toEqual(check);
    for (const key of [restore, check]) expect(key[0]).not.toBe(QUERY_KEYS.account[0]);
  });

  test('the logout is one mutation key, the one the shell counts', () => {
    expect(logoutMutationOptions().mutationKey).toBe(LOGOUT_MUTATION_KEY);
  });
});

describe('options', () => {
  test('the restore is asked once per page load and never again (spec 4.1)', () => {
    expect(sessionRestoreQueryOptions()).toMatchObject({ staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false });
  });

  test("a page's look at the session is asked anew on each visit and kept by nobody", () => {
    expect(sessionCheckQueryOptions()).toMatchObject({ staleTime: 0, gcTime: 0, retry: false });
  });

  test('a logout is not retried (spec 8.6)', () => {
    expect(logoutMutationOptions().retry).toBe(false);
  });
});

describe('fetchers', () => {
  test('the session: GET /api/session, parsed with sessionResponseSchema', async () => {
    fetchMock.mockResolvedValue(reply(200, { authenticated: true, csrf: 'token-1', extra: 'dropped' }));
    await expect(sessionRestoreQueryOptions().queryFn({})).resolves.toEqual({ authenticated: true, csrf: 'token-1' });
    fetchMock.mockResolvedValue(reply(200, { authenticated: false }));
    await expect(getSession()).resolves.toEqual({ authenticated: false });
    expect(requested()).toEqual([`GET ${PORTAL_API_PATHS.session}`, `GET ${PORTAL_API_PATHS.session}`]);
  });

  test('the restore asks at once and reads its answer once readAfter has settled (decision 071)', async () => {
    fetchMock.mockResolvedValue(reply(200, { authenticated: false }));
    let contentHydrated: () => void = () => undefined;
    const readAfter = new Promise<void>((resolve) => (contentHydrated = resolve));
    const read = jest.fn();
    const answer = sessionRestoreQueryOptions(readAfter).queryFn({}).then(read);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested()).toEqual([`GET ${PORTAL_API_PATHS.session}`]);
    expect(read).not.toHaveBeenCalled();
    contentHydrated();
    await answer;
    expect(read).toHaveBeenCalledWith({ authenticated: false });
  });

  test('an answer the schema refuses is an ApiError, not data in the cache', async () => {
    fetchMock.mockResolvedValue(reply(200, { authenticated: 'yes' }));
    await expect(getSession()).rejects.toMatchObject({ kind: 'answer', code: CLIENT_ERROR_CODES.badAnswer });
    fetchMock.mockResolvedValue(reply(200, [{ ...SUMMARY, custRead: 'no' }]));
    await expect(getMessageSummaries()).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValue(reply(200, { [ACCOUNT_FIELDS.accountStatus]: 42 }));
    await expect(getAccountDetails()).rejects.toBeInstanceOf(ApiError);
  });

  test("the logout: POST /api/logout with the session's csrf token, no body", async () => {
    store.set(authenticatedAtom, true);
    store.set(csrfAtom, 'token-2');
    fetchMock.mockResolvedValue(reply(200, { status: 'OK' }));
    await expect(logoutMutationOptions().mutationFn()).resolves.toEqual({ status: 'OK' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(`${init.method} ${url}`).toBe(`POST ${PORTAL_API_PATHS.logout}`);
    expect(init.body).toBeUndefined();
    expect(init.headers).toMatchObject({ 'csrf-token': 'token-2' });
    fetchMock.mockResolvedValue(reply(200, { status: 'NOT_OK' }));
    await expect(postLogout()).rejects.toBeInstanceOf(ApiError);
  });

  test('the summaries: GET /api/smc, parsed with messageSummariesResponseSchema, abortable', async () => {
    fetchMock.mockResolvedValue(reply(200, [{ ...SUMMARY, notInTheContract: 'dropped' }]));
    const signal = new AbortController().signal;
    await expect(messageSummariesQueryOptions().queryFn({ signal })).resolves.toEqual([SUMMARY]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(`${init.method} ${url}`).toBe(`GET ${PORTAL_API_PATHS.messageSummaries}`);
    expect(init.signal).toBe(signal);
  });

  test('the account details: GET /api/account-details, parsed with accountDetailsSchema', async () => {
    fetchMock.mockResolvedValue(reply(200, { ...DETAILS, notInTheContract: 'dropped' }));
    await expect(accountDetailsQueryOptions().queryFn({})).resolves.toEqual(DETAILS);
    fetchMock.mockResolvedValue(reply(401, { status: 'UNAUTHENTICATED', message: 'Signed out' }));
    await expect(getAccountDetails()).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(requested()).toEqual([`GET ${PORTAL_API_PATHS.accountDetails}`, `GET ${PORTAL_API_PATHS.accountDetails}`]);
  });
});
