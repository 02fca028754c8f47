import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRegistration } from '@simplewebauthn/browser';
import {
  PORTAL_API_PATHS,
  QUERY_KEYS,
  SETTINGS_PATHS,
  documentPath,
  withId,
  type Passkey,
  type Settings,
  type SignInActivityItem,
  type UserSession,
} from 'shared-contracts';
import SettingsPage from '@/features/settings/SettingsPage';
import { formatMoment } from '@/features/settings/utils/format';
import { activateTestLocale, fakeFetch, type FakeRoute, fakeShell, renderPage, testQueryClient } from 'shared-ui/testing';
import { DETAILS } from '@/test/account-fixtures';

// The browser's WebAuthn ceremony (jsdom has none): the server's verifier has real signatures
// (server/src/routes/passkeys.test.ts), the browser's ceremony e2e/tests/passkeys.spec.ts.
jest.mock('@simplewebauthn/browser', () => ({ startRegistration: jest.fn() }));
const ceremony = jest.mocked(startRegistration);

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(60_000);

const SETTINGS: Settings = {
  email: 'maria.garcia@example.com',
  pendingEmail: null,
  phone: '***-***-0147',
  pendingPhone: null,
  paperless: false,
  textEnrolled: true,
  language: 'en-US',
  autopay: false,
};

const THIS_BROWSER: UserSession = {
  id: '0b6f3f5e-6a4e-4f0e-9a51-5f3c1d2e7a10',
  browser: 'Chrome 131',
  system: 'Windows 10',
  signedInAt: '2026-11-25T15:00:00.000Z',
  lastActiveAt: '2026-11-25T15:20:00.000Z',
  current: true,
};
const PHONE: UserSession = {
  id: '5d1e2c3b-4a59-4c6d-8e7f-90a1b2c3d4e5',
  browser: 'Safari 18',
  system: 'iOS 18.1',
  signedInAt: '2026-11-24T12:00:00.000Z',
  lastActiveAt: '2026-11-24T12:30:00.000Z',
  current: false,
};

const device = { browser: 'Firefox 133', system: 'Ubuntu' };
const ACTIVITY: SignInActivityItem[] = [
  { id: '4', at: '2026-11-25T15:00:00.000Z', event: 'sign_in', outcome: 'success', reason: null, browser: 'Chrome 131', system: 'Windows 10' },
  { id: '3', at: '2026-11-24T09:20:00.000Z', event: 'sign_in', outcome: 'failure', reason: 'locked', browser: null, system: null },
  { id: '2', at: '2026-11-24T09:10:00.000Z', event: 'account_locked', outcome: 'success', reason: null, ...device },
  { id: '1', at: '2026-11-24T09:09:00.000Z', event: 'sign_in', outcome: 'failure', reason: 'wrong_password', ...device },
];

function reads(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    [`GET ${SETTINGS_PATHS.settings}`]: () => ({ body: SETTINGS }),
    [`GET ${SETTINGS_PATHS.sessions}`]: () => ({ body: [THIS_BROWSER, PHONE] }),
    [`GET ${SETTINGS_PATHS.signInActivity}`]: () => ({ body: ACTIVITY }),
    [`GET ${PORTAL_API_PATHS.passkeys}`]: () => ({ body: [] }),
    [`GET ${SETTINGS_PATHS.reminders}`]: () => ({ body: { email: false, sms: false, daysBefore: 3 } }),
    ...overrides,
  };
}

async function renderSettingsPage(routes: Record<string, FakeRoute>) {
  const api = fakeFetch(routes);
  const queryClient = testQueryClient();
  // The account details read at sign-in: a change must mark them stale so /account reads them again.
  queryClient.setQueryData(QUERY_KEYS.accountDetails, DETAILS);
  const view = await renderPage(<SettingsPage routeId="accountSettings" locale="en-US" params={{}} shell={fakeShell()} />, { queryClient });
  await screen.findByRole('heading', { level: 2, name: 'E-mail address' });
  return { ...api, ...view, user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });
