import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAVING_SITE_CALLBACK_DELAY_MS } from 'shared-contracts';
import { pendingLinkCallbackAtom, pendingLinkUrlAtom } from 'shared-contracts/atoms';
import { activateTestLocale, renderWithProviders } from 'shared-ui/testing';
import { ExternalLink } from '@/features/leaving-site/ExternalLink';
import { LeavingSiteDialog } from '@/features/leaving-site/LeavingSiteDialog';

const URL_OUT = 'https://www.example.org/roadbridge';

function Harness({ showLink = true, onContinue }: { showLink?: boolean; onContinue?: () => void }) {
  return (
    <>
      {showLink ? (
        <ExternalLink href={URL_OUT} onContinue={onContinue}>
          Example partner
        </ExternalLink>
      ) : null}
      <LeavingSiteDialog />
    </>
  );
}

beforeAll(activateTestLocale);

let openSpy: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  openSpy.mockRestore();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('leaving-site interstitial', () => {
  it('is a real external link that opens in a new tab without an opener', () => {
    renderWithProviders(<Harness />);
    const link = screen.getByRole('link', { name: /example partner/i });
    expect(link).toHaveAttribute('href', URL_OUT);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/opens in a new tab/i);
  });

  it('stops the navigation and asks first', async () => {
    const { store } = renderWithProviders(<Harness />);
    const followed = fireEvent.click(screen.getByRole('link', { name: /example partner/i }));
    expect(followed).toBe(false);
    expect(store.get(pendingLinkUrlAtom)).toBe(URL_OUT);

    const dialog = await screen.findByRole('dialog', { name: /you are leaving our site/i });
    expect(dialog).toHaveTextContent(/not operated by roadbridge auto finance/i);
    expect(dialog).toHaveTextContent('www.example.org');
    expect(screen.getByRole('button', { name: /cancel/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /continue/i })).toBeInTheDocument();
  });

  it('continue opens the link in a new tab, then runs the callback after 500 ms and clears the state', async () => {
    const user = setup();
    const onContinue = jest.fn();
    const { store } = renderWithProviders(<Harness onContinue={onContinue} />);
    await user.click(screen.getByRole('link', { name: /example partner/i }));
    expect(store.get(pendingLinkCallbackAtom)).toBe(onContinue);

    await user.click(await screen.findByRole('button', { name: /continue/i }));
    expect(openSpy).toHaveBeenCalledWith(URL_OUT, '_blank', 'noopener,noreferrer');
    expect(onContinue).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(LEAVING_SITE_CALLBACK_DELAY_MS - 1));
    expect(onContinue).not.toHaveBeenCalled();
    expect(store.get(pendingLinkUrlAtom)).toBe(URL_OUT);

    act(() => jest.advanceTimersByTime(1));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(store.get(pendingLinkUrlAtom)).toBe('');
    expect(store.get(pendingLinkCallbackAtom)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancel clears the pending link and never runs the callback', async () => {
    const user = setup();
    const onContinue = jest.fn();
    const { store } = renderWithProviders(<Harness onContinue={onContinue} />);
    await user.click(screen.getByRole('link', { name: /example partner/i }));
    await user.click(await screen.findByRole('button', { name: /cancel/i }));

    expect(store.get(pendingLinkUrlAtom)).toBe('');
    expect(store.get(pendingLinkCallbackAtom)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => jest.advanceTimersByTime(LEAVING_SITE_CALLBACK_DELAY_MS * 2));
    expect(onContinue).not.toHaveBeenCalled();
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('Escape cancels too', async () => {
    const user = setup();
    const { store } = renderWithProviders(<Harness onContinue={jest.fn()} />);
    await user.click(screen.getByRole('link', { name: /example partner/i }));
    await screen.findByRole('dialog');
    // The dialog's dismiss layer starts listening on the next frame.
    await act(async () => {
      jest.advanceTimersByTime(50);
    });
    await user.keyboard('{Escape}');
    expect(store.get(pendingLinkUrlAtom)).toBe('');
    expect(store.get(pendingLinkCallbackAtom)).toBeNull();
  });

  it('the close button cancels too', async () => {
    const user = setup();
    const onContinue = jest.fn();
    const { store } = renderWithProviders(<Harness onContinue={onContinue} />);
    await user.click(screen.getByRole('link', { name: /example partner/i }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.get(pendingLinkUrlAtom)).toBe('');
    expect(store.get(pendingLinkCallbackAtom)).toBeNull();
    act(() => jest.advanceTimersByTime(LEAVING_SITE_CALLBACK_DELAY_MS * 2));
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('removing the link while it is pending clears the pending link', async () => {
    const { store, rerender } = renderWithProviders(<Harness onContinue={jest.fn()} />);
    fireEvent.click(screen.getByRole('link', { name: /example partner/i }));
    await screen.findByRole('dialog');

    rerender(<Harness showLink={false} />);
    expect(store.get(pendingLinkUrlAtom)).toBe('');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removing another link leaves the pending one alone', () => {
    const { store } = renderWithProviders(<Harness showLink={false} />);
    act(() => store.set(pendingLinkUrlAtom, 'https://elsewhere.example/'));
    const { unmount } = renderWithProviders(<ExternalLink href={URL_OUT}>Other</ExternalLink>, { store });
    unmount();
    expect(store.get(pendingLinkUrlAtom)).toBe('https://elsewhere.example/');
  });

  it('lets the browser follow the link while another link is pending', () => {
    const { store } = renderWithProviders(<Harness />);
    act(() => store.set(pendingLinkCallbackAtom, () => () => undefined));
    const followed = fireEvent.click(screen.getByRole('link', { name: /example partner/i }));
    expect(followed).toBe(true);
    expect(store.get(pendingLinkUrlAtom)).toBe('');
  });
});
