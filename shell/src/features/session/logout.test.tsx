import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSRF_HEADER, PORTAL_API_PATHS, WINDOW_EVENTS } from 'shared-contracts';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { Header } from '@/features/header/Header';
import { activateTestLocale, currentLocation, type FakeAnswer, fakeFetch, renderWithProviders } from 'shared-ui/testing';
import { SessionExpiredDialog } from '@/features/session/SessionExpiredDialog';
import { sessionDialogAtom } from '@/features/session/session-atoms';
import { signedIn } from '@/features/session/session-test-utils';
import { useLogoutListener } from '@/features/session/useLogout';
import { useSessionEndedListener } from '@/features/session/useSessionEnded';

/** The header as the app shell wires it: the session's pending logout shows on its log-out button. */
function Harness() {
  const { pending } = useLogoutListener();
  useSessionEndedListener();
  return (
    <>
      <Header logoutPending={pending} />
      <output data-testid="pending">{String(pending)}</output>
      <SessionExpiredDialog />
    </>
  );
}

/** The logout call answers when the test says so. */
function pendingLogout() {
  let answer: (value: FakeAnswer) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const fetchMock = fakeFetch({
    [PORTAL_API_PATHS.logout]: () =>
      new Promise<FakeAnswer>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  });
  return { fetchMock, answer: (value: FakeAnswer) => answer(value), fail: (error: Error) => fail(error) };
}

// react-query tells its observers on a zero timeout: wait for what the user sees.
const loadingButton = () => screen.findByRole('button', { name: 'Logging out…' });
const expectPending = (pending: boolean) => waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent(String(pending)));

const requestLogout = () =>
  act(async () => {
    window.dispatchEvent(new Event(WINDOW_EVENTS.logout));
  });

beforeAll(activateTestLocale);

describe('logout (spec 4.1, 8.6)', () => {
  it('posts with the csrf header, shows the loading state meanwhile, then signs out and goes home', async () => {
    const user = userEvent.setup();
    const { fetchMock, answer } = pendingLogout();
    const store = signedIn();
    renderWithProviders(<Harness />, { route: '/es/account/settings', store });

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const calls = fetchMock.sentTo(PORTAL_API_PATHS.logout);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers).toMatchObject({ [CSRF_HEADER]: 'csrf-123' });

    const button = await loadingButton();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-loading');
    expect(store.get(authenticatedAtom)).toBe(true);

    await act(async () => answer({ status: 200, body: { status: 'OK' } }));
    await expectPending(false);
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(store.get(csrfAtom)).toBe('');
    expect(currentLocation()).toMatch(/^\/es$/);
    // The visitor's header again, its buttons out of the loading state.
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logging out…' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it.each([
    ['the server answers an error', (control: ReturnType<typeof pendingLogout>) => control.answer({ status: 500, body: {} })],
    ['the network fails', (control: ReturnType<typeof pendingLogout>) => control.fail(new TypeError('Failed to fetch'))],
  ])('signs out, goes home and resets the loading state when %s', async (_case, settle) => {
    const control = pendingLogout();
    const store = signedIn();
    renderWithProviders(<Harness />, { route: '/account', store });
    await requestLogout();
    expect(await loadingButton()).toBeDisabled();

    await act(async () => settle(control));
    await expectPending(false);
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(store.get(csrfAtom)).toBe('');
    expect(currentLocation()).toMatch(/^\/$/);
  });

  it('a second request while the call runs makes no second call', async () => {
    const { fetchMock, answer } = pendingLogout();
    renderWithProviders(<Harness />, { route: '/account', store: signedIn() });
    await act(async () => {
      window.dispatchEvent(new Event(WINDOW_EVENTS.logout));
      window.dispatchEvent(new Event(WINDOW_EVENTS.logout));
    });
    await requestLogout();
    expect(fetchMock.sentTo(PORTAL_API_PATHS.logout)).toHaveLength(1);
    await act(async () => answer({ status: 200, body: { status: 'OK' } }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument());
  });

  it('a 401 of its own call (the session was already gone) is a logout, not a session-expired dialog', async () => {
    const { answer } = pendingLogout();
    const store = signedIn();
    renderWithProviders(<Harness />, { route: '/account', store });
    await requestLogout();
    await act(async () => answer({ status: 401, body: { status: 'UNAUTHENTICATED', message: 'Please sign in' } }));
    await expectPending(false);
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(currentLocation()).toMatch(/^\/$/);
    expect(store.get(sessionDialogAtom)).toBe('none');
    expect(screen.queryByRole('dialog', { name: 'Your session has expired' })).not.toBeInTheDocument();
  });
});
