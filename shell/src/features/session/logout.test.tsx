import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { CSRF_HEADER, PORTAL_API_PATHS, WINDOW_EVENTS } from 'shared-contracts';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { Header } from '@/features/header/Header';
import { activateTestLocale, renderWithProviders } from '@/test/render';
import { logoutPendingAtom } from '@/features/session/session-atoms';
import { callsTo, fakeFetch, type FakeAnswer } from '@/features/session/session-test-utils';
import { useLogoutListener } from '@/features/session/useLogout';

function Harness() {
  useLogoutListener();
  return <Header />;
}

function signedIn() {
  const store = createStore();
  store.set(csrfAtom, 'csrf-123');
  store.set(authenticatedAtom, true);
  return store;
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


beforeAll(activateTestLocale);

describe('logout (spec 4.1, 8.6)', () => {
  it('posts with the csrf header, shows the loading state meanwhile, then signs out and goes home', async () => {
    const user = userEvent.setup();
    const { fetchMock, answer } = pendingLogout();
    const { store } = renderWithProviders(<Harness />, { route: '/es/account/settings', store: signedIn() });

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const calls = callsTo(fetchMock, PORTAL_API_PATHS.logout);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers).toMatchObject({ [CSRF_HEADER]: 'csrf-123' });

    expect(store.get(logoutPendingAtom)).toBe(true);
    const button = screen.getByRole('button', { name: 'Logging out…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-loading');
    expect(store.get(authenticatedAtom)).toBe(true);

    await act(async () => answer({ status: 200, body: { status: 'OK' } }));
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(store.get(csrfAtom)).toBe('');
    expect(store.get(logoutPendingAtom)).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/es$/);
    // The visitor's header again.
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it.each([
    ['the server answers an error', (control: ReturnType<typeof pendingLogout>) => control.answer({ status: 500, body: {} })],
    ['the network fails', (control: ReturnType<typeof pendingLogout>) => control.fail(new TypeError('Failed to fetch'))],
  ])('signs out, goes home and resets the loading state when %s', async (_case, settle) => {
    const control = pendingLogout();
    const { store } = renderWithProviders(<Harness />, { route: '/account', store: signedIn() });
    act(() => {
      window.dispatchEvent(new Event(WINDOW_EVENTS.logout));
    });
    expect(store.get(logoutPendingAtom)).toBe(true);

    await act(async () => settle(control));
    expect(store.get(logoutPendingAtom)).toBe(false);
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(store.get(csrfAtom)).toBe('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a second request while the call runs makes no second call', async () => {
    const { fetchMock, answer } = pendingLogout();
    renderWithProviders(<Harness />, { route: '/account', store: signedIn() });
    act(() => {
      window.dispatchEvent(new Event(WINDOW_EVENTS.logout));
      window.dispatchEvent(new Event(WINDOW_EVENTS.logout));
    });
    expect(callsTo(fetchMock, PORTAL_API_PATHS.logout)).toHaveLength(1);
    await act(async () => answer({ status: 200, body: { status: 'OK' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument());
  });
});
