import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSRF_HEADER, PORTAL_API_PATHS, sessionTimeoutMs, WINDOW_EVENTS } from 'shared-contracts';
import { SAMPLE_ENV } from 'shared-contracts/testing';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { activateTestLocale, currentLocation, fakeFetch, renderWithProviders } from 'shared-ui/testing';
import { SessionAlertDialog } from '@/features/session/SessionAlertDialog';
import { SessionExpiredDialog } from '@/features/session/SessionExpiredDialog';
import { sessionDialogAtom } from '@/features/session/session-atoms';
import { freshDefaultStore, signedIn } from '@/features/session/session-test-utils';
import { TOUCH_THROTTLE_MS } from '@/features/session/useKeepAlive';
import { useSessionTimers } from '@/features/session/useSessionTimers';
import { WithEnv } from '@/test/env';

/** Spec 9: 600 s × 1000 − 10 000 ms; the warning 120 s before. */
const TIMEOUT_MS = sessionTimeoutMs(SAMPLE_ENV.sessionTimeoutSeconds);
const ALERT_AT_MS = TIMEOUT_MS - SAMPLE_ENV.sessionAlertSeconds * 1000;

function Timers() {
  useSessionTimers();
  return null;
}

function Harness() {
  return (
    <WithEnv>
      <Timers />
      <button type="button">Somewhere on the page</button>
      <SessionAlertDialog />
      <SessionExpiredDialog />
    </WithEnv>
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** The keep-alive is a mutation: its call starts a microtask after the click. */
const settle = () => act(async () => undefined);
const alertDialog = () => screen.queryByRole('alertdialog', { name: 'Your session is about to expire' });
const expiredDialog = () => screen.queryByRole('dialog', { name: 'Your session has expired' });
const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

let fetchMock: ReturnType<typeof fakeFetch>;
beforeAll(activateTestLocale);
beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = fakeFetch({
    [PORTAL_API_PATHS.touch]: () => ({ status: 200, body: { status: 'OK', expiresInSeconds: 600 } }),
    [PORTAL_API_PATHS.logout]: () => ({ status: 200, body: { status: 'OK' } }),
  });
});
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('session timers (spec 4.1, 9)', () => {
  it('shows the warning at timeout − sessionAlertSeconds, with a live countdown and both choices', async () => {
    renderWithProviders(<Harness />, { route: '/account', store: signedIn() });
    advance(ALERT_AT_MS - 1);
    expect(alertDialog()).not.toBeInTheDocument();

    advance(1);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to expire' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('2:00');
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();

    advance(1000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('1:59');
    advance(59_000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('1:00');
  });

  it('at the timeout marks the user signed out, goes home and shows the session-expired dialog', async () => {
    const { store } = renderWithProviders(<Harness />, { route: '/account/statements', store: signedIn() });
    advance(TIMEOUT_MS - 1);
    expect(store.get(authenticatedAtom)).toBe(true);
    expect(expiredDialog()).not.toBeInTheDocument();

    advance(1);
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(store.get(csrfAtom)).toBe('');
    expect(currentLocation()).toMatch(/^\/$/);
    expect(await screen.findByRole('dialog', { name: 'Your session has expired' })).toBeInTheDocument();
    await waitFor(() => expect(alertDialog()).not.toBeInTheDocument());
    // The server session is ended too, with the token the session had.
    const logouts = fetchMock.sentTo(PORTAL_API_PATHS.logout);
    expect(logouts).toHaveLength(1);
    expect(logouts[0]?.method).toBe('POST');
    expect(logouts[0]?.headers).toMatchObject({ [CSRF_HEADER]: 'csrf-123' });
  });

  it('goes to the homepage of the current locale', () => {
    renderWithProviders(<Harness />, { route: '/es/account', store: signedIn() });
    advance(TIMEOUT_MS);
    expect(currentLocation()).toMatch(/^\/es$/);
  });

  it('every click restarts both timers and calls the keep-alive', async () => {
    const { store } = renderWithProviders(<Harness />, { route: '/account', store: signedIn() });
    advance(ALERT_AT_MS - 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Somewhere on the page' }));
    await settle();
    expect(fetchMock.sentTo(PORTAL_API_PATHS.touch)).toHaveLength(1);

    advance(ALERT_AT_MS - 1);
    expect(store.get(sessionDialogAtom)).toBe('none');
    advance(1);
    expect(store.get(sessionDialogAtom)).toBe('alert');

    advance(TIMEOUT_MS - ALERT_AT_MS - 1);
    expect(store.get(authenticatedAtom)).toBe(true);
    advance(1);
    expect(store.get(authenticatedAtom)).toBe(false);
  });

  it('a click stopped by its handler still counts (capture phase)', async () => {
    renderWithProviders(
      <WithEnv>
        <Timers />
        <button type="button" onClick={(event) => event.stopPropagation()}>
          Stops propagation
        </button>
      </WithEnv>,
      { route: '/account', store: signedIn() },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stops propagation' }));
    await settle();
    expect(fetchMock.sentTo(PORTAL_API_PATHS.touch)).toHaveLength(1);
  });

  it('a burst of clicks sends one keep-alive, the next after the throttle interval', async () => {
    const { store } = renderWithProviders(<Harness />, { route: '/account', store: signedIn() });
    const somewhere = screen.getByRole('button', { name: 'Somewhere on the page' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(somewhere);
    await settle();
    expect(fetchMock.sentTo(PORTAL_API_PATHS.touch)).toHaveLength(1);

    advance(TOUCH_THROTTLE_MS - 1);
    fireEvent.click(somewhere);
    await settle();
    expect(fetchMock.sentTo(PORTAL_API_PATHS.touch)).toHaveLength(1);
    // …but that click restarted the timers all the same.
    advance(ALERT_AT_MS - 1);
    expect(store.get(sessionDialogAtom)).toBe('none');

    fireEvent.click(somewhere);
    await settle();
    expect(fetchMock.sentTo(PORTAL_API_PATHS.touch)).toHaveLength(2);
    advance(TIMEOUT_MS - 1);
    expect(store.get(authenticatedAtom)).toBe(true);
  });

  it('Continue calls the keep-alive, closes the warning and starts the timers over', async () => {
    const user = setup();
    const { store } = renderWithProviders(<Harness />, { route: '/account', store: signedIn() });
    advance(ALERT_AT_MS);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(fetchMock.sentTo(PORTAL_API_PATHS.touch)).toHaveLength(1);
    await waitFor(() => expect(alertDialog()).not.toBeInTheDocument());

    advance(TIMEOUT_MS - 1000);
    expect(store.get(authenticatedAtom)).toBe(true);
    expect(expiredDialog()).not.toBeInTheDocument();
  });

  it('Continue calls the keep-alive even right after a throttled one', async () => {
    const user = setup();
    renderWithProviders(
      <WithEnv env={{ ...SAMPLE_ENV, sessionTimeoutSeconds: 20, sessionAlertSeconds: 8 }}>
        <Timers />
        <button type="button">Somewhere on the page</button>
        <SessionAlertDialog />
      </WithEnv>,
      { route: '/account', store: signedIn() },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Somewhere on the page' }));
    // 20 s → 10 s timeout, the warning 8 s before: 2 s after the click, inside the throttle interval.
    advance(2000);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(fetchMock.sentTo(PORTAL_API_PATHS.touch)).toHaveLength(2);
  });

  it('Log out in the warning asks for the logout', async () => {
    const user = setup();
    const onLogout = jest.fn();
    window.addEventListener(WINDOW_EVENTS.logout, onLogout);
    try {
      const { store } = renderWithProviders(<Harness />, { route: '/account', store: signedIn() });
      advance(ALERT_AT_MS);
      await user.click(await screen.findByRole('button', { name: 'Log out' }));
      expect(onLogout).toHaveBeenCalledTimes(1);
      expect(store.get(sessionDialogAtom)).toBe('none');
    } finally {
      window.removeEventListener(WINDOW_EVENTS.logout, onLogout);
    }
  });

  it.each([
    ['Cancel', 'closes the expired dialog', 0],
    ['Log in', 'opens the login dialog', 1],
  ] as const)('%s in the expired dialog %s', async (button, _does, loginsOpened) => {
    const user = setup();
    const onOpenLogin = jest.fn();
    window.addEventListener(WINDOW_EVENTS.openLoginDialog, onOpenLogin);
    try {
      renderWithProviders(<Harness />, { route: '/account', store: signedIn() });
      advance(TIMEOUT_MS);
      await user.click(await screen.findByRole('button', { name: button }));
      await waitFor(() => expect(expiredDialog()).not.toBeInTheDocument());
      expect(onOpenLogin).toHaveBeenCalledTimes(loginsOpened);
    } finally {
      window.removeEventListener(WINDOW_EVENTS.openLoginDialog, onOpenLogin);
    }
  });

  it('while the warning shows, a click elsewhere decides nothing: its buttons do', async () => {
    const { store } = renderWithProviders(<Harness />, { route: '/account', store: signedIn() });
    advance(ALERT_AT_MS);
    expect(store.get(sessionDialogAtom)).toBe('alert');
    fireEvent.click(document.body);
    await settle();
    expect(fetchMock.sentTo(PORTAL_API_PATHS.touch)).toHaveLength(0);
    expect(store.get(sessionDialogAtom)).toBe('alert');
    advance(TIMEOUT_MS - ALERT_AT_MS);
    expect(store.get(authenticatedAtom)).toBe(false);
  });

  it('runs no timers and sends no keep-alive while signed out', async () => {
    const { store } = renderWithProviders(<Harness />, { route: '/', store: freshDefaultStore() });
    fireEvent.click(screen.getByRole('button', { name: 'Somewhere on the page' }));
    advance(TIMEOUT_MS * 2);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.get(sessionDialogAtom)).toBe('none');
  });

  it('stops the timers when the user logs out', () => {
    const { store } = renderWithProviders(<Harness />, { route: '/account', store: signedIn() });
    advance(ALERT_AT_MS - 1);
    act(() => store.set(authenticatedAtom, false));
    advance(TIMEOUT_MS);
    expect(store.get(sessionDialogAtom)).toBe('none');
    expect(fetchMock.sentTo(PORTAL_API_PATHS.logout)).toHaveLength(0);
  });
});
