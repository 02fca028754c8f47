import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_EVENTS, PORTAL_API_PATHS } from 'shared-contracts';
import { captchaMounts, fakeFetch, type FakeRoute } from 'shared-ui/testing';
import EnrollPage from '@/features/account-access/EnrollPage';
import { renderAccessPage } from '@/features/account-access/account-access-test-utils';

// The captcha's real proof of work stands in for a button (shared-ui's test double); the rest of shared-ui is real.
jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), CaptchaWidget: jest.requireActual('shared-ui/testing').CaptchaWidgetDouble }));

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(60_000);

const ENROL = PORTAL_API_PATHS.createAccount;
const SEND_CODE = PORTAL_API_PATHS.createAccountSendCode;
const CONFIRM = PORTAL_API_PATHS.createAccountConfirm;
const TOKEN = 'enrolment-token-0123456789abcdef';
const OPTIONS = [
  { key: 'email', display: 'a***a@example.com' },
  { key: 'sms', display: '***-***-0147' },
];
const answer = (status: string): FakeRoute => () => ({ body: { status } });
const codeRequired: FakeRoute = () => ({ body: { status: 'CODE_REQUIRED', token: TOKEN, maskedCodeOptions: OPTIONS } });

type User = ReturnType<typeof userEvent.setup>;

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const secret = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const accountNumber = () => field(/^Account number/);
const lastName = () => field(/^Last name/);
const ssnLastFour = () => secret(/^Last 4 digits of your Social Security number/);
const dob = () => field(/^Date of birth/);
const email = () => field(/^E-mail address/);
const username = () => field(/^Username/);
const password = () => secret(/^Password/);
const confirmation = () => secret(/^Confirm the password/);
const captcha = () => screen.getByRole('group', { name: 'Security check' });
const submit = () => screen.getByRole('button', { name: 'Create my account' });
const solveCaptcha = (user: User) => user.click(screen.getByRole('button', { name: 'Solve captcha' }));

async function openPage(routeId: 'enroll' | 'createAccount' = 'enroll') {
  const view = await renderAccessPage(EnrollPage, { routeId });
  return { ...view, user: userEvent.setup() };
}

async function fillValid(user: User, { captchaSolved = true } = {}) {
  await user.type(accountNumber(), '3052718845');
  await user.type(lastName(), ' Souza ');
  await user.type(ssnLastFour(), '0123');
  await user.type(dob(), '01201995');
  await user.type(email(), 'ana.souza@example.com');
  await user.type(username(), 'ana.souza');
  await user.type(password(), 'a quiet road to the coast');
  await user.type(confirmation(), 'a quiet road to the coast');
  if (captchaSolved) await solveCaptcha(user);
}

/** The form sent and answered CODE_REQUIRED: the code step shows, its heading focused. */
async function reachCodeStep(user: User) {
  await fillValid(user);
  await user.click(submit());
  const heading = await screen.findByRole('heading', { level: 2, name: 'Confirm that the loan is yours' });
  await waitFor(() => expect(heading).toHaveFocus());
}

/** The code sent by text message: the code field shows. */
async function reachCodeEntry(user: User) {
  await reachCodeStep(user);
  await user.click(screen.getByRole('radio', { name: 'Text message to ***-***-0147' }));
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByRole('textbox', { name: /^Verification code/ });
}

/** Everything typed is back in the form after the code step. */
function expectValuesKept() {
  expect(accountNumber()).toHaveValue('3052718845');
  expect(lastName()).toHaveValue(' Souza ');
  expect(ssnLastFour()).toHaveValue('0123');
  expect(dob()).toHaveValue('01/20/1995');
  expect(email()).toHaveValue('ana.souza@example.com');
  expect(username()).toHaveValue('ana.souza');
  expect(password()).toHaveValue('a quiet road to the coast');
  expect(confirmation()).toHaveValue('a quiet road to the coast');
}

const REQUEST = {
  accountNumber: '3052718845',
  lastName: 'Souza',
  ssnLastFour: '0123',
  dob: '1995-01-20',
  email: 'ana.souza@example.com',
  username: 'ana.souza',
  password: 'a quiet road to the coast',
  captchaToken: expect.stringMatching(/^captcha-/),
};

