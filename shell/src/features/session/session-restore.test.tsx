import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { PORTAL_API_PATHS, SESSION_HINT_COOKIE } from 'shared-contracts';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { PageView } from '@/features/routing/PageView';
import { activateTestLocale, currentLocation, type FakeAnswer, fakeFetch, renderWithProviders } from 'shared-ui/testing';
import { serverVisitorAtom, sessionCheckedAtom } from '@/features/session/session-atoms';
import { useSessionRestore } from '@/features/session/useSessionRestore';
import { expectContentHydration, markContentHydrated } from '@/lib/page-ready';

// The remote is mocked at the federation boundary, as in PageView.test.tsx.
jest.mock('@/features/remotes/RemotePage', () => ({
  RemotePage: ({ remote, routeId, locale }: { remote: string; routeId: string; locale: string }) => (
    <p>{`${remote}:${routeId}:${locale}`}</p>
  ),
}));

function Harness() {
  useSessionRestore();
  return <PageView />;
}

/** GET /api/session answers when the test says so. */
function sessionAnswer() {
  let answer: (value: FakeAnswer) => void = () => undefined;
  const fetchMock = fakeFetch({
    [PORTAL_API_PATHS.session]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    [PORTAL_API_PATHS.touch]: () => ({ status: 200, body: { status: 'OK', expiresInSeconds: 600 } }),
  });
  return { fetchMock, answer: (value: FakeAnswer) => answer(value) };
}

beforeAll(activateTestLocale);

// The session hint (docs/decisions/074): these tests restore a session, so the browser holds one unless a test says.
const HINT = `${SESSION_HINT_COOKIE}=1; path=/`;
beforeEach(() => {
  document.cookie = HINT;
});
afterEach(() => {
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
});

describe('session restore after a reload (spec 4.1, 2.6)', () => {
  it('keeps a signed-in page waiting for the answer, then shows it with the session restored', async () => {
    const { fetchMock, answer } = sessionAnswer();
    const { store } = renderWithProviders(<Harness />, { route: '/es/account/statements' });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(currentLocation()).toMatch(/^\/es\/account\/statements$/);
    expect(store.get(sessionCheckedAtom)).toBe(false);

    answer({ status: 200, body: { authenticated: true, csrf: 'restored-csrf' } });
    expect(await screen.findByText('account:accountStatements:es-US')).toBeInTheDocument();
    expect(store.get(authenticatedAtom)).toBe(true);
    expect(store.get(csrfAtom)).toBe('restored-csrf');
    expect(store.get(sessionCheckedAtom)).toBe(true);
    expect(currentLocation()).toMatch(/^\/es\/account\/statements$/);
    // The client's timers start afresh: the server's idle expiry is moved to match.
    await waitFor(() => expect(fetchMock.sentTo(PORTAL_API_PATHS.touch)).toHaveLength(1));
  });

  it('sends a signed-out visitor home once the server says there is no session', async () => {
    const { fetchMock, answer } = sessionAnswer();
    const { store } = renderWithProviders(<Harness />, { route: '/account' });
    answer({ status: 200, body: { authenticated: false } });
    expect(await screen.findByText('public:index:en-US')).toBeInTheDocument();
    expect(currentLocation()).toMatch(/^\/$/);
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(fetchMock.sentTo(PORTAL_API_PATHS.touch)).toHaveLength(0);
  });

  it('treats a failed check as signed out', async () => {
    const { answer } = sessionAnswer();
    const { store } = renderWithProviders(<Harness />, { route: '/account' });
    answer({ status: 503, body: { status: 'UNAVAILABLE', message: 'down' } });
    expect(await screen.findByText('public:index:en-US')).toBeInTheDocument();
    expect(store.get(sessionCheckedAtom)).toBe(true);
  });

  it('does not hold up public pages', () => {
    sessionAnswer();
    renderWithProviders(<Harness />, { route: '/faq' });
    expect(screen.getByText('public:faq:en-US')).toBeInTheDocument();
  });

  it('keeps the token of a login that finished while the check ran', async () => {
    const { answer } = sessionAnswer();
    const { store } = renderWithProviders(<Harness />, { route: '/' });
    act(() => {
      store.set(csrfAtom, 'login-csrf');
      store.set(authenticatedAtom, true);
    });
    answer({ status: 200, body: { authenticated: true, csrf: 'older-csrf' } });
    await waitFor(() => expect(store.get(sessionCheckedAtom)).toBe(true));
    expect(store.get(csrfAtom)).toBe('login-csrf');
  });
});

/*
 * docs/decisions/071: on a server-rendered page that shows its content before the check (a public page), the check's
 * request goes out at once and its answer is read once the content has hydrated (its schema brings zod); a page whose
 * guard waits for the check reads it at once, or its content would never hydrate. Last in this file: whether the page
 * hydrates is page-ready's state, once per page load (bootstrap's expectContentHydration).
 */
describe('session restore on a hydrating page (spec 4.1)', () => {
  beforeAll(expectContentHydration);
  /** Lets the answer's promises settle (the schema's import, the query's update). */
  const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

  it('reads the answer at once on a page whose guard waits for it', async () => {
    const { answer } = sessionAnswer();
    const { store } = renderWithProviders(<Harness />, { route: '/account/statements' });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    answer({ status: 200, body: { authenticated: false } });
    await settle();
    expect(store.get(sessionCheckedAtom)).toBe(true);
  });

  it('does not ask when the page the server just sent said signed out: that is the answer, at once (decision 070)', async () => {
    const { fetchMock } = sessionAnswer();
    const store = createStore();
    store.set(serverVisitorAtom, 'signedOut');
    renderWithProviders(<Harness />, { route: '/faq', store });
    expect(screen.getByText('public:faq:en-US')).toBeInTheDocument();
    await settle();
    expect(store.get(sessionCheckedAtom)).toBe(true);
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(fetchMock.sentTo(PORTAL_API_PATHS.session)).toHaveLength(0);
  });

  it('does not ask on a public page when the browser holds no session hint (decision 074)', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    const { fetchMock } = sessionAnswer();
    const { store } = renderWithProviders(<Harness />, { route: '/es' });
    expect(screen.getByText('public:index:es-US')).toBeInTheDocument();
    await settle();
    expect(store.get(sessionCheckedAtom)).toBe(true);
    expect(fetchMock.sentTo(PORTAL_API_PATHS.session)).toHaveLength(0);
  });

  it('asks at once on a public page but reads the answer once its content has hydrated', async () => {
    const { fetchMock, answer } = sessionAnswer();
    const { store } = renderWithProviders(<Harness />, { route: '/faq' });
    expect(screen.getByText('public:faq:en-US')).toBeInTheDocument();
    expect(fetchMock.sentTo(PORTAL_API_PATHS.session)).toHaveLength(1);
    answer({ status: 200, body: { authenticated: false } });
    await settle();
    expect(store.get(sessionCheckedAtom)).toBe(false);
    markContentHydrated();
    await settle();
    expect(store.get(sessionCheckedAtom)).toBe(true);
  });
});
