import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_EVENTS, PORTAL_API_PATHS, WINDOW_EVENTS } from 'shared-contracts';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';
import EnrollPage from '@/features/account-access/EnrollPage';
import { currentLocation, fakeFetch, renderPage, sentBodies, type FakeRoute } from '@/features/account-access/account-access-test-utils';

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(60_000);

const ENROL = PORTAL_API_PATHS.createAccount;
const answer = (status: string): FakeRoute => () => ({ body: { status } });

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
const submit = () => screen.getByRole('button', { name: 'Create my account' });

async function openPage(routeId: 'enroll' | 'createAccount' = 'enroll') {
  const view = await renderPage(EnrollPage, { routeId });
  return { ...view, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(accountNumber(), '3052718845');
  await user.type(lastName(), ' Souza ');
  await user.type(ssnLastFour(), '0123');
  await user.type(dob(), '01201995');
  await user.type(email(), 'ana.souza@example.com');
  await user.type(username(), 'ana.souza');
  await user.type(password(), 'a quiet road to the coast');
  await user.type(confirmation(), 'a quiet road to the coast');
}

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

  it('refuses invalid input at each field without a request', async () => {
    const calls = fakeFetch({ [ENROL]: answer('SUCCESS') });
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
    expect(calls).not.toHaveBeenCalled();
  });

  it('sends the request (date as YYYY-MM-DD, no copy of the password) and shows "check your e-mail" on SUCCESS', async () => {
    const calls = fakeFetch({ [ENROL]: answer('SUCCESS') });
    const { user, shell } = await openPage('createAccount');
    await fillValid(user);
    await user.click(submit());
    const heading = await screen.findByRole('heading', { level: 2, name: 'Check your e-mail' });
    expect(heading).toHaveFocus();
    expect(sentBodies(calls, ENROL)).toEqual([
      {
        accountNumber: '3052718845',
        lastName: 'Souza',
        ssnLastFour: '0123',
        dob: '1995-01-20',
        email: 'ana.souza@example.com',
        username: 'ana.souza',
        password: 'a quiet road to the coast',
      },
    ]);
    expect(shell.track).toHaveBeenCalledWith(ANALYTICS_EVENTS.createAccount, { page: 'createAccount' });
    // The form is gone, and the address is not echoed (the server does not answer it).
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
    expect(screen.queryByText(/ana\.souza@example\.com/)).not.toBeInTheDocument();
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

  it('INVALID marks the four identity fields: the details did not match a loan', async () => {
    fakeFetch({ [ENROL]: answer('INVALID') });
    const { user } = await openPage();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not match these details to a loan.');
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

  it('ALREADY_ENROLLED offers log in and the forgot username path', async () => {
    fakeFetch({ [ENROL]: answer('ALREADY_ENROLLED') });
    const { user, store } = await openPage();
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This loan already has online access.');
    const opened = jest.fn();
    window.addEventListener(WINDOW_EVENTS.openLoginDialog, opened);
    await user.click(within(alert).getByRole('button', { name: 'Log in' }));
    window.removeEventListener(WINDOW_EVENTS.openLoginDialog, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(store.get(loginDialogRequestedAtom)).toBe(true);
    await user.click(within(alert).getByRole('link', { name: 'Forgot your username or password?' }));
    expect(currentLocation()).toBe('/page?forgot-username=true');
  });

  it('marks the fields a 400 names, and keeps the values after a network failure', async () => {
    let reply: FakeRoute = () => ({ status: 400, body: { status: 'INVALID', message: 'Invalid body', fields: { email: 'custom' } } });
    fakeFetch({ [ENROL]: (body, headers) => reply(body, headers) });
    const { user } = await openPage();
    await fillValid(user);
    await user.click(submit());
    // Waits for what the visitor sees, not for a number of ticks: the answer arrives when it arrives.
    await waitFor(() => expect(email()).toHaveAccessibleErrorMessage(/Enter a valid e-mail address/));
    expect(email()).toHaveAttribute('aria-invalid', 'true');

    reply = () => {
      throw new TypeError('offline');
    };
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong and your account was not created.');
    expect(email()).toHaveValue('ana.souza@example.com');
    expect(confirmation()).toHaveValue('a quiet road to the coast');
  });
});
