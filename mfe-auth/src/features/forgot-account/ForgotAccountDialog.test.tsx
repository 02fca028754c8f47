import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_EVENTS, COMPANY, PORTAL_API_PATHS } from 'shared-contracts';
import { authDialogAtom } from '@/features/dialogs/auth-dialog-state';
import { ForgotAccountDialog } from '@/features/forgot-account/ForgotAccountDialog';
import { activateTestLocale, captchaMounts, fakeFetch, fakeShell, renderWithProviders, type FakeRoute } from 'shared-ui/testing';

// The captcha's real proof of work stands in for a button (shared-ui's test double); the rest of shared-ui is real.
jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), CaptchaWidget: jest.requireActual('shared-ui/testing').CaptchaWidgetDouble }));

beforeAll(() => activateTestLocale());

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(30_000);

const TOKEN = 'lookup-token-0123456789abcdef';
const OPTIONS = [
  { key: 'email', display: 'm****a@example.com' },
  { key: 'sms', display: '***-***-0147' },
];

const step1Ok: FakeRoute = () => ({ body: { status: 'SUCCESS', token: TOKEN, maskedCodeOptions: OPTIONS } });
const step2Ok: FakeRoute = () => ({ body: { status: 'SUCCESS' } });

async function openDialog() {
  const shell = fakeShell();
  const view = renderWithProviders(<ForgotAccountDialog locale="en-US" shell={shell} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => view.store.set(authDialogAtom, { kind: 'forgot-account' }));
  await screen.findByRole('dialog', { name: 'Forgot account number' });
  return { ...view, shell, user: userEvent.setup() };
}

const ssnInput = () => screen.getByLabelText(/Social security number/);
const dobInput = () => screen.getByRole('textbox', { name: /Date of birth/ });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const solveCaptcha = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Solve captcha' }));

async function fillStep1(user: ReturnType<typeof userEvent.setup>, { dob = '04151985' } = {}) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Maria');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Garcia');
  await user.type(ssnInput(), '123456789');
  await user.type(dobInput(), dob);
  await solveCaptcha(user);
}

