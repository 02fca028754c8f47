import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSRF_HEADER, PORTAL_API_PATHS } from 'shared-contracts';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import ChangePasswordPage from '@/features/account-access/ChangePasswordPage';
import { fakeFetch, type FakeRoute } from 'shared-ui/testing';
import { freshStore, renderAccessPage } from '@/features/account-access/account-access-test-utils';

jest.setTimeout(60_000);

const CHANGE = PORTAL_API_PATHS.changePassword;
const signedOutSession: FakeRoute = () => ({ body: { authenticated: false } });

const current = () => screen.getByLabelText(/^Current password/, { selector: 'input' });
const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^Confirm the password/, { selector: 'input' });
const change = () => screen.getByRole('button', { name: 'Change my password' });

function signedInStore() {
  const store = freshStore();
  store.set(csrfAtom, 'csrf-1');
  store.set(authenticatedAtom, true);
  return store;
}

async function openSignedIn() {
  await renderAccessPage(ChangePasswordPage, { routeId: 'changePassword', store: signedInStore() });
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, next = 'a quiet road to the coast') {
  await user.type(current(), 'Demo-Pass-2026!');
  await user.type(newPassword(), next);
  await user.type(confirmation(), next);
}

describe('ChangePasswordPage (spec 2.2: /change-password)', () => {
  it('signed out: explains and offers to log in; the form appears when the visitor signs in', async () => {
    fakeFetch({ [PORTAL_API_PATHS.session]: signedOutSession });
    const store = freshStore();
    await renderAccessPage(ChangePasswordPage, { routeId: 'changePassword', store });
    await screen.findByRole('heading', { level: 2, name: 'Log in to change your password' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a link to reset it' })).toHaveAttribute('href', '/page?forgot-password=true');
    act(() => {
      store.set(csrfAtom, 'csrf-1');
      store.set(authenticatedAtom, true);
    });
    expect(await screen.findByRole('button', { name: 'Change my password' })).toBeInTheDocument();
    act(() => store.set(authenticatedAtom, false));
    expect(await screen.findByRole('heading', { level: 2, name: 'Log in to change your password' })).toBeInTheDocument();
  });

  it('after a reload it waits for the session the shell restores instead of showing "log in"', async () => {
    fakeFetch({ [PORTAL_API_PATHS.session]: () => ({ body: { authenticated: true, csrf: 'csrf-2' } }) });
    const store = freshStore();
    await renderAccessPage(ChangePasswordPage, { routeId: 'changePassword', store });
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether you are logged in…');
    await act(async () => {});
    expect(screen.queryByRole('heading', { level: 2, name: 'Log in to change your password' })).not.toBeInTheDocument();
    act(() => {
      store.set(csrfAtom, 'csrf-2');
      store.set(authenticatedAtom, true);
    });
    expect(await screen.findByRole('button', { name: 'Change my password' })).toBeInTheDocument();
  });

  it('shows the rules before submit and refuses invalid input without a request', async () => {
    const calls = fakeFetch({});
    const user = await openSignedIn();
    expect(screen.getByRole('list', { name: 'Password rules' })).toBeInTheDocument();
    await user.type(newPassword(), 'short');
    await user.click(change());
    await waitFor(() => expect(current()).toHaveAccessibleErrorMessage('This field is required.'));
    expect(newPassword()).toHaveAccessibleErrorMessage('Use at least 8 characters.');
    expect(confirmation()).toHaveAccessibleErrorMessage('This field is required.');
    expect(current()).toHaveFocus();

    await user.clear(newPassword());
    await user.type(current(), 'Demo-Pass-2026!');
    await user.type(newPassword(), 'Demo-Pass-2026!');
    await user.type(confirmation(), 'Demo-Pass-2026!');
    await user.click(change());
    await waitFor(() => expect(newPassword()).toHaveAccessibleErrorMessage('Choose a password different from your current one.'));
    expect(calls).not.toHaveBeenCalled();
  });

  it('sends the csrf header and confirms SUCCESS', async () => {
    const headers: Record<string, string>[] = [];
    const calls = fakeFetch({
      [CHANGE]: ({ headers: sent }) => {
        headers.push(sent);
        return { body: { status: 'SUCCESS' } };
      },
    });
    const user = await openSignedIn();
    await fill(user);
    await user.click(change());
    expect(await screen.findByRole('heading', { level: 2, name: 'Your password is changed' })).toHaveFocus();
    expect(headers[0]?.[CSRF_HEADER]).toBe('csrf-1');
    expect(calls.bodiesTo(CHANGE)).toEqual([{ currentPassword: 'Demo-Pass-2026!', newPassword: 'a quiet road to the coast' }]);
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
  });

  it('INVALID is shown at the current password, COMMON_PASSWORD at the new one', async () => {
    let status = 'INVALID';
    fakeFetch({ [CHANGE]: () => ({ body: { status } }) });
    const user = await openSignedIn();
    await fill(user);
    await user.click(change());
    await waitFor(() => expect(current()).toHaveAccessibleErrorMessage('This is not your current password. Check it and try again.'));
    expect(current()).toHaveFocus();
    expect(newPassword()).not.toHaveAttribute('aria-invalid');

    status = 'COMMON_PASSWORD';
    await user.click(change());
    await waitFor(() => expect(newPassword()).toHaveAccessibleErrorMessage(/This password is too easy to guess/));
    expect(current()).not.toHaveAttribute('aria-invalid');
    expect(current()).toHaveValue('Demo-Pass-2026!');
  });

  it('a session that ended meanwhile (401) says to log in again', async () => {
    fakeFetch({ [CHANGE]: () => ({ status: 401, body: { status: 'UNAUTHENTICATED', message: 'Please sign in' } }) });
    const user = await openSignedIn();
    await fill(user);
    await user.click(change());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Log in again to change your password.');
  });
});
