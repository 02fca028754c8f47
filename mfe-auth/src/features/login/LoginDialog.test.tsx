import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import {
  ANALYTICS_EVENTS,
  COMPANY,
  CSRF_HEADER,
  PORTAL_API_PATHS,
  WINDOW_EVENTS,
  type AccountDetails,
} from 'shared-contracts';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { activateTestLocale, currentLocation, fakeFetch, fakeShell, renderWithProviders } from 'shared-ui/testing';
import { startAuthentication } from '@simplewebauthn/browser';
import { authDialogAtom } from '@/features/dialogs/auth-dialog-state';
import { LoginDialog } from '@/features/login/LoginDialog';

// The browser's WebAuthn ceremony (jsdom has none); the server's verifier is tested with real signatures
// (server/src/routes/passkeys.test.ts), the browser's in e2e/tests/passkeys.spec.ts.
jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));
const ceremony = jest.mocked(startAuthentication);

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

/** What a successful login tracks of DETAILS (spec 8.1). */
const SIGNED_IN_TRACKED = { email: 'dana@example.com', account: '100200300', autopay: true, paperless: true, text: false };

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
  const shell = fakeShell();
  renderWithProviders(
    <Routes>
      <Route path="*" element={<LoginDialog locale="en-US" shell={shell} />} />
    </Routes>,
    { route: '/faq', store },
  );
  act(() => {
    window.dispatchEvent(new Event(WINDOW_EVENTS.openLoginDialog));
  });
  return { store, track: shell.track, user: userEvent.setup() };
}

const loginDialog = () => screen.getByRole('dialog', { name: 'Log in to your account' });

async function logIn(user: ReturnType<typeof userEvent.setup>, username: string, password = 'Demo-Pass-2026!') {
  const dialog = loginDialog();
  await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), username);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
}


// jsdom has no PointerEvent, which the checkbox's press handling (Ark) makes on blur; a browser has it.
if (typeof window.PointerEvent === 'undefined') Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });

const SIGN_IN_TOKEN = 'sign-in-token-0123456789abcdef';
const CODE_REQUIRED = {
  status: 'CODE_REQUIRED',
  token: SIGN_IN_TOKEN,
  maskedCodeOptions: [
    { key: 'email', display: 'd**a@example.com' },
    { key: 'sms', display: '***-***-0147' },
  ],
};

/** A right password from a browser not remembered: the code step, its heading focused, in place of the form. */
async function reachCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await logIn(user, 'demo');
  const heading = await within(loginDialog()).findByRole('heading', { level: 3, name: 'Confirm that it is you' });
  await waitFor(() => expect(heading).toHaveFocus());
}

/** Sends the code by text message: the code's field, its heading focused. */
async function sendCodeBySms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(loginDialog()).getByRole('radio', { name: 'Text message to ***-***-0147' }));
  await user.click(within(loginDialog()).getByRole('button', { name: 'Send code' }));
  const heading = await within(loginDialog()).findByRole('heading', { level: 3, name: 'Enter your verification code' });
  await waitFor(() => expect(heading).toHaveFocus());
  return within(loginDialog()).getByRole('textbox', { name: 'Verification code' });
}

const verifyButton = () => within(loginDialog()).getByRole('button', { name: 'Verify and log in' });