describe('ForgotAccountDialog (spec 2.12, 4.4, 5, 8.4)', () => {
  it('tracks the forgot page and shows the 888 support number', async () => {
    const { shell } = await openDialog();
    expect(shell.track).toHaveBeenCalledWith(ANALYTICS_EVENTS.forgotPage, { dialog: 'forgot-account' });
    expect(screen.getByRole('link', { name: COMPANY.supportPhone.display })).toHaveAttribute('href', `tel:${COMPANY.supportPhone.tel}`);
  });

  it('step 1: masks and hides the SSN, masks the date, and needs all four fields and the captcha', async () => {
    const { user } = await openDialog();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAttribute('maxlength', '100');
    expect(ssnInput()).toHaveAttribute('type', 'password');
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Garcia');
    await user.type(ssnInput(), '12a3-4567x89');
    expect(ssnInput()).toHaveValue('123-45-6789');
    expect(continueButton()).toBeDisabled();
    await user.type(dobInput(), '0415/1985');
    expect(dobInput()).toHaveValue('04/15/1985');
    expect(continueButton()).toBeDisabled();
    await solveCaptcha(user);
    expect(continueButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Show social security number' }));
    expect(ssnInput()).toHaveAttribute('type', 'text');
    await user.clear(screen.getByRole('textbox', { name: /First name/ }));
    expect(continueButton()).toBeDisabled();
  });

  it('step 1: an impossible date is flagged and not sent', async () => {
    const calls = fakeFetch({ [PORTAL_API_PATHS.lookupAccountStep1]: step1Ok });
    const { user } = await openDialog();
    await fillStep1(user, { dob: '02302000' });
    expect(screen.getByText('Enter a valid date of birth as MM/DD/YYYY.')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(calls).not.toHaveBeenCalled();
  });

  it('goes through the four steps: dashes removed, date sent as YYYY-MM-DD, account number shown', async () => {
    const calls = fakeFetch({
      [PORTAL_API_PATHS.lookupAccountStep1]: step1Ok,
      [PORTAL_API_PATHS.lookupAccountStep2]: step2Ok,
      [PORTAL_API_PATHS.lookupAccountStep3]: () => ({ body: { status: 'SUCCESS', account: '3052718841' } }),
    });
    const { user } = await openDialog();
    await fillStep1(user);
    await user.click(continueButton());

    const sendCode = await screen.findByRole('button', { name: 'Send code' });
    expect(JSON.parse(String(calls.mock.calls[0]![1]!.body))).toEqual({ firstName: 'Maria', lastName: 'Garcia', ssn: '123456789', dob: '1985-04-15', captchaToken: expect.stringMatching(/^captcha-/) });
    expect(sendCode).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Text message to ***-***-0147' }));
    expect(screen.getByRole('radio', { name: 'E-mail to m****a@example.com' })).not.toBeChecked();
    await user.click(sendCode);

    const code = await screen.findByRole('textbox', { name: /Verification code/ });
    expect(JSON.parse(String(calls.mock.calls[1]![1]!.body))).toEqual({ token: TOKEN, sendTo: 'sms', locale: 'en-US' });
    await user.type(code, '12ab345');
    expect(code).toHaveValue('12345');
    expect(continueButton()).toBeDisabled();
    await user.type(code, '67');
    expect(code).toHaveValue('123456');
    await user.click(continueButton());

    expect(await screen.findByText('Your account number is 3052718841')).toBeInTheDocument();
    expect(JSON.parse(String(calls.mock.calls[2]![1]!.body))).toEqual({ token: TOKEN, code: '123456' });
    expect(screen.getByRole('link', { name: COMPANY.supportPhone.display })).toBeInTheDocument();
  });

  it('step 1: HTTP 400 says the account data is invalid; other failures say something went wrong', async () => {
    let answer = { status: 400, body: { status: 'INVALID', message: 'x' } } as { status: number; body: unknown };
    fakeFetch({ [PORTAL_API_PATHS.lookupAccountStep1]: () => answer });
    const { user } = await openDialog();
    await fillStep1(user);
    await user.click(continueButton());
    expect(await screen.findByText(/The account data is invalid/)).toBeInTheDocument();
    expect(ssnInput()).toHaveValue('123-45-6789');
    answer = { status: 500, body: { status: 'ERROR', message: 'x' } };
    // Each request spent the captcha: Continue waits for a new one.
    expect(continueButton()).toBeDisabled();
    await solveCaptcha(user);
    await user.click(continueButton());
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    answer = { status: 200, body: { status: 'LOCKED' } };
    await solveCaptcha(user);
    await user.click(continueButton());
    expect(await screen.findByText('The account lookup failed with status LOCKED.')).toBeInTheDocument();
  });

  it('step 1: a refused captcha says something went wrong, keeps what was typed and offers a new captcha (docs/decisions/007)', async () => {
    fakeFetch({ [PORTAL_API_PATHS.lookupAccountStep1]: () => ({ status: 400, body: { status: 'CAPTCHA_INVALID', message: 'x' } }) });
    const { user } = await openDialog();
    await fillStep1(user);
    const mountsBefore = captchaMounts();
    await user.click(continueButton());
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/The account data is invalid/)).not.toBeInTheDocument();
    expect(ssnInput()).toHaveValue('123-45-6789');
    expect(captchaMounts()).toBeGreaterThan(mountsBefore);
    expect(continueButton()).toBeDisabled();
  });

  it('step 1: a 400 naming a field marks that field, focuses it and keeps what was typed', async () => {
    fakeFetch({ [PORTAL_API_PATHS.lookupAccountStep1]: () => ({ status: 400, body: { status: 'INVALID', message: 'x', fields: { dob: 'custom' } } }) });
    const { user } = await openDialog();
    await fillStep1(user);
    await user.click(continueButton());
    expect(await screen.findByText(/The account data is invalid/)).toBeInTheDocument();
    await waitFor(() => expect(dobInput()).toHaveFocus());
    expect(dobInput()).toHaveAttribute('aria-invalid', 'true');
    expect(dobInput()).toHaveAccessibleDescription('MM/DD/YYYY Enter a valid date of birth as MM/DD/YYYY.');
    expect(dobInput()).toHaveValue('04/15/1985');
    expect(ssnInput()).toHaveValue('123-45-6789');
  });

  it('step 2: EXPIRED shows the session-expired message whose start-again link goes back to step 1', async () => {
    fakeFetch({ [PORTAL_API_PATHS.lookupAccountStep1]: step1Ok, [PORTAL_API_PATHS.lookupAccountStep2]: () => ({ body: { status: 'EXPIRED' } }) });
    const { user } = await openDialog();
    await fillStep1(user);
    await user.click(continueButton());
    await user.click(await screen.findByRole('radio', { name: /E-mail to/ }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Your session has expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('');
    expect(ssnInput()).toHaveValue('');
  });

  it('step 2: INVALID or a failure says something went wrong', async () => {
    fakeFetch({ [PORTAL_API_PATHS.lookupAccountStep1]: step1Ok, [PORTAL_API_PATHS.lookupAccountStep2]: () => ({ body: { status: 'INVALID' } }) });
    const { user } = await openDialog();
    await fillStep1(user);
    await user.click(continueButton());
    await user.click(await screen.findByRole('radio', { name: /E-mail to/ }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  async function reachStep3(step3: FakeRoute) {
    fakeFetch({ [PORTAL_API_PATHS.lookupAccountStep1]: step1Ok, [PORTAL_API_PATHS.lookupAccountStep2]: step2Ok, [PORTAL_API_PATHS.lookupAccountStep3]: step3 });
    const view = await openDialog();
    await fillStep1(view.user);
    await view.user.click(continueButton());
    await view.user.click(await screen.findByRole('radio', { name: /E-mail to/ }));
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByRole('textbox', { name: /Verification code/ });
    await view.user.type(code, '000000');
    await view.user.click(continueButton());
    return { ...view, code };
  }

  it('step 3: status INVALID says invalid code; Continue stays disabled until the code changes', async () => {
    const { user, code } = await reachStep3(() => ({ body: { status: 'INVALID' } }));
    expect(await screen.findByText('Invalid code.')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.type(code, '{Backspace}1');
    expect(screen.queryByText('Invalid code.')).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('step 3: HTTP 400 says invalid code', async () => {
    await reachStep3(() => ({ status: 400, body: { status: 'INVALID', message: 'x' } }));
    expect(await screen.findByText('Invalid code.')).toBeInTheDocument();
  });

  it('step 3: a server error says something went wrong; EXPIRED offers start again', async () => {
    await reachStep3(() => ({ status: 500, body: { status: 'ERROR', message: 'x' } }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('step 3: a 429 because codes are paused for a day says so in words, and the code typed stays', async () => {
    const { code } = await reachStep3(() => ({ status: 429, headers: { 'retry-after': '86400' }, body: { status: 'TOO_MANY_REQUESTS', message: 'x' } }));
    expect(await screen.findByText('Too many wrong codes')).toBeInTheDocument();
    expect(screen.getByText(/codes for this account are paused for 24 hours/)).toBeInTheDocument();
    expect(code).toHaveValue('000000');
  });

  it('step 3: EXPIRED offers start again', async () => {
    const { user } = await reachStep3(() => ({ body: { status: 'EXPIRED' } }));
    expect(await screen.findByText('Your session has expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('textbox', { name: /First name/ })).toBeInTheDocument();
  });

  it('closing clears the atom and drops what was typed; nothing goes to storage or the URL', async () => {
    const { user, store } = await openDialog();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(authDialogAtom)).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    act(() => store.set(authDialogAtom, { kind: 'forgot-account' }));
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('');
  });
});
