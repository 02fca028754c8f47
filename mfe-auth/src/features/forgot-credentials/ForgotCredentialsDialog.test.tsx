import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_EVENTS, PORTAL_API_PATHS } from 'shared-contracts';
import { authDialogAtom } from '@/features/dialogs/auth-dialog-state';
import { ForgotCredentialsDialog } from '@/features/forgot-credentials/ForgotCredentialsDialog';
import { activateTestLocale, captchaMounts, currentLocation, resetCaptchaMounts, fakeFetch, fakeShell, renderWithProviders } from 'shared-ui/testing';

// The captcha's real proof of work stands in for a button (shared-ui's test double); the rest of shared-ui is real.
jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), CaptchaWidget: jest.requireActual('shared-ui/testing').CaptchaWidgetDouble }));

beforeAll(() => activateTestLocale());

beforeEach(() => {
  resetCaptchaMounts();
});

async function openFromAtom(tab: 'username' | 'password') {
  const shell = fakeShell();
  const view = renderWithProviders(<ForgotCredentialsDialog locale="en-US" shell={shell} />);
  act(() => view.store.set(authDialogAtom, { kind: 'forgot-credentials', tab }));
  await screen.findByRole('dialog', { name: 'Forgot username or password' });
  return { ...view, shell };
}

describe('ForgotCredentialsDialog (spec 2.11, 4.3, 5, 8.3)', () => {
  it('is closed until the atom asks for it, then tracks the forgot page', async () => {
    const shell = fakeShell();
    const view = renderWithProviders(<ForgotCredentialsDialog locale="en-US" shell={shell} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => view.store.set(authDialogAtom, { kind: 'forgot-credentials', tab: 'username' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(shell.track).toHaveBeenCalledWith(ANALYTICS_EVENTS.forgotPage, expect.objectContaining({ dialog: 'forgot-credentials' }));
    expect(screen.getByRole('tab', { name: 'Forgot username', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAttribute('maxlength', '256');
  });

  it('switching tabs keeps each tab its own field and captcha', async () => {
    await openFromAtom('username');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'a@b.co');
    await user.click(screen.getByRole('tab', { name: 'Forgot password' }));
    // The username panel leaves with an exit animation; on a loaded machine both panels show for a moment.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Continue' })).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Forgot username' }));
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('a@b.co');
  });

  it('username: Continue needs the e-mail and a captcha token; success shows the redacted e-mail', async () => {
    const calls = fakeFetch({
      [PORTAL_API_PATHS.sendUsername]: () => ({ body: { status: 'SUCCESS', email: 'm****a@example.com' } }),
    });
    await openFromAtom('username');
    const user = userEvent.setup();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'maria.garcia@example.com');
    expect(continueButton).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    expect(await screen.findByText(/we sent its username to m\*\*\*\*a@example\.com/)).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(calls.mock.calls[0]![1]!.body))).toEqual({ email: 'maria.garcia@example.com', captchaToken: expect.stringMatching(/^captcha-/) });
  });

  it('username: a failure shows something went wrong, keeps the typed e-mail and resets the captcha', async () => {
    fakeFetch({ [PORTAL_API_PATHS.sendUsername]: () => ({ status: 400, body: { status: 'CAPTCHA_INVALID', message: 'x' } }) });
    await openFromAtom('username');
    const user = userEvent.setup();
    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    await user.type(email, 'maria.garcia@example.com');
    const mountsBefore = captchaMounts();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(email).toHaveValue('maria.garcia@example.com');
    expect(captchaMounts()).toBeGreaterThan(mountsBefore);
    // The spent token is gone: Continue waits for a new solution.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('username: a network failure also shows something went wrong', async () => {
    fakeFetch({});
    await openFromAtom('username');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('password: opens on the password tab; SUCCESS shows success with the (redacted) username', async () => {
    const calls = fakeFetch({ [PORTAL_API_PATHS.sendPasswordReset]: () => ({ body: { status: 'SUCCESS' } }) });
    await openFromAtom('password');
    expect(screen.getByRole('tab', { name: 'Forgot password', selected: true })).toBeInTheDocument();
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: /Username/ });
    expect(field).toHaveAttribute('maxlength', '256');
    await user.type(field, 'demo');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(continueButton);
    expect(await screen.findByText(/If d\*\*\*\*o is your username/)).toBeInTheDocument();
    expect(JSON.parse(String(calls.mock.calls[0]![1]!.body))).toEqual({ username: 'demo', captchaToken: expect.any(String) });
  });

  it('password: an answer without status SUCCESS is a failure and keeps the username', async () => {
    fakeFetch({ [PORTAL_API_PATHS.sendPasswordReset]: () => ({ body: { status: 'NOPE' } }) });
    await openFromAtom('password');
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: /Username/ });
    await user.type(field, 'demo');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(field).toHaveValue('demo');
  });

  it('?forgot-password=true opens the password tab; closing removes the flag and clears the atom', async () => {
    const shell = fakeShell();
    const view = renderWithProviders(<ForgotCredentialsDialog locale="en-US" shell={shell} />, { route: '/faq?forgot-password=true&x=1' });
    expect(await screen.findByRole('tab', { name: 'Forgot password', selected: true })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/faq?x=1');
    expect(view.store.get(authDialogAtom)).toBeNull();
  });

  it('?forgot-username=true opens the username tab', async () => {
    renderWithProviders(<ForgotCredentialsDialog locale="en-US" shell={fakeShell()} />, { route: '/?forgot-username=true' });
    expect(await screen.findByRole('tab', { name: 'Forgot username', selected: true })).toBeInTheDocument();
  });
});