beforeAll(async () => {
  await activateTestLocale();
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
    expect(currentLocation()).toContain('/account');
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.logInSuccess, SIGNED_IN_TRACKED);
    expect(fetchMock.sentTo(PORTAL_API_PATHS.logout)).toHaveLength(0);
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
    const [logout] = fetchMock.sentTo(PORTAL_API_PATHS.logout);
    expect(logout?.headers[CSRF_HEADER]).toBe('csrf-co');
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
    expect(fetchMock.sentTo(PORTAL_API_PATHS.logout)).toHaveLength(1);
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

  it('CODE_REQUIRED: a code by the chosen way, a wrong code said at the field, the right one remembered signs in as an OK does', async () => {
    const fetchMock = fakeFetch({
      [PORTAL_API_PATHS.login]: () => ({ body: CODE_REQUIRED }),
      [PORTAL_API_PATHS.loginSendCode]: () => ({ body: { status: 'SUCCESS' } }),
      [PORTAL_API_PATHS.loginVerify]: ({ body }) =>
        (body as { code: string }).code === '246810' ? { body: { status: 'OK', csrf: 'csrf-2fa' } } : { body: { status: 'INVALID' } },
      [PORTAL_API_PATHS.accountDetails]: () => ({ body: DETAILS }),
    });
    const { store, track, user } = setup();
    await reachCodeStep(user);
    // Nothing of the success path before the code: no csrf, no account details, no identify, no failure either.
    expect(store.get(csrfAtom)).toBe('');
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalledWith(PORTAL_API_PATHS.accountDetails, expect.anything());
    expect(track).not.toHaveBeenCalled();
    expect(within(loginDialog()).queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();

    // One way must be chosen; the masked e-mail and phone are the choices.
    const sendCode = within(loginDialog()).getByRole('button', { name: 'Send code' });
    expect(sendCode).toBeDisabled();
    expect(within(loginDialog()).getByRole('radiogroup', { name: 'Where should we send your verification code?' })).toBeInTheDocument();
    expect(within(loginDialog()).getByRole('radio', { name: 'E-mail to d**a@example.com' })).not.toBeChecked();
    const code = await sendCodeBySms(user);
    expect(fetchMock.bodiesTo(PORTAL_API_PATHS.loginSendCode)).toEqual([{ token: SIGN_IN_TOKEN, sendTo: 'sms', locale: 'en-US' }]);
    expect(within(loginDialog()).getByText('We sent a six-digit code by text message to ***-***-0147. Enter it below within 10 minutes.')).toBeInTheDocument();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const remember = within(loginDialog()).getByRole('checkbox', { name: 'Remember this device for 30 days' });
    expect(remember).not.toBeChecked();
    expect(remember).toHaveAccessibleDescription('Leave this unchecked on a shared or public computer.');

    // A wrong code: said at the field, which has the focus back; the button waits for another code.
    await user.type(code, '12345');
    expect(verifyButton()).toBeDisabled();
    await user.type(code, '6');
    await user.click(verifyButton());
    await waitFor(() => expect(code).toHaveAccessibleErrorMessage('This code is not right. Check it and try again, or send a new code.'));
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(verifyButton()).toBeDisabled();
    expect(store.get(authenticatedAtom)).toBe(false);

    await user.clear(code);
    expect(code).not.toHaveAttribute('aria-invalid');
    await user.type(code, '246810');
    await user.click(remember);
    expect(remember).toBeChecked();
    await user.click(verifyButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.bodiesTo(PORTAL_API_PATHS.loginVerify)).toEqual([
      { token: SIGN_IN_TOKEN, code: '123456', rememberDevice: false },
      { token: SIGN_IN_TOKEN, code: '246810', rememberDevice: true },
    ]);
    expect(store.get(csrfAtom)).toBe('csrf-2fa');
    expect(store.get(authenticatedAtom)).toBe(true);
    expect(currentLocation()).toContain('/account');
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.logInSuccess, SIGNED_IN_TRACKED);
    expect(fetchMock.sentTo(PORTAL_API_PATHS.logout)).toHaveLength(0);
  });

  it('sends a new code on request, the last way chosen again, and the code already sent can still be entered', async () => {
    const fetchMock = fakeFetch({
      [PORTAL_API_PATHS.login]: () => ({ body: CODE_REQUIRED }),
      [PORTAL_API_PATHS.loginSendCode]: () => ({ body: { status: 'SUCCESS' } }),
    });
    const { user } = setup();
    await reachCodeStep(user);
    await sendCodeBySms(user);
    await user.click(within(loginDialog()).getByRole('button', { name: 'Send a new code' }));
    const heading = await within(loginDialog()).findByRole('heading', { level: 3, name: 'Confirm that it is you' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(loginDialog()).getByRole('radio', { name: 'Text message to ***-***-0147' })).toBeChecked();
    await user.click(within(loginDialog()).getByRole('radio', { name: 'E-mail to d**a@example.com' }));
    await user.click(within(loginDialog()).getByRole('button', { name: 'Send code' }));
    expect(await within(loginDialog()).findByText(/We sent a six-digit code by e-mail to d\*\*a@example\.com\./)).toBeInTheDocument();
    expect(fetchMock.bodiesTo(PORTAL_API_PATHS.loginSendCode)).toEqual([
      { token: SIGN_IN_TOKEN, sendTo: 'sms', locale: 'en-US' },
      { token: SIGN_IN_TOKEN, sendTo: 'email', locale: 'en-US' },
    ]);
    await user.click(within(loginDialog()).getByRole('button', { name: 'Send a new code' }));
    await user.click(await within(loginDialog()).findByRole('button', { name: 'Enter the code already sent' }));
    expect(await within(loginDialog()).findByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
    expect(fetchMock.bodiesTo(PORTAL_API_PATHS.loginSendCode)).toHaveLength(2);
  });

  it.each([
    ['at the code', { send: 'SUCCESS', verify: 'EXPIRED' }],
    ['when sending the code', { send: 'EXPIRED', verify: 'INVALID' }],
  ] as const)('EXPIRED %s: back to the form, the username kept, saying why, with the focus on the message', async (_when, answers) => {
    fakeFetch({
      [PORTAL_API_PATHS.login]: () => ({ body: CODE_REQUIRED }),
      [PORTAL_API_PATHS.loginSendCode]: () => ({ body: { status: answers.send } }),
      [PORTAL_API_PATHS.loginVerify]: () => ({ body: { status: answers.verify } }),
    });
    const { store, track, user } = setup();
    await reachCodeStep(user);
    if (answers.send === 'SUCCESS') {
      await user.type(await sendCodeBySms(user), '123456');
      await user.click(verifyButton());
    } else {
      await user.click(within(loginDialog()).getByRole('radio', { name: 'E-mail to d**a@example.com' }));
      await user.click(within(loginDialog()).getByRole('button', { name: 'Send code' }));
    }

    const alert = await within(loginDialog()).findByRole('alert');
    expect(alert).toHaveAttribute('data-status', 'CODE_EXPIRED');
    expect(alert).toHaveTextContent('Your sign-in code expired. Log in again.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(within(loginDialog()).getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
    expect(within(loginDialog()).getByLabelText('Password')).toHaveValue('');
    expect(within(loginDialog()).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(track).not.toHaveBeenCalled();
  });

  it('a 429 when sending the code says there were too many attempts, and the choice stays', async () => {
    fakeFetch({
      [PORTAL_API_PATHS.login]: () => ({ body: CODE_REQUIRED }),
      [PORTAL_API_PATHS.loginSendCode]: () => ({ status: 429, headers: { 'retry-after': '300' }, body: { status: 'TOO_MANY_REQUESTS', message: 'x' } }),
    });
    const { user } = setup();
    await reachCodeStep(user);
    await user.click(within(loginDialog()).getByRole('radio', { name: 'Text message to ***-***-0147' }));
    await user.click(within(loginDialog()).getByRole('button', { name: 'Send code' }));
    const alert = await within(loginDialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts');
    expect(alert).toHaveTextContent('Please wait 5 minutes, then try again.');
    expect(within(loginDialog()).getByRole('heading', { level: 3, name: 'Confirm that it is you' })).toBeInTheDocument();
    expect(within(loginDialog()).getByRole('radio', { name: 'Text message to ***-***-0147' })).toBeChecked();
    expect(within(loginDialog()).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('a code refused because codes are paused for a day (429) says so in words, and the code typed stays', async () => {
    fakeFetch({
      [PORTAL_API_PATHS.login]: () => ({ body: CODE_REQUIRED }),
      [PORTAL_API_PATHS.loginSendCode]: () => ({ body: { status: 'SUCCESS' } }),
      [PORTAL_API_PATHS.loginVerify]: () => ({ status: 429, headers: { 'retry-after': '86400' }, body: { status: 'TOO_MANY_REQUESTS', message: 'x' } }),
    });
    const { user } = setup();
    await reachCodeStep(user);
    const code = await sendCodeBySms(user);
    await user.type(code, '123456');
    await user.click(verifyButton());
    const alert = await within(loginDialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Too many wrong codes');
    expect(alert).toHaveTextContent('codes for this account are paused for 24 hours');
    expect(alert).toHaveTextContent('Everything you typed is still in the form.');
    expect(code).toHaveValue('123456');
  });

  it('a right code for a sign-in locked meanwhile goes back to the form with LOCKED', async () => {
    fakeFetch({
      [PORTAL_API_PATHS.login]: () => ({ body: CODE_REQUIRED }),
      [PORTAL_API_PATHS.loginSendCode]: () => ({ body: { status: 'SUCCESS' } }),
      [PORTAL_API_PATHS.loginVerify]: () => ({ body: { status: 'LOCKED' } }),
    });
    const { store, user } = setup();
    await reachCodeStep(user);
    await user.type(await sendCodeBySms(user), '123456');
    await user.click(verifyButton());
    const alert = await within(loginDialog()).findByRole('alert');
    expect(alert).toHaveAttribute('data-status', 'LOCKED');
    expect(store.get(authenticatedAtom)).toBe(false);
  });

  it('a right code whose account details cannot be read logs out and goes back to the form with ERROR', async () => {
    const fetchMock = fakeFetch({
      [PORTAL_API_PATHS.login]: () => ({ body: CODE_REQUIRED }),
      [PORTAL_API_PATHS.loginSendCode]: () => ({ body: { status: 'SUCCESS' } }),
      [PORTAL_API_PATHS.loginVerify]: () => ({ body: { status: 'OK', csrf: 'csrf-2fa' } }),
      [PORTAL_API_PATHS.accountDetails]: () => ({ status: 500, body: { status: 'ERROR', message: 'boom' } }),
      [PORTAL_API_PATHS.logout]: () => ({ body: { status: 'OK' } }),
    });
    const { store, track, user } = setup();
    await reachCodeStep(user);
    await user.type(await sendCodeBySms(user), '123456');
    await user.click(verifyButton());
    const alert = await within(loginDialog()).findByRole('alert');
    expect(alert).toHaveAttribute('data-status', 'ERROR');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(within(loginDialog()).getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
    expect(fetchMock.sentTo(PORTAL_API_PATHS.logout)).toHaveLength(1);
    expect(store.get(csrfAtom)).toBe('');
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.logInFailure, { message: 'something went wrong', username: 'demo' });
  });

  it('a right code for an account not available: the account-unavailable dialog, logout, UNAVAILABLE on the form', async () => {
    const fetchMock = fakeFetch({
      [PORTAL_API_PATHS.login]: () => ({ body: CODE_REQUIRED }),
      [PORTAL_API_PATHS.loginSendCode]: () => ({ body: { status: 'SUCCESS' } }),
      [PORTAL_API_PATHS.loginVerify]: () => ({ body: { status: 'OK', csrf: 'csrf-co' } }),
      [PORTAL_API_PATHS.accountDetails]: () => ({ body: { ...DETAILS, F0184_ACCOUNT_STATUS: 'CO' } }),
      [PORTAL_API_PATHS.logout]: () => ({ body: { status: 'OK' } }),
    });
    const { store, track, user } = setup();
    await reachCodeStep(user);
    await user.type(await sendCodeBySms(user), '123456');
    await user.click(verifyButton());
    const unavailable = await screen.findByRole('alertdialog', { name: 'Account unavailable' });
    expect(unavailable).toHaveTextContent('Account status: CO');
    await waitFor(() => expect(within(loginDialog()).getByRole('alert')).toHaveAttribute('data-status', 'UNAVAILABLE'));
    // The dialog above has the focus, not the message below it.
    expect(within(loginDialog()).getByRole('alert').parentElement).not.toHaveFocus();
    expect(fetchMock.sentTo(PORTAL_API_PATHS.logout)).toHaveLength(1);
    expect(store.get(authenticatedAtom)).toBe(false);
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.accountStatusError, { status: 'CO' });
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.logInFailure, { message: 'account not available', username: 'demo' });
    expect(track).not.toHaveBeenCalledWith(ANALYTICS_EVENTS.logInSuccess, expect.anything());
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
    expect(currentLocation()).toContain('/enroll');
  });
});

describe('LoginDialog: sign in with a passkey (docs/decisions/052)', () => {
  const OPTIONS = { challenge: 'Y2hhbGxlbmdlLTAxMjM0NTY3', rpId: 'localhost', userVerification: 'required', allowCredentials: [] };
  const ASSERTION = {
    id: 'Y3JlZA',
    rawId: 'Y3JlZA',
    type: 'public-key' as const,
    clientExtensionResults: {},
    response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  };
  const passkeyButton = () => within(loginDialog()).getByRole('button', { name: 'Sign in with a passkey' });
  beforeEach(() => ceremony.mockReset());

  it('signs in with no username typed, as a password OK does, with no code step', async () => {
    ceremony.mockResolvedValue(ASSERTION);
    const fetchMock = fakeFetch({
      [PORTAL_API_PATHS.loginPasskeyOptions]: () => ({ body: OPTIONS }),
      [PORTAL_API_PATHS.loginPasskey]: () => ({ body: { status: 'OK', csrf: 'csrf-passkey' } }),
      [PORTAL_API_PATHS.accountDetails]: () => ({ body: DETAILS }),
    });
    const { store, track, user } = setup();
    await user.click(passkeyButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ceremony).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(fetchMock.bodiesTo(PORTAL_API_PATHS.loginPasskeyOptions)).toEqual([{}]);
    expect(fetchMock.bodiesTo(PORTAL_API_PATHS.loginPasskey)).toEqual([{ credential: ASSERTION }]);
    expect(store.get(csrfAtom)).toBe('csrf-passkey');
    expect(store.get(authenticatedAtom)).toBe(true);
    expect(currentLocation()).toContain('/account');
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.logInSuccess, expect.objectContaining({ account: '100200300' }));
  });

  it('a cancelled request says so in orange, keeps what was typed, sends nothing, and tracks no failure', async () => {
    ceremony.mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    const fetchMock = fakeFetch({ [PORTAL_API_PATHS.loginPasskeyOptions]: () => ({ body: OPTIONS }) });
    const { track, user } = setup();
    const username = within(loginDialog()).getByRole('textbox', { name: 'Username' });
    await user.type(username, 'demo');
    await user.click(passkeyButton());
    const alert = await within(loginDialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Passkey sign-in was cancelled. Try again, or log in with your username and password.');
    expect(alert).toHaveAttribute('data-status', 'PASSKEY_CANCELLED');
    expect(username).toHaveValue('demo');
    expect(username).toBeEnabled();
    expect(fetchMock.bodiesTo(PORTAL_API_PATHS.loginPasskey)).toEqual([]);
    expect(track).not.toHaveBeenCalledWith(ANALYTICS_EVENTS.logInFailure, expect.anything());
  });

  it("a passkey the server refuses is the passkey's INVALID, not a username's; a password attempt replaces the message", async () => {
    ceremony.mockResolvedValue(ASSERTION);
    fakeFetch({
      [PORTAL_API_PATHS.loginPasskeyOptions]: () => ({ body: OPTIONS }),
      [PORTAL_API_PATHS.loginPasskey]: () => ({ body: { status: 'INVALID' } }),
      [PORTAL_API_PATHS.login]: () => ({ body: { status: 'LOCKED' } }),
    });
    const { track, user } = setup();
    await user.click(passkeyButton());
    expect(await within(loginDialog()).findByRole('alert')).toHaveTextContent('This passkey was not accepted.');
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.logInFailure, { message: 'passkey not accepted', username: '' });
    await logIn(user, 'demo');
    await waitFor(() => expect(within(loginDialog()).getByRole('alert')).toHaveAttribute('data-status', 'LOCKED'));
  });
});
