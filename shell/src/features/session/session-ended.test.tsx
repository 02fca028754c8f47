import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { PORTAL_API_PATHS } from 'shared-contracts';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { apiGet } from 'shared-contracts/api-client';
import { resetAnalytics } from '@/features/analytics/analytics';
import { useAnalytics } from '@/features/analytics/useAnalytics';
import { Header } from '@/features/header/Header';
import { WithEnv } from '@/test/env';
import { activateTestLocale, currentLocation, type FakeAnswer, fakeFetch, renderWithProviders } from 'shared-ui/testing';
import { SessionExpiredDialog } from '@/features/session/SessionExpiredDialog';
import { sessionDialogAtom } from '@/features/session/session-atoms';
import { freshDefaultStore, signedIn } from '@/features/session/session-test-utils';
import type * as SignOut from '@/features/session/sign-out';
import { markSessionExpired } from '@/features/session/sign-out';
import { useSession, useSessionLifecycle } from '@/features/session/useSession';

jest.mock('@/features/analytics/analytics', () => ({
  ...jest.requireActual<object>('@/features/analytics/analytics'),
  resetAnalytics: jest.fn(),
}));
jest.mock('@/features/session/sign-out', () => {
  const actual = jest.requireActual<typeof SignOut>('@/features/session/sign-out');
  return { ...actual, markSessionExpired: jest.fn(actual.markSessionExpired) };
});

/** The session as the app shell runs it, with the header and the session-expired dialog. */
function Shell() {
  useAnalytics(true);
  useSessionLifecycle();
  const { hasUnread, logoutPending } = useSession();
  return (
    <>
      <Header hasUnread={hasUnread} logoutPending={logoutPending} />
      <button type="button">Somewhere on the page</button>
      <SessionExpiredDialog />
    </>
  );
}
const Harness = () => (
  <WithEnv>
    <Shell />
  </WithEnv>
);

const UNAUTHENTICATED: FakeAnswer = { status: 401, body: { status: 'UNAUTHENTICATED', message: 'Please sign in' } };
// The server no longer knows the session: GET /api/session says so too (the page is signed in from before).
const SESSION_GONE: FakeAnswer = { status: 200, body: { authenticated: false } };
const TOUCHED: FakeAnswer = { status: 200, body: { status: 'OK', expiresInSeconds: 600 } };
const NO_MESSAGES: FakeAnswer = { status: 200, body: [] };

const expiredDialogs = () => screen.queryAllByRole('dialog', { name: 'Your session has expired' });
// The open modal dialog hides the rest of the page from the accessibility tree: look behind it.
const banner = () => screen.getByRole('banner', { hidden: true });

async function expectEndedAsTimeout(store: ReturnType<typeof signedIn>, home: RegExp) {
  expect(await screen.findByRole('dialog', { name: 'Your session has expired' })).toBeInTheDocument();
  expect(store.get(authenticatedAtom)).toBe(false);
  expect(store.get(csrfAtom)).toBe('');
  await waitFor(() => expect(currentLocation()).toMatch(home));
  // The visitor's header, and analytics reset (spec 4.1).
  expect(within(banner()).queryByRole('button', { name: 'Log out', hidden: true })).not.toBeInTheDocument();
  expect(within(banner()).getAllByRole('link', { name: 'Log in', hidden: true }).length).toBeGreaterThan(0);
  expect(resetAnalytics).toHaveBeenCalledTimes(1);
}

beforeAll(activateTestLocale);
beforeEach(() => {
  jest.mocked(resetAnalytics).mockClear();
  jest.mocked(markSessionExpired).mockClear();
});

describe('a 401 ends the session (spec 4.1)', () => {
  it("the summaries' 401 (a session ended elsewhere) signs out, goes home in the locale and shows the expired dialog", async () => {
    fakeFetch({
      [PORTAL_API_PATHS.session]: () => SESSION_GONE,
      [PORTAL_API_PATHS.messageSummaries]: () => UNAUTHENTICATED,
    });
    const store = signedIn();
    renderWithProviders(<Harness />, { route: '/es/account/statements', store });
    await expectEndedAsTimeout(store, /^\/es$/);
    expect(markSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("the keep-alive's 401 after a click does the same", async () => {
    const fetchMock = fakeFetch({
      [PORTAL_API_PATHS.session]: () => SESSION_GONE,
      [PORTAL_API_PATHS.messageSummaries]: () => NO_MESSAGES,
      [PORTAL_API_PATHS.touch]: () => UNAUTHENTICATED,
    });
    const store = signedIn();
    renderWithProviders(<Harness />, { route: '/account', store });
    await waitFor(() => expect(fetchMock.sentTo(PORTAL_API_PATHS.messageSummaries)).toHaveLength(1));
    expect(store.get(authenticatedAtom)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Somewhere on the page' }));
    await expectEndedAsTimeout(store, /^\/$/);
    expect(fetchMock.sentTo(PORTAL_API_PATHS.touch)).toHaveLength(1);
  });

  it('several calls answering 401 together show one dialog, once', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const later = async () => {
      await held;
      return UNAUTHENTICATED;
    };
    fakeFetch({
      [PORTAL_API_PATHS.session]: () => SESSION_GONE,
      [PORTAL_API_PATHS.messageSummaries]: later,
      [PORTAL_API_PATHS.touch]: later,
      '/api/account-details': later,
    });
    const store = signedIn();
    renderWithProviders(<Harness />, { route: '/account', store });
    fireEvent.click(screen.getByRole('button', { name: 'Somewhere on the page' }));
    // A remote's call, made with the same client.
    const remoteCall = apiGet('/api/account-details', z.unknown()).catch(() => undefined);

    await act(async () => {
      release();
      await remoteCall;
    });
    await expectEndedAsTimeout(store, /^\/$/);
    expect(markSessionExpired).toHaveBeenCalledTimes(1);
    expect(expiredDialogs()).toHaveLength(1);
  });

  it('a 401 of a signed-out visitor changes nothing', async () => {
    fakeFetch({
      [PORTAL_API_PATHS.session]: () => ({ status: 200, body: { authenticated: false } }),
      '/api/account-details': () => UNAUTHENTICATED,
    });
    const store = freshDefaultStore();
    renderWithProviders(<Harness />, { route: '/faq', store });
    await act(async () => {
      await apiGet('/api/account-details', z.unknown()).catch(() => undefined);
    });
    expect(markSessionExpired).not.toHaveBeenCalled();
    expect(store.get(sessionDialogAtom)).toBe('none');
    expect(currentLocation()).toMatch(/^\/faq$/);
  });

  it('after signing in again, a later 401 ends that session too', async () => {
    fakeFetch({
      [PORTAL_API_PATHS.session]: () => SESSION_GONE,
      [PORTAL_API_PATHS.messageSummaries]: () => UNAUTHENTICATED,
      [PORTAL_API_PATHS.touch]: () => TOUCHED,
    });
    const store = signedIn();
    renderWithProviders(<Harness />, { route: '/account', store });
    await waitFor(() => expect(store.get(sessionDialogAtom)).toBe('expired'));
    act(() => {
      store.set(sessionDialogAtom, 'none');
      store.set(csrfAtom, 'csrf-456');
      store.set(authenticatedAtom, true);
    });
    await waitFor(() => expect(markSessionExpired).toHaveBeenCalledTimes(2));
    expect(store.get(authenticatedAtom)).toBe(false);
  });
});
