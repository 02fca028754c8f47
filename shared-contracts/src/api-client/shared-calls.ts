import { QUERY_KEYS, PORTAL_API_PATHS } from 'shared-contracts/core';
import type { AccountDetails, MessageSummary } from '../schemas/account.js';
import type { OkResponse, SessionResponse } from '../schemas/auth.js';
import { apiGet, apiPost } from './api-client.js';

/*
 * The calls more than one app makes, defined once (docs/decisions/063): the fetcher on the one API client, the
 * query or mutation key, and the options. They are plain objects, so shared-contracts depends on no react-query:
 * an app hands them to `useQuery`, `queryClient.fetchQuery` or `useMutation` as they are, and adds what is its own
 * (`enabled`, `select`, `onSettled`) beside them. The hooks stay in the apps (shared-contracts holds no React).
 */

/**
 * Each call's schema with the call, not with this module (docs/decisions/071): the shell's start holds these options
 * (the session's restore), and zod loads beside the first request, read with its answer. By the package's name:
 * the federation singleton.
 */
const schemas = () => import('shared-contracts');

interface Signal {
  signal?: AbortSignal;
}

// ---- GET /api/session -----------------------------------------------------------------------------------------

interface SessionCall extends Signal {
  /**
   * The answer's schema (and zod with it) loads once this has settled; the request goes out at once. The shell's
   * restore on a public page passes the page content's hydration, so zod does not compete with it (docs/decisions/071).
   */
  readAfter?: Promise<void>;
}

/** `GET /api/session` (spec 4.1, 7): whether this browser holds a live session, and its csrf token. */
export function getSession({ signal, readAfter }: SessionCall = {}): Promise<SessionResponse> {
  const schema = (readAfter ?? Promise.resolve()).then(schemas).then((contracts) => contracts.sessionResponseSchema);
  return apiGet(PORTAL_API_PATHS.session, schema, { signal });
}

/**
 * The shell's restore of a session after a reload (spec 4.1): asked once per page load. A later answer must not
 * sign anyone in or out again, so it is never refetched; a failure counts as signed out, at once. `readAfter`: as
 * getSession's.
 */
export const sessionRestoreQueryOptions = (readAfter?: Promise<void>) => ({
  queryKey: ['session', 'restore'] as const,
  queryFn: ({ signal }: Signal) => getSession({ signal, readAfter }),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

/**
 * A public page's own look at the session (/change-password, while the shell may still be restoring one): not
 * the shell's restore entry, which is kept for the whole page load and would miss a login made since. Asked anew
 * on each visit of the page and forgotten when it leaves; a failure counts as signed out at once.
 */
export const sessionCheckQueryOptions = () => ({
  queryKey: ['session', 'check'] as const,
  queryFn: ({ signal }: Signal) => getSession({ signal }),
  staleTime: 0,
  gcTime: 0,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

// ---- POST /api/logout -----------------------------------------------------------------------------------------

/**
 * `POST /api/logout` (spec 7): no body; the API client adds the csrf header from the session's token, read when
 * the call starts. Its answer is not read beyond success or failure, and a failure is the caller's to ignore
 * (spec 8.6): the session ends on the server at its timeout anyway.
 */
export function postLogout(): Promise<OkResponse> {
  return apiPost(PORTAL_API_PATHS.logout, undefined, schemas().then((contracts) => contracts.okResponseSchema));
}

/** The logout's key: the shell's session feature looks at whether a logout is under way by it. */
export const LOGOUT_MUTATION_KEY = ['session', 'logout'] as const;

export const logoutMutationOptions = () => ({
  mutationKey: LOGOUT_MUTATION_KEY,
  mutationFn: () => postLogout(),
  // Spec 8.6: no error handling beyond resetting the loading state; the browser is signed out either way.
  retry: false,
});

// ---- GET /api/smc ---------------------------------------------------------------------------------------------

/** `GET /api/smc` (spec 7): the secure-message summaries, each with `custRead` (spec 3). 401 signed out. */
export function getMessageSummaries({ signal }: Signal = {}): Promise<MessageSummary[]> {
  return apiGet(PORTAL_API_PATHS.messageSummaries, schemas().then((contracts) => contracts.messageSummariesResponseSchema), { signal });
}

/**
 * Spec 7: "a cached data fetch keyed 'summaries'", outside QUERY_KEYS.account. The shell alone fetches it (its
 * poll, spec 4.5) and clears it at sign-out; mfe-account reads it without fetching and updates it when a thread
 * is read (docs/decisions/063).
 */
export const messageSummariesQueryOptions = () => ({
  queryKey: QUERY_KEYS.summaries,
  queryFn: ({ signal }: Signal) => getMessageSummaries({ signal }),
});

// ---- GET /api/account-details ---------------------------------------------------------------------------------

/** `GET /api/account-details` (spec 3, 7): the loan figures of the signed-in session. */
export function getAccountDetails({ signal }: Signal = {}): Promise<AccountDetails> {
  return apiGet(PORTAL_API_PATHS.accountDetails, schemas().then((contracts) => contracts.accountDetailsSchema), { signal });
}

/**
 * Under QUERY_KEYS.accountDetails: mfe-auth writes it at sign-in (the session's own details, read once), the
 * account pages read it, and the shell drops it with the rest of QUERY_KEYS.account at sign-out.
 */
export const accountDetailsQueryOptions = () => ({
  queryKey: QUERY_KEYS.accountDetails,
  queryFn: ({ signal }: Signal) => getAccountDetails({ signal }),
});