describe('EnrollPage (spec 2.2: /enroll and /create-account)', () => {
  it('shows every field rule before the first submit, and ticks the password rules as they are met', async () => {
    const { user } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Enroll' })).toBeInTheDocument();
    expect(accountNumber()).toHaveAccessibleDescription(/Digits only/);
    expect(ssnLastFour()).toHaveAccessibleDescription(/Four digits/);
    expect(ssnLastFour()).toHaveAttribute('type', 'password');
    expect(dob()).toHaveAccessibleDescription(/MM\/DD\/YYYY/);
    expect(username()).toHaveAccessibleDescription(/At least 4 characters: letters, numbers and \. _ - @ \+, no spaces/);
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(within(rules).getByText('At least 8 characters')).toBeInTheDocument();
    expect(password()).toHaveAccessibleDescription(/Not met yet: At least 8 characters/);

    await user.type(password(), 'short');
    expect(password()).toHaveAccessibleDescription(/Not met yet: At least 8 characters/);
    await user.type(password(), ' but now long');
    expect(password()).toHaveAccessibleDescription(/Met: At least 8 characters/);
    await user.type(username(), 'short but now long');
    expect(password()).toHaveAccessibleDescription(/Not met: Not a commonly used password, and not your username/);
  });

  it('masks the numbers as typed: digits only, the date as MM/DD/YYYY, the SSN digits hidden until shown', async () => {
    const { user } = await openPage();
    await user.type(accountNumber(), '30a52-71');
    expect(accountNumber()).toHaveValue('305271');
    await user.type(dob(), '0120x1995');
    expect(dob()).toHaveValue('01/20/1995');
    await user.type(ssnLastFour(), '01234');
    expect(ssnLastFour()).toHaveValue('0123');
    await user.click(screen.getByRole('button', { name: 'Show the last 4 digits of your Social Security number' }));
    expect(ssnLastFour()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Show the new password' }));
    expect(password()).toHaveAttribute('type', 'text');
  });

  it('refuses invalid input at each field, and an unsolved captcha, without a request', async () => {
    const calls = fakeFetch({ [ENROL]: codeRequired });
    const { user } = await openPage();
    await user.click(submit());
    await waitFor(() => expect(accountNumber()).toHaveAccessibleErrorMessage('This field is required.'));
    expect(username()).toHaveAccessibleErrorMessage('This field is required.');
    expect(accountNumber()).toHaveFocus();

    await user.type(dob(), '02302000');
    await user.type(email(), 'not-an-address');
    await user.type(username(), 'ab');
    await user.type(password(), 'short');
    await user.type(confirmation(), 'shorter');
    await user.click(submit());
    await waitFor(() => expect(dob()).toHaveAccessibleErrorMessage('Enter a valid date of birth as MM/DD/YYYY.'));
    expect(email()).toHaveAccessibleErrorMessage(/Enter a valid e-mail address/);
    expect(username()).toHaveAccessibleErrorMessage(/Use at least 4 characters/);
    expect(password()).toHaveAccessibleErrorMessage('Use at least 8 characters.');
    expect(confirmation()).toHaveAccessibleErrorMessage(/The two passwords do not match/);
    expect(dob()).toHaveAttribute('aria-invalid', 'true');
    expect(captcha()).toHaveAccessibleDescription(/Complete the security check before you create your account\./);
    expect(calls).not.toHaveBeenCalled();
  });

  it('the captcha is the only thing missing: it gets the focus and says so until it is solved', async () => {
    const calls = fakeFetch({ [ENROL]: codeRequired });
    const { user } = await openPage();
    await fillValid(user, { captchaSolved: false });
    await user.click(submit());
    await waitFor(() => expect(captcha()).toHaveFocus());
    expect(captcha()).toHaveAccessibleDescription(
      'Tick the box and wait for the check mark. A new check is needed each time you send the form. Complete the security check before you create your account.',
    );
    expect(calls).not.toHaveBeenCalled();
    await solveCaptcha(user);
    expect(captcha()).toHaveAccessibleDescription('Tick the box and wait for the check mark. A new check is needed each time you send the form.');
    await user.click(submit());
    await screen.findByRole('heading', { level: 2, name: 'Confirm that the loan is yours' });
    expect(calls.bodiesTo(ENROL)).toEqual([REQUEST]);
  });

  it('goes from the form to the code, a wrong code, the right one, then "check your e-mail"', async () => {
    const codes: string[] = [];
    const calls = fakeFetch({
      [ENROL]: codeRequired,
      [SEND_CODE]: answer('SUCCESS'),
      [CONFIRM]: ({ body }) => {
        codes.push((body as { code: string }).code);
        return { body: { status: (body as { code: string }).code === '246810' ? 'SUCCESS' : 'INVALID' } };
      },
    });
    const { user, shell } = await openPage('createAccount');
    await reachCodeStep(user);
    // Step 1 sent the request (date as YYYY-MM-DD, no copy of the password, the captcha's token); nothing exists yet.
    expect(calls.bodiesTo(ENROL)).toEqual([REQUEST]);
    expect(shell.track).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: /^Account number/ })).not.toBeInTheDocument();

    // Where the code goes: one of the masked ways on file must be chosen.
    const sendCode = screen.getByRole('button', { name: 'Send code' });
    expect(sendCode).toBeDisabled();
    expect(screen.getByRole('radiogroup', { name: 'Where should we send your verification code?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Text message to ***-***-0147' }));
    expect(screen.getByRole('radio', { name: 'E-mail to a***a@example.com' })).not.toBeChecked();
    await user.click(sendCode);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Enter your verification code' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(calls.bodiesTo(SEND_CODE)).toEqual([{ token: TOKEN, sendTo: 'sms', locale: 'en-US' }]);
    expect(screen.getByText(/We sent a six-digit code by text message to \*\*\*-\*\*\*-0147\. Enter it below within 10 minutes\./)).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: /^Verification code/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '12ab345');
    expect(code).toHaveValue('12345');
    expect(submit()).toBeDisabled();
    await user.type(code, '6');
    await user.click(submit());

    // A wrong code: said at the field, which has the focus back; Create my account waits for another code.
    await waitFor(() => expect(code).toHaveAccessibleErrorMessage('This code is not right. Check it and try again, or send a new code.'));
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeDisabled();
    await user.clear(code);
    expect(code).not.toHaveAttribute('aria-invalid');
    await user.type(code, '246810');
    await user.click(submit());

    const done = await screen.findByRole('heading', { level: 2, name: 'Check your e-mail' });
    expect(done).toHaveFocus();
    expect(codes).toEqual(['123456', '246810']);
    expect(calls.bodiesTo(CONFIRM)).toEqual([
      { token: TOKEN, code: '123456' },
      { token: TOKEN, code: '246810' },
    ]);
    // Spec 7: the event once the user exists, nothing typed with it.
    expect(shell.track).toHaveBeenCalledTimes(1);
    expect(shell.track).toHaveBeenCalledWith(ANALYTICS_EVENTS.createAccount, { page: 'createAccount' });
    // The steps are gone, and the address is not echoed (the server does not answer it).
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
    expect(screen.queryByText(/ana\.souza@example\.com/)).not.toBeInTheDocument();
  });

  it('sends a new code on request, by the same way or the other, and says when no more can be sent', async () => {
    let sends = 0;
    const calls = fakeFetch({
      [ENROL]: codeRequired,
      [SEND_CODE]: () => (++sends <= 2 ? { body: { status: 'SUCCESS' } } : { status: 429, body: { status: 'TOO_MANY_REQUESTS', message: 'x' } }),
    });
    const { user } = await openPage();
    await reachCodeEntry(user);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Confirm that the loan is yours' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The last way is chosen again; the code already sent can still be entered.
    expect(screen.getByRole('radio', { name: 'Text message to ***-***-0147' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'E-mail to a***a@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We sent a six-digit code by e-mail to a\*\*\*a@example\.com\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(calls.bodiesTo(SEND_CODE)).toEqual([
      { token: TOKEN, sendTo: 'sms', locale: 'en-US' },
      { token: TOKEN, sendTo: 'email', locale: 'en-US' },
      { token: TOKEN, sendTo: 'email', locale: 'en-US' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Enter the code already sent' }));
    expect(await screen.findByRole('textbox', { name: /^Verification code/ })).toBeInTheDocument();
  });

  it('EXPIRED at the code goes back to the form with everything typed and a new captcha to solve', async () => {
    const calls = fakeFetch({ [ENROL]: codeRequired, [SEND_CODE]: answer('SUCCESS'), [CONFIRM]: answer('EXPIRED') });
    const { user, shell } = await openPage();
    const code = await reachCodeEntry(user);
    await user.type(code, '123456');
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The code step expired, and your account was not created.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expectValuesKept();
    expect(shell.track).not.toHaveBeenCalled();

    // The captcha of the first try was spent: a new one, then a new enrolment token.
    await user.click(submit());
    await waitFor(() => expect(captcha()).toHaveAccessibleDescription(/Complete the security check/));
    expect(calls.bodiesTo(ENROL)).toHaveLength(1);
    await solveCaptcha(user);
    await user.click(submit());
    await screen.findByRole('heading', { level: 2, name: 'Confirm that the loan is yours' });
    expect(calls.bodiesTo(ENROL)).toEqual([REQUEST, REQUEST]);
  });

  it('a code refused because codes for the loan are paused for a day (429) says so in words, and the code stays', async () => {
    fakeFetch({
      [ENROL]: codeRequired,
      [SEND_CODE]: answer('SUCCESS'),
      [CONFIRM]: () => ({ status: 429, headers: { 'retry-after': '86400' }, body: { status: 'TOO_MANY_REQUESTS', message: 'x' } }),
    });
    const { user } = await openPage();
    const code = await reachCodeEntry(user);
    await user.type(code, '123456');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many wrong codes');
    expect(alert).toHaveTextContent('codes for this account are paused for 24 hours');
    expect(code).toHaveValue('123456');
  });

  it('EXPIRED when sending the code goes back to the form too', async () => {
    fakeFetch({ [ENROL]: codeRequired, [SEND_CODE]: answer('EXPIRED') });
    const { user } = await openPage();
    await reachCodeStep(user);
    await user.click(screen.getByRole('radio', { name: 'E-mail to a***a@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code step expired, and your account was not created.');
    expectValuesKept();
  });

  it('USERNAME_TAKEN at the code goes back to the form with the username marked taken', async () => {
    fakeFetch({ [ENROL]: codeRequired, [SEND_CODE]: answer('SUCCESS'), [CONFIRM]: answer('USERNAME_TAKEN') });
    const { user } = await openPage();
    const code = await reachCodeEntry(user);
    await user.type(code, '123456');
    await user.click(submit());

    await waitFor(() => expect(username()).toHaveAccessibleErrorMessage('This username is already taken. Choose another one.'));
    await waitFor(() => expect(username()).toHaveFocus());
    expectValuesKept();
    await user.type(username(), '2');
    expect(username()).not.toHaveAttribute('aria-invalid');
  });

  it('USERNAME_TAKEN is shown at the username, everything typed is kept', async () => {
    fakeFetch({ [ENROL]: answer('USERNAME_TAKEN') });
    const { user, shell } = await openPage();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('This username is already taken. Choose another one.')).toBeInTheDocument();
    expect(username()).toHaveAccessibleErrorMessage('This username is already taken. Choose another one.');
    expect(username()).toHaveFocus();
    expect(password()).not.toHaveAttribute('aria-invalid');
    expect(accountNumber()).toHaveValue('3052718845');
    expect(password()).toHaveValue('a quiet road to the coast');
    expect(shell.track).not.toHaveBeenCalled();
  });

  it('COMMON_PASSWORD is shown at the password', async () => {
    fakeFetch({ [ENROL]: answer('COMMON_PASSWORD') });
    const { user } = await openPage();
    await fillValid(user);
    await user.click(submit());
    await screen.findByText(/This password is too easy to guess/);
    expect(password()).toHaveAccessibleErrorMessage(/This password is too easy to guess/);
    expect(password()).toHaveFocus();
    expect(username()).not.toHaveAttribute('aria-invalid');
  });

  it('INVALID marks the four identity fields: no loan that can be enrolled, or one already online (the same answer)', async () => {
    fakeFetch({ [ENROL]: answer('INVALID') });
    const { user } = await openPage();
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not match these details to a loan that can be enrolled.');
    expect(alert).toHaveTextContent('If your loan already has online access, we have sent a message to the e-mail address on file.');
    // The alert and the marked fields are separate renders: on a busy machine the alert may show first, so the
    // test waits until the visitor sees the four fields marked, however long that takes within the timeout.
    await waitFor(() => {
      for (const input of [accountNumber(), lastName(), ssnLastFour(), dob()]) {
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleErrorMessage('Check this against your statement or loan contract.');
      }
    });
    expect(email()).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(accountNumber()).toHaveFocus());
  });

  it('a refused captcha is said at the captcha, with a fresh one, and the values stay', async () => {
    fakeFetch({ [ENROL]: () => ({ status: 400, body: { status: 'CAPTCHA_INVALID', message: 'x' } }) });
    const { user } = await openPage();
    await fillValid(user);
    const mountsBefore = captchaMounts();
    await user.click(submit());
    await waitFor(() => expect(captcha()).toHaveAccessibleDescription(/The security check expired\. Complete it again/));
    expect(captchaMounts()).toBeGreaterThan(mountsBefore);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email()).toHaveValue('ana.souza@example.com');
    await solveCaptcha(user);
    expect(captcha()).not.toHaveAccessibleDescription(/The security check expired/);
  });

  it('marks the fields a 400 names, and keeps the values after a network failure', async () => {
    let reply: FakeRoute = () => ({ status: 400, body: { status: 'INVALID', message: 'Invalid body', fields: { email: 'custom' } } });
    fakeFetch({ [ENROL]: (request) => reply(request) });
    const { user } = await openPage();
    await fillValid(user);
    await user.click(submit());
    // Waits for what the visitor sees, not for a number of ticks: the answer arrives when it arrives.
    await waitFor(() => expect(email()).toHaveAccessibleErrorMessage(/Enter a valid e-mail address/));
    expect(email()).toHaveAttribute('aria-invalid', 'true');

    reply = () => {
      throw new TypeError('offline');
    };
    // Each request spent the captcha.
    await solveCaptcha(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong and your account was not created.');
    expect(email()).toHaveValue('ana.souza@example.com');
    expect(confirmation()).toHaveValue('a quiet road to the coast');
  });
});
