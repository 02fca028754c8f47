/** @jest-environment jsdom */
import { getDefaultStore } from 'jotai';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { ACCOUNT_FIELDS, type AccountDetails } from '../schemas/account.js';
import { CLIENT_ERROR_CODES, QUERY_KEYS } from '../api-errors.js';
import { PORTAL_API_PATHS } from '../schemas/paths.js';
import {
  ApiError,
  LOGOUT_MUTATION_KEY,
  accountDetailsQueryOptions,
  getAccountDetails,
  getMessageSummaries,
  getSession,
  logoutMutationOptions,
  messageSummariesQueryOptions,
  postLogout,
  sessionCheckQueryOptions,
  sessionRestoreQueryOptions,
} from './index.js';

// The calls several apps make, defined once (docs/decisions/063): their keys, their requests, and answers parsed
// with the shared zod schemas.

function reply(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, headers: { get: () => null }, text: async () => JSON.stringify(body) };
}

const fetchMock = jest.fn();
const store = getDefaultStore();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  store.set(authenticatedAtom, false);
  store.set(csrfAtom, '');
});

const requested = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${url as string}`);

const SUMMARY = { id: 7, subject: 'Your statement', sentAt: '2026-11-02T14:00:00.000Z', custRead: false };

const DETAILS: AccountDetails = {
  [ACCOUNT_FIELDS.accountStatus]: 'AL',
  [ACCOUNT_FIELDS.accountNumber]: '3052718841',
  [ACCOUNT_FIELDS.borrowerName]: 'Maria Garcia',
  [ACCOUNT_FIELDS.borrowerFirstName]: 'Maria',
  [ACCOUNT_FIELDS.borrowerLastName]: 'Garcia',
  [ACCOUNT_FIELDS.vin]: '1HGCM82633A004352',
  [ACCOUNT_FIELDS.vehicleDescription]: '2019 Honda Civic',
  [ACCOUNT_FIELDS.email]: 'maria.garcia@example.com',
  [ACCOUNT_FIELDS.autopayFlag]: 'N',
  [ACCOUNT_FIELDS.billingMethod]: 'I',
  [ACCOUNT_FIELDS.textEnrolled]: 'Y',
  [ACCOUNT_FIELDS.currentBalance]: '12034.88',
  [ACCOUNT_FIELDS.payoffAmount]: '12101.37',
  [ACCOUNT_FIELDS.nextDueDate]: '2026-12-01',
  [ACCOUNT_FIELDS.amountDue]: '389.45',
  [ACCOUNT_FIELDS.paymentAmount]: '389.45',
  [ACCOUNT_FIELDS.perDiemInterest]: '2.31',
};

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
