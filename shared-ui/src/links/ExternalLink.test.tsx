import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { pendingLinkCallbackAtom, pendingLinkUrlAtom } from 'shared-contracts/atoms';
import { activateTestLocale, renderWithProviders } from '../test/render';
import { ExternalLink } from './ExternalLink';

/** Spec 4.6: the leaving-site interstitial, through the shared pending-link atoms the shell's dialog watches. */

const HREF = 'https://example.org/partner';

describe('ExternalLink', () => {
  it('is a new-tab link named with its hint, and a click hands the address and callback to the warning', async () => {
    await activateTestLocale('es-US');
    const user = userEvent.setup();
    const store = createStore();
    const onContinue = jest.fn();
    renderWithProviders(
      <ExternalLink href={HREF} onContinue={onContinue}>
        Partner
      </ExternalLink>,
      { store },
    );
    const link = screen.getByRole('link', { name: 'Partner (se abre en una pestaña nueva)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(link);
    expect(store.get(pendingLinkUrlAtom)).toBe(HREF);
    expect(store.get(pendingLinkCallbackAtom)).toBe(onContinue);
  });

  it('leaves the click alone while another link is pending, and clears its own pending address when removed', async () => {
    await activateTestLocale();
    const user = userEvent.setup();
    const store = createStore();
    store.set(pendingLinkUrlAtom, 'https://example.org/other');
    const { unmount } = renderWithProviders(<ExternalLink href={HREF}>Partner</ExternalLink>, { store });

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Partner (opens in a new tab)' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(store.get(pendingLinkUrlAtom)).toBe('https://example.org/other');

    store.set(pendingLinkUrlAtom, '');
    await user.click(screen.getByRole('link'));
    expect(store.get(pendingLinkUrlAtom)).toBe(HREF);
    unmount();
    expect(store.get(pendingLinkUrlAtom)).toBe('');
    expect(store.get(pendingLinkCallbackAtom)).toBeNull();
  });
});
