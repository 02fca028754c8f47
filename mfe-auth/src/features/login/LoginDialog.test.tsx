import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, createSystem, defaultConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  ANALYTICS_EVENTS,
  BRAND_THEME,
  COMPANY,
  CSRF_HEADER,
  PORTAL_API_PATHS,
  WINDOW_EVENTS,
  type AccountDetails,
  type ShellDialogProps,
  type ShellServices,
} from 'shared-contracts';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { authDialogAtom } from '@/features/dialogs/auth-dialog-state';
import { LoginDialog } from '@/features/login/LoginDialog';

const system = createSystem(defaultConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));

const DETAILS: AccountDetails = {
  F0184_ACCOUNT_STATUS: 'AL',
  F0003_ACCOUNT: '100200300',
  F0120_BORROWER_NAME: 'Dana Demo',
  F0121_BORROWER_FIRST_NAME: 'Dana',
  F0122_BORROWER_LAST_NAME: 'Demo',
  F5016_VIN: '1HGCM82633A004352',
  F5010_VEHICLE_DESCRIPTION: '2019 Honda Accord',
  F0290_EMAIL_ADDRESS: 'dana@example.com',
  F0410_AUTOPAY_FLAG: 'Y',
  F0415_BILLING_METHOD: 'I',
  F0420_TEXT_ENROLLED: 'N',
  F0100_CURRENT_BALANCE: '12345.67',
  F0105_PAYOFF_AMOUNT: '12400.00',
  F0110_NEXT_DUE_DATE: '2026-12-01',
  F0112_AMOUNT_DUE: '350.00',
  F0114_PAYMENT_AMOUNT: '350.00',
  F0116_PER_DIEM_INTEREST: '2.10',
};

interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
type Route_ = (init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>;

/** fetch at the network boundary: answers per path, and records each call. */
function fakeFetch(routes: Record<string, Route_>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const route = routes[path];
    if (!route) throw new TypeError(`Failed to fetch ${path}`);
    const { status = 200, body, headers = {} } = await route(init);
    return {
      status,
      ok: status >= 200 && status < 300,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      json: async () => body,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as unknown as Response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

function fakeShell() {
  const track = jest.fn();
  function Dialog({ open, title, children, role = 'dialog', onClose }: ShellDialogProps) {
    if (!open) return null;
    return (
      <div role={role} aria-label={typeof title === 'string' ? title : undefined}>
        {children}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    );
  }
  const shell: ShellServices = { Dialog, track };
  return { shell, track };
}

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/**
 * Jotai's default store, as in the shell: the API client reads the csrf token there (the logout call's header).
 * Reset before each test.
 */
function freshDefaultStore() {
  const store = getDefaultStore();
  store.set(csrfAtom, '');
  store.set(authenticatedAtom, false);
  store.set(authDialogAtom, null);
  return store;
}

function setup() {
  const store = freshDefaultStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const { shell, track } = fakeShell();
  const wrap = (children: ReactNode) => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>
            <MemoryRouter initialEntries={['/faq']}>
              <Routes>
                <Route path="*" element={children} />
              </Routes>
              <CurrentPath />
            </MemoryRouter>
          </JotaiProvider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
  render(wrap(<LoginDialog locale="en-US" shell={shell} />));
  act(() => {
    window.dispatchEvent(new Event(WINDOW_EVENTS.openLoginDialog));
  });
  return { store, track, user: userEvent.setup() };
}

const loginDialog = () => screen.getByRole('dialog', { name: 'Log in to your account' });

async function logIn(user: ReturnType<typeof userEvent.setup>, username: string, password = 'Demo-Pass-2026!') {
  const dialog = loginDialog();
  await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), username);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

const logoutCalls = (mock: jest.Mock) => mock.mock.calls.filter(([path]) => path === PORTAL_API_PATHS.logout);

beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'en-US', messages: {} });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('LoginDialog (spec 2.10, 4.2, 8.1)', () => {
  it('opens on the openLoginDialog event with the form, its limits and autocomplete', () => {
    setup();
    const dialog = loginDialog();
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    const password = within(dialog).getByLabelText('Password');
    expect(username).toBeRequired();
    expect(username).toHaveAttribute('maxLength', '256');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('maxLength', '256');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/enroll');
  });

  it('shows and hides the password', async () => {
    const { user } = setup();
    const password = within(loginDialog()).getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('does not call the server while a required field is empty (native validation)', async () => {
    const fetchMock = fakeFetch({});
    const { user } = setup();
    await user.click(within(loginDialog()).getByRole('button', { name: 'Log in' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('OK with AL: disables the fields while loading, stores csrf, signs in, tracks success, goes to /account', async () => {
    let releaseLogin: () => void = () => {};
    const fetchMock = fakeFetch({
      [PORTAL_API_PATHS.login]: () =>
        new Promise((resolve) => {
          releaseLogin = () => resolve({ body: { status: 'OK', csrf: 'csrf-123' } });
        }),
      [PORTAL_API_PATHS.accountDetails]: () => ({ body: DETAILS }),
    });
    const { store, track, user } = setup();
    await logIn(user, 'demo');
    expect(within(loginDialog()).getByRole('textbox', { name: 'Username' })).toBeDisabled();
    expect(within(loginDialog()).getByLabelText('Password')).toBeDisabled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ username: 'demo', password: 'Demo-Pass-2026!' });
    await act(async () => releaseLogin());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(csrfAtom)).toBe('csrf-123');
    expect(store.get(authenticatedAtom)).toBe(true);
    expect(store.get(authDialogAtom)).toBeNull();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/account');
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.logInSuccess, {
      email: 'dana@example.com',
      account: '100200300',
      autopay: true,
      paperless: true,
      text: false,
    });
    expect(logoutCalls(fetchMock)).toHaveLength(0);
  });

  it.each([
    ['INVALID', 'Your username or password is invalid.', 'username or password invalid'],
    ['LOCKED', 'Your user is locked after too many wrong passwords. Try again later, or reset your password to unlock it now.', 'user is locked'],
  ] as const)('%s shows its red message, keeps the username and tracks the failure', async (status, text, tracked) => {
    fakeFetch({ [PORTAL_API_PATHS.login]: () => ({ body: { status } }) });
    const { track, user, store } = setup();
    await logIn(user, 'someone', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveAttribute('data-status', status);
    expect(within(loginDialog()).getByRole('textbox', { name: 'Username' })).toHaveValue('someone');
    expect(within(loginDialog()).getByLabelText('Password')).toHaveValue('');
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.logInFailure, { message: tracked, username: 'someone' });
  });

  it('NOTVERIFIED shows the orange message whose click-here resends the verification (VERIFICATIONSENT)', async () => {
    const fetchMock = fakeFetch({
      [PORTAL_API_PATHS.login]: () => ({ body: { status: 'NOTVERIFIED' } }),
      [PORTAL_API_PATHS.verifyEmailResend]: () => ({ body: { status: 'SUCCESS' } }),
    });
    const { track, user } = setup();
    await logIn(user, 'unverified');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-status', 'NOTVERIFIED');
    expect(alert).toHaveTextContent('Your email address is not verified.');
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.logInFailure, { message: 'user email not verified', username: 'unverified' });
    await user.click(within(alert).getByRole('button', { name: 'Click here' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'VERIFICATIONSENT'));
    expect(screen.getByRole('alert')).toHaveTextContent('Verification email sent.');
    expect(fetchMock).toHaveBeenCalledWith(PORTAL_API_PATHS.verifyEmailResend, expect.anything());
  });

  it('a failed resend shows ERROR', async () => {
    fakeFetch({
      [PORTAL_API_PATHS.login]: () => ({ body: { status: 'NOTVERIFIED' } }),
      [PORTAL_API_PATHS.verifyEmailResend]: () => ({ status: 400, body: { status: 'EXPIRED', message: 'expired' } }),
    });
    const { user } = setup();
    await logIn(user, 'unverified');
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Click here' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'ERROR'));
  });

  it('another account status: account-unavailable dialog with the status and phone, logout, UNAVAILABLE', async () => {
    const fetchMock = fakeFetch({
      [PORTAL_API_PATHS.login]: () => ({ body: { status: 'OK', csrf: 'csrf-co' } }),
      [PORTAL_API_PATHS.accountDetails]: () => ({ body: { ...DETAILS, F0184_ACCOUNT_STATUS: 'CO' } }),
      [PORTAL_API_PATHS.logout]: () => ({ body: { status: 'OK' } }),
    });
    const { store, track, user } = setup();
    await logIn(user, 'chargedoff');
    const unavailable = await screen.findByRole('alertdialog', { name: 'Account unavailable' });
    expect(unavailable).toHaveTextContent('Account status: CO');
    expect(within(unavailable).getByRole('link', { name: `Call customer support: ${COMPANY.supportPhone.display}` })).toHaveAttribute(
      'href',
      `tel:${COMPANY.supportPhone.tel}`,
    );
    await waitFor(() => expect(within(loginDialog()).getByRole('alert')).toHaveAttribute('data-status', 'UNAVAILABLE'));
    expect(within(loginDialog()).getByRole('alert')).toHaveTextContent('Your account is not available online.');
    const [logout] = logoutCalls(fetchMock);
    expect((logout[1]?.headers as Record<string, string>)[CSRF_HEADER]).toBe('csrf-co');
    expect(store.get(csrfAtom)).toBe('');
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.accountStatusError, { status: 'CO' });
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.logInFailure, { message: 'account not available', username: 'chargedoff' });
    await user.click(within(unavailable).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a failed account-details fetch logs out and shows ERROR', async () => {
    const fetchMock = fakeFetch({
      [PORTAL_API_PATHS.login]: () => ({ body: { status: 'OK', csrf: 'csrf-x' } }),
      [PORTAL_API_PATHS.accountDetails]: () => ({ status: 500, body: { status: 'ERROR', message: 'boom' } }),
      [PORTAL_API_PATHS.logout]: () => ({ body: { status: 'OK' } }),
    });
    const { store, track, user } = setup();
    await logIn(user, 'demo');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-status', 'ERROR');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(logoutCalls(fetchMock)).toHaveLength(1);
    expect(store.get(csrfAtom)).toBe('');
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.logInFailure, { message: 'something went wrong', username: 'demo' });
  });

  it('a network failure or an answer off the schema shows ERROR', async () => {
    fakeFetch({ [PORTAL_API_PATHS.login]: () => ({ body: { status: 'MAYBE' } }) });
    const { user } = setup();
    await logIn(user, 'demo');
    expect(await screen.findByRole('alert')).toHaveAttribute('data-status', 'ERROR');
  });

  it('429 shows ERROR with the minutes from Retry-After', async () => {
    fakeFetch({
      [PORTAL_API_PATHS.login]: () => ({ status: 429, headers: { 'retry-after': '301' }, body: { status: 'TOO_MANY_REQUESTS', message: 'slow down' } }),
    });
    const { user } = setup();
    await logIn(user, 'demo');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-status', 'ERROR');
    expect(alert).toHaveTextContent('Too many attempts. Please try again in 6 minutes.');
  });

  it('the recovery links swap the dialog; create an account closes it', async () => {
    const first = setup();
    await first.user.click(screen.getByRole('link', { name: 'Forgot username or password?' }));
    expect(first.store.get(authDialogAtom)).toEqual({ kind: 'forgot-credentials', tab: 'username' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => window.dispatchEvent(new Event(WINDOW_EVENTS.openLoginDialog)));
    await first.user.click(screen.getByRole('link', { name: 'Forgot account number?' }));
    expect(first.store.get(authDialogAtom)).toEqual({ kind: 'forgot-account' });
    act(() => window.dispatchEvent(new Event(WINDOW_EVENTS.openLoginDialog)));
    await first.user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(first.store.get(authDialogAtom)).toBeNull();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/enroll');
  });
});
