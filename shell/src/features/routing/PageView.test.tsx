import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { authenticatedAtom, dueDateDraftAtom, EMPTY_DUE_DATE_DRAFT } from 'shared-contracts/atoms';
import { sessionCheckedAtom } from '@/features/session/session-atoms';
import { activateTestLocale, currentLocation, fakeResponse, renderWithProviders } from 'shared-ui/testing';
import { PageView } from '@/features/routing/PageView';

// The remote is mocked at the federation boundary: the shell owns routing, the remote its page; the real
// composition is tested end to end in e2e/.
jest.mock('@/features/remotes/RemotePage', () => ({
  RemotePage: ({ remote, routeId, locale }: { remote: string; routeId: string; locale: string }) => (
    <p>{`${remote}:${routeId}:${locale}`}</p>
  ),
}));

/** An in-app navigation, as a header link makes it (no reload). */
function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(path)}>
      {`Go to ${path}`}
    </button>
  );
}

/** jsdom has no fetch: every call answers this. */
const answer = (status: number, body: unknown) => jest.fn(async () => fakeResponse({ status, body })) as unknown as typeof fetch;

describe('PageView (spec 2.6)', () => {
  beforeAll(activateTestLocale);

  it('renders the owning remote for a route, with its locale and title', async () => {
    renderWithProviders(<PageView />, { route: '/es/faq' });
    expect(screen.getByText('public:faq:es-US')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Customer FAQ | Roadbridge Auto Finance'));
  });

  it('sends a signed-out visitor of a signed-in-only page home', () => {
    // Once the session check has answered "not signed in" (until then the guard waits).
    const store = createStore();
    store.set(sessionCheckedAtom, true);
    renderWithProviders(<PageView />, { route: '/pt/account/statements', store });
    expect(currentLocation()).toMatch(/^\/pt$/);
    expect(screen.getByText('public:index:pt-BR')).toBeInTheDocument();
  });

  it('sends a signed-in visitor of a signed-out-only page to /account', () => {
    const store = createStore();
    store.set(authenticatedAtom, true);
    renderWithProviders(<PageView />, { route: '/reset-password-AbCdEfGhIjKlMnOpQrSt', store });
    expect(currentLocation()).toMatch(/^\/account$/);
    expect(screen.getByText('account:account:en-US')).toBeInTheDocument();
  });

  it('puts the special html class on the index and dealers routes only', () => {
    const { unmount } = renderWithProviders(<PageView />, { route: '/dealers' });
    expect(document.documentElement).toHaveClass('hero-page');
    unmount();
    renderWithProviders(<PageView />, { route: '/about' });
    expect(document.documentElement).not.toHaveClass('hero-page');
  });

  it('clears the due-date draft when the visitor is not in the due-date flow', async () => {
    const store = createStore();
    store.set(authenticatedAtom, true);
    store.set(dueDateDraftAtom, { ...EMPTY_DUE_DATE_DRAFT, dueDate: '2026-12-15', reason: 'payday' });
    renderWithProviders(<PageView />, { route: '/account/due-date/confirmation', store });
    await act(async () => undefined);
    expect(store.get(dueDateDraftAtom).dueDate).toBe('2026-12-15');

    const other = createStore();
    other.set(authenticatedAtom, true);
    other.set(dueDateDraftAtom, { ...EMPTY_DUE_DATE_DRAFT, dueDate: '2026-12-15' });
    renderWithProviders(<PageView />, { route: '/account/statements', store: other });
    await waitFor(() => expect(other.get(dueDateDraftAtom)).toEqual(EMPTY_DUE_DATE_DRAFT));
  });

  it('clears the stored due-date draft on leaving the flow in the app, even when its own value shows none (spec 4.7)', async () => {
    const store = createStore();
    store.set(authenticatedAtom, true);
    renderWithProviders(
      <>
        <PageView />
        <GoTo path="/contact" />
      </>,
      { route: '/account/due-date/confirmation', store },
    );
    await act(async () => undefined);
    // The draft written by another copy of the value (another store, an atom not shared): in the tab's storage,
    // not in this store, which read the storage when the page loaded.
    sessionStorage.setItem('due-date-draft', JSON.stringify({ ...EMPTY_DUE_DATE_DRAFT, dueDate: '2026-12-15', reason: 'payday' }));
    expect(store.get(dueDateDraftAtom)).toEqual(EMPTY_DUE_DATE_DRAFT);
    await userEvent.click(screen.getByRole('button', { name: 'Go to /contact' }));
    expect(screen.getByText('public:contact:en-US')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('due-date-draft')).toBeNull());
  });

  it('shows the 404 page when the server has no redirect for an unknown path', async () => {
    global.fetch = answer(404, { status: 'NOT_FOUND', message: 'No redirect for this path' });
    renderWithProviders(<PageView />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/api/redirects/lookup?path=%2Fno-such-page', expect.anything());
    expect(screen.getByText('Page Not Found: /no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Get help' })).toHaveAttribute('href', '/contact');
  });

  it('follows a redirect the server returns for an unknown path', async () => {
    global.fetch = answer(200, { location: '/dealers', external: false });
    renderWithProviders(<PageView />, { route: '/inventory' });
    expect(await screen.findByText('public:dealers:en-US')).toBeInTheDocument();
  });
});
