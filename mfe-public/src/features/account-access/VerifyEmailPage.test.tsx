import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSRF_HEADER, PORTAL_API_PATHS, WINDOW_EVENTS } from 'shared-contracts';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import VerifyEmailPage from '@/features/account-access/VerifyEmailPage';
import { fakeFetch, type FakeRoute, type TestStore } from 'shared-ui/testing';
import { freshStore, renderAccessPage } from '@/features/account-access/account-access-test-utils';

jest.setTimeout(60_000);

const VERIFY = PORTAL_API_PATHS.verifyEmail;
const TOKEN = 'Zx8Qm2Lr5Tn7Vb4Kc1Hd9Wf3';

const open = (options: { token?: string; strict?: boolean; store?: TestStore } = {}) =>
  renderAccessPage(VerifyEmailPage, { routeId: 'verifyEmail', params: { token: options.token ?? TOKEN }, strict: options.strict, store: options.store });

describe('VerifyEmailPage (spec 2.3: /verify-email-{token})', () => {
  it('shows "verifying" while the call runs, then success with a log-in button; one call even in StrictMode', async () => {
    let release: () => void = () => {};
    const calls = fakeFetch({ [VERIFY]: () => new Promise((resolve) => (release = () => resolve({ body: { status: 'SUCCESS' } }))) });
    await open({ strict: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Verifying your e-mail address…');
    release();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your e-mail address is verified' });
    expect(heading).toHaveFocus();
    expect(calls.bodiesTo(VERIFY)).toEqual([{ token: TOKEN }]);

    const opened = jest.fn();
    window.addEventListener(WINDOW_EVENTS.openLoginDialog, opened);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    window.removeEventListener(WINDOW_EVENTS.openLoginDialog, opened);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('EXPIRED explains the link lifetime and how to get a new link', async () => {
    fakeFetch({ [VERIFY]: () => ({ body: { status: 'EXPIRED' } }) });
    await open();
    await screen.findByRole('heading', { level: 2, name: 'This link has expired or was already used' });
    expect(screen.getByText(/A verification link works once, for 24 hours\./)).toBeInTheDocument();
    expect(screen.getByText(/To get a new link, log in with your username and password/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('a token of the wrong shape is invalid without a call', async () => {
    const calls = fakeFetch({ [VERIFY]: () => ({ status: 400, body: { status: 'INVALID', message: 'Invalid body' } }) });
    await open({ token: 'short' });
    await screen.findByRole('heading', { level: 2, name: 'This link is not valid' });
    expect(calls).not.toHaveBeenCalled();
  });

  it('a 400 answer is an invalid link', async () => {
    fakeFetch({ [VERIFY]: () => ({ status: 400, body: { status: 'INVALID', message: 'Invalid body' } }) });
    await open();
    await screen.findByRole('heading', { level: 2, name: 'This link is not valid' });
  });

  it('a failure offers to try again, which calls again', async () => {
    let reply: FakeRoute = () => ({ status: 500, body: { status: 'ERROR', message: 'Server error' } });
    const calls = fakeFetch({ [VERIFY]: (request) => reply(request) });
    await open();
    await screen.findByRole('heading', { level: 2, name: 'We could not check your link' });
    reply = () => ({ body: { status: 'SUCCESS' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: 'Your e-mail address is verified' });
    expect(calls.bodiesTo(VERIFY)).toHaveLength(2);
  });

  it('a signed-in visitor sends the csrf token and is offered the account instead of a log-in', async () => {
    const store = freshStore();
    store.set(csrfAtom, 'csrf-1');
    store.set(authenticatedAtom, true);
    const headers: Record<string, string>[] = [];
    fakeFetch({
      [VERIFY]: ({ headers: sent }) => {
        headers.push(sent);
        return { body: { status: 'SUCCESS' } };
      },
    });
    await open({ store });
    await screen.findByRole('heading', { level: 2, name: 'Your e-mail address is verified' });
    expect(headers[0]?.[CSRF_HEADER]).toBe('csrf-1');
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
  });

  it('retries once with the session token when the server wants one the page did not have yet', async () => {
    const headers: Record<string, string>[] = [];
    fakeFetch({
      [VERIFY]: ({ headers: sent }) => {
        headers.push(sent);
        return sent[CSRF_HEADER] === 'restored'
          ? { body: { status: 'SUCCESS' } }
          : { status: 403, body: { status: 'FORBIDDEN', message: 'The csrf-token header is missing or does not match the session' } };
      },
      [PORTAL_API_PATHS.session]: () => ({ body: { authenticated: true, csrf: 'restored' } }),
    });
    await open();
    await screen.findByRole('heading', { level: 2, name: 'Your e-mail address is verified' });
    expect(headers.map((sent) => sent[CSRF_HEADER])).toEqual([undefined, 'restored']);
  });
});
