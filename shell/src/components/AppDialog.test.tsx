import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppDialog } from '@/components/AppDialog';
import { activateTestLocale, renderWithProviders } from 'shared-ui/testing';

describe('AppDialog (spec 2.13)', () => {
  beforeAll(activateTestLocale);

  it('has its title as name, a close button, and closes on Escape', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <AppDialog open onClose={onClose} title="Leaving our site" size="smc">
        <p>Body text</p>
      </AppDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Leaving our site' });
    expect(dialog).toHaveTextContent('Body text');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('offers an optional full-screen toggle', async () => {
    renderWithProviders(
      <AppDialog open onClose={() => undefined} title="Statement" allowFullscreen>
        <p>Statement</p>
      </AppDialog>,
    );
    const toggle = await screen.findByRole('button', { name: 'Full screen' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('closes on browser back without leaving the page', async () => {
    // Let the history.back() of the earlier tests' closing dialogs land, then start from a clean entry.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    window.history.replaceState(null, '');
    const onClose = jest.fn();
    renderWithProviders(
      <AppDialog open onClose={onClose} title="Help">
        <p>Help</p>
      </AppDialog>,
    );
    await screen.findByRole('dialog', { name: 'Help' });
    // Opening pushed an entry for the same URL; Back pops only that entry.
    expect(window.history.state).toMatchObject({ dialogDepth: expect.any(Number) });
    const url = window.location.href;
    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(window.location.href).toBe(url);
  });
});

describe('AppDialog swap (spec 2.10–2.12: the login form opens a recovery dialog)', () => {
  beforeAll(activateTestLocale);

  it('keeps the dialog that opens in the same commit as another one closes', async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    window.history.replaceState(null, '');
    function Swap() {
      const [which, setWhich] = useState<'login' | 'forgot' | null>('login');
      return (
        <>
          <AppDialog open={which === 'login'} onClose={() => setWhich(null)} title="Log in">
            <button type="button" onClick={() => setWhich('forgot')}>
              Forgot?
            </button>
          </AppDialog>
          <AppDialog open={which === 'forgot'} onClose={() => setWhich(null)} title="Forgot">
            <p>Recover</p>
          </AppDialog>
        </>
      );
    }
    renderWithProviders(<Swap />);
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot?' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('dialog', { name: 'Forgot' })).toBeInTheDocument();
    expect(window.history.state).toMatchObject({ dialogDepth: 1 });
    // Back now closes the recovery dialog, and only it.
    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot' })).not.toBeInTheDocument());
  });
});