const detailsInvalidated = (client: ReturnType<typeof testQueryClient>) => client.getQueryState(QUERY_KEYS.accountDetails)?.isInvalidated === true;

// jsdom has no PointerEvent, which the checkbox's press handling (Ark) makes on blur; a browser has it.
if (typeof window.PointerEvent === 'undefined') Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });

beforeEach(() => activateTestLocale());

describe('SettingsPage (spec 2.4 /account/settings)', () => {
  it('shows each section with the current settings and its links', async () => {
    await renderSettingsPage(reads());
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(within(region('E-mail address')).getByText('maria.garcia@example.com')).toBeInTheDocument();
    expect(within(region('Mobile phone and text alerts')).getByText('Your mobile number ends in 0147.')).toBeInTheDocument();
    expect(within(region('Mobile phone and text alerts')).getByRole('link', { name: 'SMS policy' })).toHaveAttribute('href', '/sms-policy');
    expect(within(region('Statements')).getByText('Paper: we mail your statements.')).toBeInTheDocument();
    expect(within(region('Autopay')).getByRole('link', { name: 'Set up autopay' })).toHaveAttribute('href', '/payments');
    expect(within(region('Password')).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
    const devices = region('Signed-in devices');
    expect(await within(devices).findByText('Chrome 131 on Windows 10')).toBeInTheDocument();
    expect(within(devices).getByText('This device')).toBeInTheDocument();
    expect(within(devices).getByText('Safari 18 on iOS 18.1')).toBeInTheDocument();
    // Only the other browser can be signed out from here.
    expect(within(devices).getAllByRole('button', { name: /^Sign out .+ on / })).toHaveLength(1);
  });

  it('changes the e-mail address with the current password; the page then says the link is waiting', async () => {
    const { user, sentTo, queryClient } = await renderSettingsPage(
      reads({
        [`PUT ${SETTINGS_PATHS.email}`]: () => ({ body: { ...SETTINGS, pendingEmail: 'maria.new@example.com' } }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    // Nothing is sent while a field is refused.
    expect(sentTo(SETTINGS_PATHS.email, 'PUT')).toHaveLength(0);
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText(/New e-mail address/), 'maria.new@example.com');
    await user.type(screen.getByLabelText(/^Current password/), 'Demo-Pass-2026!');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => expect(sentTo(SETTINGS_PATHS.email, 'PUT')).toHaveLength(1));
    expect(sentTo(SETTINGS_PATHS.email, 'PUT')[0]!.body).toEqual({ email: 'maria.new@example.com', currentPassword: 'Demo-Pass-2026!' });
    expect(await screen.findByText('We sent a confirmation link to maria.new@example.com. Open it to finish the change.')).toBeInTheDocument();
    expect(screen.getByText('maria.new@example.com', { selector: 'strong' })).toBeInTheDocument();
    expect(detailsInvalidated(queryClient)).toBe(true);
  });

  it('shows a wrong current password beside the field and keeps what was typed', async () => {
    const { user } = await renderSettingsPage(
      reads({
        [`PUT ${SETTINGS_PATHS.email}`]: () => ({ status: 400, body: { status: 'INVALID', message: 'no', fields: { currentPassword: 'wrong_password' } } }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    await user.type(screen.getByLabelText(/New e-mail address/), 'maria.new@example.com');
    await user.type(screen.getByLabelText(/^Current password/), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('This is not your current password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveFocus());
    expect(screen.getByLabelText(/New e-mail address/)).toHaveValue('maria.new@example.com');
  });

  it('texts a code to a new number typed in any US form, then confirms it with the code', async () => {
    let settings = SETTINGS;
    const { user, sentTo } = await renderSettingsPage(
      reads({
        [`PUT ${SETTINGS_PATHS.phone}`]: () => {
          settings = { ...SETTINGS, pendingPhone: '***-***-0199' };
          return { body: settings };
        },
        [`POST ${SETTINGS_PATHS.phoneVerify}`]: () => ({ body: { ...SETTINGS, phone: '***-***-0199', pendingPhone: null } }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Change mobile number' }));
    await user.type(screen.getByLabelText(/^Mobile number/), '+1 202.555.0199');
    await user.type(screen.getByLabelText(/^Current password/), 'Demo-Pass-2026!');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await waitFor(() => expect(sentTo(SETTINGS_PATHS.phone, 'PUT')).toHaveLength(1));
    expect(sentTo(SETTINGS_PATHS.phone, 'PUT')[0]!.body).toEqual({ phone: '+1 202.555.0199', currentPassword: 'Demo-Pass-2026!' });
    expect(await screen.findByText(/We texted a 6-digit code to the number ending in 0199/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Code from the text message/), '12a3456');
    expect(screen.getByLabelText(/Code from the text message/)).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm number' }));
    await waitFor(() => expect(sentTo(SETTINGS_PATHS.phoneVerify, 'POST')).toHaveLength(1));
    expect(sentTo(SETTINGS_PATHS.phoneVerify, 'POST')[0]!.body).toEqual({ code: '123456' });
    expect(await screen.findByText('Your mobile number is confirmed. Your other devices were signed out.')).toBeInTheDocument();
    expect(screen.getByText('Your mobile number ends in 0199.')).toBeInTheDocument();
  });

  it('a phone change with a wrong current password says so beside the field and keeps the number typed', async () => {
    const { user } = await renderSettingsPage(
      reads({
        [`PUT ${SETTINGS_PATHS.phone}`]: () => ({ status: 400, body: { status: 'INVALID', message: 'no', fields: { currentPassword: 'wrong_password' } } }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Change mobile number' }));
    await user.type(screen.getByLabelText(/^Mobile number/), '(202) 555-0199');
    await user.type(screen.getByLabelText(/^Current password/), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('This is not your current password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveFocus());
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('(202) 555-0199');
  });

  it('refuses a phone number that is not a US one before sending', async () => {
    const { user, sentTo } = await renderSettingsPage(reads());
    await user.click(screen.getByRole('button', { name: 'Change mobile number' }));
    await user.type(screen.getByLabelText(/^Mobile number/), '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('Enter a 10-digit US mobile number, such as (202) 555-0147.')).toBeInTheDocument();
    expect(sentTo(SETTINGS_PATHS.phone, 'PUT')).toHaveLength(0);
  });

  it('turns text alerts off with the other preferences as they stand', async () => {
    const { user, sentTo, queryClient } = await renderSettingsPage(
      reads({ [`PUT ${SETTINGS_PATHS.preferences}`]: () => ({ body: { ...SETTINGS, textEnrolled: false } }) }),
    );
    await user.click(screen.getByRole('button', { name: 'Turn off text alerts' }));
    await waitFor(() => expect(sentTo(SETTINGS_PATHS.preferences, 'PUT')).toHaveLength(1));
    expect(sentTo(SETTINGS_PATHS.preferences, 'PUT')[0]!.body).toEqual({ paperless: false, textEnrolled: false, language: 'en-US' });
    expect(await screen.findByRole('button', { name: 'Turn on text alerts' })).toBeInTheDocument();
    expect(detailsInvalidated(queryClient)).toBe(true);
  });

  it('asks for the consent to the Electronic Consent Agreement before going paperless', async () => {
    const { user, sentTo } = await renderSettingsPage(
      reads({ [`PUT ${SETTINGS_PATHS.preferences}`]: () => ({ body: { ...SETTINGS, paperless: true } }) }),
    );
    await user.click(screen.getByRole('button', { name: 'Go paperless' }));
    expect(screen.getByRole('link', { name: /Electronic Consent Agreement/ })).toHaveAttribute('href', documentPath('electronic-consent-agreement', 'en-US'));
    await user.click(screen.getByRole('button', { name: 'Turn on paperless statements' }));
    expect(await screen.findByText('To get paperless statements, agree to the Electronic Consent Agreement.')).toBeInTheDocument();
    expect(sentTo(SETTINGS_PATHS.preferences, 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /I have read the Electronic Consent Agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Turn on paperless statements' }));
    await waitFor(() => expect(sentTo(SETTINGS_PATHS.preferences, 'PUT')).toHaveLength(1));
    expect(sentTo(SETTINGS_PATHS.preferences, 'PUT')[0]!.body).toEqual({ paperless: true, electronicConsent: true, textEnrolled: true, language: 'en-US' });
    expect(await screen.findByText('Paperless statements are on.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to paper statements' })).toBeInTheDocument();
  });

  it('saves the language of mail and text messages', async () => {
    const { user, sentTo } = await renderSettingsPage(
      reads({ [`PUT ${SETTINGS_PATHS.preferences}`]: () => ({ body: { ...SETTINGS, language: 'es-US' } }) }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^Language/ }), 'es-US');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(sentTo(SETTINGS_PATHS.preferences, 'PUT')).toHaveLength(1));
    expect(sentTo(SETTINGS_PATHS.preferences, 'PUT')[0]!.body).toEqual({ paperless: false, textEnrolled: true, language: 'es-US' });
    expect(await screen.findByText('We will write to you in Español.')).toBeInTheDocument();
  });

  it('saves payment reminders and shows them (docs/decisions/057)', async () => {
    const { user, sentTo } = await renderSettingsPage(
      reads({ [`PUT ${SETTINGS_PATHS.reminders}`]: ({ body }) => ({ body }) }),
    );
    const reminders = region('Payment reminders');
    expect(await within(reminders).findByText('Off: we do not send payment reminders.')).toBeInTheDocument();
    await user.click(within(reminders).getByRole('checkbox', { name: 'E-mail' }));
    await user.selectOptions(within(reminders).getByRole('combobox', { name: 'When' }), '5');
    await user.click(within(reminders).getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(sentTo(SETTINGS_PATHS.reminders, 'PUT')).toHaveLength(1));
    expect(sentTo(SETTINGS_PATHS.reminders, 'PUT')[0]!.body).toEqual({ email: true, sms: false, daysBefore: 5 });
    expect(await within(reminders).findByText('Your payment reminders are saved.')).toBeInTheDocument();
    expect(within(reminders).getByText('On: by e-mail, 5 days before each due date.')).toBeInTheDocument();
  });

  it('offers text reminders only with a confirmed mobile number', async () => {
    await renderSettingsPage(reads({ [`GET ${SETTINGS_PATHS.settings}`]: () => ({ body: { ...SETTINGS, phone: null, textEnrolled: false } }) }));
    const reminders = region('Payment reminders');
    expect(await within(reminders).findByRole('checkbox', { name: 'Text message' })).toBeDisabled();
    expect(within(reminders).getByText('Text reminders need a confirmed mobile number: add one under Mobile phone and text alerts.')).toBeInTheDocument();
  });

  it('signs out another device after confirming in a dialog', async () => {
    let sessions = [THIS_BROWSER, PHONE];
    const { user, sentTo } = await renderSettingsPage(
      reads({
        [`GET ${SETTINGS_PATHS.sessions}`]: () => ({ body: sessions }),
        [`DELETE ${withId(SETTINGS_PATHS.session, PHONE.id)}`]: () => {
          sessions = [THIS_BROWSER];
          return { status: 204 };
        },
        [`DELETE ${SETTINGS_PATHS.sessions}`]: () => {
          sessions = [THIS_BROWSER];
          return { body: { ended: 1 } };
        },
      }),
    );
    const devices = region('Signed-in devices');
    await user.click(await within(devices).findByRole('button', { name: 'Sign out Safari 18 on iOS 18.1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep signed in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentTo(withId(SETTINGS_PATHS.session, PHONE.id), 'DELETE')).toHaveLength(0);

    await user.click(within(devices).getByRole('button', { name: 'Sign out Safari 18 on iOS 18.1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(sentTo(withId(SETTINGS_PATHS.session, PHONE.id), 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Safari 18 on iOS 18.1 is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(devices).queryByText('Safari 18 on iOS 18.1')).not.toBeInTheDocument());
    expect(within(devices).getByText('You are not signed in anywhere else.')).toBeInTheDocument();
  });

  it('"Sign out everywhere else" sentTo DELETE /api/sessions once confirmed', async () => {
    let sessions = [THIS_BROWSER, PHONE];
    const { user, sentTo } = await renderSettingsPage(
      reads({
        [`GET ${SETTINGS_PATHS.sessions}`]: () => ({ body: sessions }),
        [`DELETE ${SETTINGS_PATHS.sessions}`]: () => {
          sessions = [THIS_BROWSER];
          return { body: { ended: 1 } };
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(sentTo(SETTINGS_PATHS.sessions, 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Every other device is signed out.')).toBeInTheDocument();
  });

  it('lists the recent account activity in words, a failure or lock marked, with the way out when one was not the borrower', async () => {
    await renderSettingsPage(reads());
    const activity = region('Recent account activity');
    const items = await within(activity).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    const [signedIn, whileLocked, locked, wrongPassword] = items.map((item) => within(item));
    expect(signedIn!.getByText('Signed in')).toBeInTheDocument();
    expect(signedIn!.getByText('Chrome 131 on Windows 10')).toBeInTheDocument();
    expect(signedIn!.getByText(formatMoment(ACTIVITY[0]!.at, 'en-US'))).toBeInTheDocument();
    expect(signedIn!.queryByText(/^(Failed|Locked)$/)).not.toBeInTheDocument();
    expect(whileLocked!.getByText('Sign-in attempt while locked')).toBeInTheDocument();
    expect(whileLocked!.getByText('Unknown browser')).toBeInTheDocument();
    expect(whileLocked!.getByText('Failed')).toBeInTheDocument();
    expect(locked!.getByText('Sign-in locked after too many wrong passwords')).toBeInTheDocument();
    expect(locked!.getByText('Locked')).toBeInTheDocument();
    expect(wrongPassword!.getByText('Wrong password entered')).toBeInTheDocument();
    expect(wrongPassword!.getByText('Firefox 133 on Ubuntu')).toBeInTheDocument();
    expect(wrongPassword!.getByText('Failed')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'Change your password now' })).toHaveAttribute('href', '/change-password');
  });

  it('lists the money actions too: bank accounts, payments and autopay (docs/decisions/051)', async () => {
    const done = (id: string, event: SignInActivityItem['event']): SignInActivityItem => ({ id, at: '2026-11-25T10:00:00.000Z', event, outcome: 'success', reason: null, ...device });
    await renderSettingsPage(
      reads({
        [`GET ${SETTINGS_PATHS.signInActivity}`]: () => ({
          body: [
            done('16', 'autopay_off'),
            done('15', 'autopay_on'),
            done('14', 'payment_cancelled'),
            done('13', 'payment_made'),
            done('12', 'bank_account_removed'),
            done('11', 'bank_account_added'),
          ],
        }),
      }),
    );
    const items = await within(region('Recent account activity')).findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual([
      'Autopay turned off',
      'Autopay turned on or changed',
      'Payment cancelled',
      'Payment made',
      'Bank account removed',
      'Bank account added',
    ]);
    for (const item of items) expect(within(item).queryByText('Failed')).not.toBeInTheDocument();
  });

  it("says a new browser's sign-in code step by its outcome: code not entered, a wrong code, the code expired (docs/decisions/033)", async () => {
    const failed = (id: string, reason: string): SignInActivityItem => ({ id, at: '2026-11-25T10:00:00.000Z', event: 'sign_in', outcome: 'failure', reason, ...device });
    await renderSettingsPage(
      reads({
        [`GET ${SETTINGS_PATHS.signInActivity}`]: () => ({ body: [failed('7', 'expired'), failed('6', 'wrong_code'), failed('5', 'code_required')] }),
      }),
    );
    const items = await within(region('Recent account activity')).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/sign-in code/i).textContent)).toEqual([
      'Sign-in code expired',
      'Wrong sign-in code entered',
      'Right password, sign-in code not entered',
    ]);
    const [expired, wrongCode, codeRequired] = items;
    expect(within(expired!).getByText('Failed')).toBeInTheDocument();
    expect(within(wrongCode!).getByText('Failed')).toBeInTheDocument();
    // Every first sign-in on a new browser starts so: said in words, not marked as a failure.
    expect(within(codeRequired!).queryByText('Failed')).not.toBeInTheDocument();
  });

  it('says when there is no sign-in activity in the last 30 days', async () => {
    await renderSettingsPage(reads({ [`GET ${SETTINGS_PATHS.signInActivity}`]: () => ({ body: [] }) }));
    const activity = region('Recent account activity');
    expect(await within(activity).findByText('No account activity in the last 30 days.')).toBeInTheDocument();
    expect(within(activity).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers to read the sign-in activity again when it cannot be read', async () => {
    let fail = true;
    const { user, sentTo } = await renderSettingsPage(
      reads({
        [`GET ${SETTINGS_PATHS.signInActivity}`]: () => (fail ? { status: 500, body: { status: 'ERROR', message: 'x' } } : { body: ACTIVITY }),
      }),
    );
    const activity = region('Recent account activity');
    expect(await within(activity).findByText('We could not load your account activity.')).toBeInTheDocument();
    fail = false;
    await user.click(within(activity).getByRole('button', { name: 'Try again' }));
    expect(await within(activity).findByText('Wrong password entered')).toBeInTheDocument();
    expect(sentTo(SETTINGS_PATHS.signInActivity, 'GET')).toHaveLength(2);
  });

  it('offers to try again when the settings cannot be read', async () => {
    fakeFetch({ [`GET ${SETTINGS_PATHS.settings}`]: () => ({ status: 500, body: { status: 'ERROR', message: 'x' } }) });
    await renderPage(<SettingsPage routeId="accountSettings" locale="en-US" params={{}} shell={fakeShell()} />);
    expect(await screen.findByText('We could not load your settings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('SettingsPage: passkeys (docs/decisions/052)', () => {
  const PASSKEY: Passkey = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Chrome 131 · Windows 10', createdAt: '2026-11-25T15:00:00.000Z', lastUsedAt: null };
  const OPTIONS = {
    challenge: 'Y2hhbGxlbmdlLTAxMjM0NTY3',
    rp: { name: 'Roadbridge Auto Finance', id: 'localhost' },
    user: { id: 'dXNlcg', name: 'demo', displayName: 'demo' },
    pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  };
  const CREDENTIAL = {
    id: 'Y3JlZA',
    rawId: 'Y3JlZA',
    type: 'public-key' as const,
    clientExtensionResults: {},
    response: { clientDataJSON: 'e30', attestationObject: 'AA', transports: ['internal'] },
  };
  const passkeysRegion = () => region('Passkeys');
  beforeEach(() => ceremony.mockReset());

  async function startAdding(user: ReturnType<typeof userEvent.setup>, password: string) {
    await user.click(await within(passkeysRegion()).findByRole('button', { name: 'Add a passkey' }));
    await user.type(within(passkeysRegion()).getByLabelText(/^Current password/), password);
    await user.click(within(passkeysRegion()).getByRole('button', { name: 'Continue' }));
  }

  it('adds a passkey after the current password, then lists it', async () => {
    let passkeys: Passkey[] = [];
    ceremony.mockResolvedValue(CREDENTIAL);
    const { user, sentTo } = await renderSettingsPage(
      reads({
        [`GET ${PORTAL_API_PATHS.passkeys}`]: () => ({ body: passkeys }),
        [`POST ${PORTAL_API_PATHS.passkeyRegistrationOptions}`]: () => ({ body: OPTIONS }),
        [`POST ${PORTAL_API_PATHS.passkeys}`]: () => {
          passkeys = [PASSKEY];
          return { body: PASSKEY };
        },
      }),
    );
    expect(await within(passkeysRegion()).findByText('You have no passkeys yet.')).toBeInTheDocument();
    await startAdding(user, 'Demo-Pass-2026!');
    expect(await screen.findByText('The passkey Chrome 131 · Windows 10 is added. You can sign in with it now.')).toBeInTheDocument();
    expect(sentTo(PORTAL_API_PATHS.passkeyRegistrationOptions, 'POST')[0]!.body).toEqual({ currentPassword: 'Demo-Pass-2026!' });
    expect(ceremony).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(sentTo(PORTAL_API_PATHS.passkeys, 'POST')[0]!.body).toEqual({ credential: CREDENTIAL });
    const item = await within(passkeysRegion()).findByRole('listitem');
    expect(item).toHaveTextContent('Chrome 131 · Windows 10');
    expect(item).toHaveTextContent('Not used yet');
  });

  it('shows a wrong current password beside the field, asks the device nothing, and keeps what was typed', async () => {
    const { user } = await renderSettingsPage(
      reads({
        [`POST ${PORTAL_API_PATHS.passkeyRegistrationOptions}`]: () => ({
          status: 400,
          body: { status: 'INVALID', message: 'no', fields: { currentPassword: 'wrong_password' } },
        }),
      }),
    );
    await startAdding(user, 'not-it');
    expect(await within(passkeysRegion()).findByText('This is not your current password.')).toBeInTheDocument();
    expect(ceremony).not.toHaveBeenCalled();
    expect(within(passkeysRegion()).getByLabelText(/^Current password/)).toHaveValue('not-it');
  });

  it('a cancelled request on the device says no passkey was added and keeps the password for another try', async () => {
    ceremony.mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    const { user, sentTo } = await renderSettingsPage(reads({ [`POST ${PORTAL_API_PATHS.passkeyRegistrationOptions}`]: () => ({ body: OPTIONS }) }));
    await startAdding(user, 'Demo-Pass-2026!');
    expect(await within(passkeysRegion()).findByRole('alert')).toHaveTextContent('No passkey was added');
    expect(within(passkeysRegion()).getByLabelText(/^Current password/)).toHaveValue('Demo-Pass-2026!');
    expect(sentTo(PORTAL_API_PATHS.passkeys, 'POST')).toHaveLength(0);
  });

  it('removes a passkey once confirmed', async () => {
    let passkeys: Passkey[] = [PASSKEY];
    const { user, sentTo } = await renderSettingsPage(
      reads({
        [`GET ${PORTAL_API_PATHS.passkeys}`]: () => ({ body: passkeys }),
        [`DELETE ${withId(PORTAL_API_PATHS.passkey, PASSKEY.id)}`]: () => {
          passkeys = [];
          return { status: 204 };
        },
      }),
    );
    await user.click(await within(passkeysRegion()).findByRole('button', { name: 'Remove passkey Chrome 131 · Windows 10' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this passkey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep passkey' }));
    expect(sentTo(withId(PORTAL_API_PATHS.passkey, PASSKEY.id), 'DELETE')).toHaveLength(0);
    await user.click(within(passkeysRegion()).getByRole('button', { name: 'Remove passkey Chrome 131 · Windows 10' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(sentTo(withId(PORTAL_API_PATHS.passkey, PASSKEY.id), 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('The passkey Chrome 131 · Windows 10 is removed.')).toBeInTheDocument();
    expect(await within(passkeysRegion()).findByText('You have no passkeys yet.')).toBeInTheDocument();
  });
});
