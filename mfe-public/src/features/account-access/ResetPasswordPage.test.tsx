import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HIDDEN_TOKEN_SEGMENT, PORTAL_API_PATHS } from 'shared-contracts';
import ResetPasswordPage from '@/features/account-access/ResetPasswordPage';
import { currentLocation, fakeFetch } from 'shared-ui/testing';
import { renderAccessPage } from '@/features/account-access/account-access-test-utils';

jest.setTimeout(60_000);

const RESET = PORTAL_API_PATHS.resetPassword;
const TOKEN = 'Zx8Qm2Lr5Tn7Vb4Kc1Hd9Wf3';
const NEW_PASSWORD = 'a quiet road to the coast';

const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^Confirm the password/, { selector: 'input' });
const save = () => screen.getByRole('button', { name: 'Save my new password' });

async function openPage(token = TOKEN) {
  await renderAccessPage(ResetPasswordPage, { routeId: 'resetPassword', params: { token } });
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, password = NEW_PASSWORD, repeated = password) {
  await user.type(newPassword(), password);
  await user.type(confirmation(), repeated);
}

describe('ResetPasswordPage (spec 2.3: /reset-password-{token})', () => {
  it('loaded again after the token left the address bar (decision 053): says to open the e-mail link again, without a request', async () => {
    const calls = fakeFetch({ [RESET]: () => ({ body: { status: 'SUCCESS' } }) });
    await openPage(HIDDEN_TOKEN_SEGMENT);
    expect(screen.getByRole('heading', { level: 2, name: 'Open the link from our e-mail again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save my new password' })).toBeNull();
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows the password rules before submit and refuses a short or unmatched password without a request', async () => {
    const calls = fakeFetch({ [RESET]: () => ({ body: { status: 'SUCCESS' } }) });
    const user = await openPage();
    expect(screen.getByRole('list', { name: 'Password rules' })).toHaveTextContent('At least 8 characters');
    await fill(user, 'short', 'other');
    await user.click(save());
    await waitFor(() => expect(newPassword()).toHaveAccessibleErrorMessage('Use at least 8 characters.'));
    expect(confirmation()).toHaveAccessibleErrorMessage(/The two passwords do not match/);
    expect(newPassword()).toHaveFocus();
    expect(calls).not.toHaveBeenCalled();
  });

  it('SUCCESS: "Your password is changed" with a log-in button', async () => {
    const calls = fakeFetch({ [RESET]: () => ({ body: { status: 'SUCCESS' } }) });
    const user = await openPage();
    await fill(user);
    await user.click(save());
    expect(await screen.findByRole('heading', { level: 2, name: 'Your password is changed' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(calls.bodiesTo(RESET)).toEqual([{ token: TOKEN, password: NEW_PASSWORD }]);
  });

  it('EXPIRED: the link expired (30 minutes) and a new one is requested in the forgot password dialog', async () => {
    fakeFetch({ [RESET]: () => ({ body: { status: 'EXPIRED' } }) });
    const user = await openPage();
    await fill(user);
    await user.click(save());
    await screen.findByRole('heading', { level: 2, name: 'This link has expired or was already used' });
    expect(screen.getByText(/A password reset link works once, for 30 minutes\./)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(currentLocation()).toBe('/page?forgot-password=true');
  });

  it('COMMON_PASSWORD is shown at the new password and the form stays', async () => {
    fakeFetch({ [RESET]: () => ({ body: { status: 'COMMON_PASSWORD' } }) });
    const user = await openPage();
    await fill(user, 'password123');
    await user.click(save());
    await waitFor(() => expect(newPassword()).toHaveAccessibleErrorMessage(/This password is too easy to guess/));
    expect(newPassword()).toHaveFocus();
    expect(newPassword()).toHaveAccessibleDescription(/Not met: Not a commonly used password, and not your username/);
    expect(newPassword()).toHaveValue('password123');
    expect(confirmation()).toHaveValue('password123');
  });

  it('a link of the wrong shape is not valid, without a form or a request', async () => {
    const calls = fakeFetch({});
    await openPage('bad');
    expect(screen.getByRole('heading', { level: 2, name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save my new password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/page?forgot-password=true');
    expect(calls).not.toHaveBeenCalled();
  });

  it('a failure keeps both passwords typed and says so', async () => {
    fakeFetch({});
    const user = await openPage();
    await fill(user);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong and your password was not changed.');
    expect(newPassword()).toHaveValue(NEW_PASSWORD);
  });
});
