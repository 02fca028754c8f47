import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { APP_STORE_LINKS, COMPANY, WINDOW_EVENTS } from 'shared-contracts';
import { authenticatedAtom, loginDialogRequestedAtom, pendingLinkCallbackAtom, pendingLinkUrlAtom, uiFlagsAtom } from 'shared-contracts/atoms';
import { activateTestLocale, currentLocation, fakeShell, renderPage, type TestStore } from 'shared-ui/testing';
import HomePage from '@/features/home/HomePage';

/** Spec 2.2 `/` (customer homepage), 2.10 (log in opens the login dialog) and 3 (UI flags of the promotions). */

jest.setTimeout(30_000);

const storedFlags = () => JSON.parse(window.localStorage.getItem('ui-flags') ?? '{}') as Record<string, boolean>;

async function renderHome(store?: TestStore) {
  await activateTestLocale();
  const view = await renderPage(<HomePage routeId="index" locale="en-US" params={{}} shell={fakeShell()} />, { store });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const appOffer = () => screen.queryByRole('heading', { name: 'Your loan in your pocket' });
const paperlessOffer = () => screen.queryByRole('heading', { name: 'Go paperless' });

beforeEach(() => window.localStorage.clear());

describe('home page', () => {
  it('has one h1, the company name, as the index route title', async () => {
    await renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COMPANY.name);
  });

  it('Log in opens the login dialog through the window event, and asks for it if mfe-auth is not loaded yet', async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    window.addEventListener(WINDOW_EVENTS.openLoginDialog, opened);
    const { store } = await renderHome();

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(opened).toHaveBeenCalledTimes(1);
    expect(store.get(loginDialogRequestedAtom)).toBe(true);
    window.removeEventListener(WINDOW_EVENTS.openLoginDialog, opened);
  });

  it('Enroll leads to /enroll', async () => {
    const user = userEvent.setup();
    await renderHome();
    await user.click(screen.getByRole('link', { name: 'Enroll' }));
    expect(currentLocation()).toBe('/enroll');
  });

  it('a signed-in customer is offered the account instead of Log in and Enroll', async () => {
    const store = createStore();
    store.set(authenticatedAtom, true);
    await renderHome(store);
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('each way to pay links to its section of the payments page', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Ways to pay' });
    expect(within(section).getByRole('link', { name: 'Pay by phone' })).toHaveAttribute('href', '/payments#phone');
    expect(within(section).getAllByRole('link')).toHaveLength(5);
  });

  it('a dismissed promotion hides, sets its flag and stays hidden on the next visit', async () => {
    const user = userEvent.setup();
    const first = await renderHome();
    expect(await screen.findByRole('heading', { name: 'Your loan in your pocket' })).toBeVisible();
    expect(paperlessOffer()).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Dismiss the app offer' }));

    expect(appOffer()).not.toBeInTheDocument();
    expect(paperlessOffer()).toBeVisible();
    expect(first.store.get(uiFlagsAtom)['download-app-shown']).toBe(true);
    expect(storedFlags()).toMatchObject({ 'download-app-shown': true, 'paperless-shown': false });

    // A new visit: a fresh store reads the flags back from localStorage.
    first.unmount();
    await renderHome();
    expect(await screen.findByRole('heading', { name: 'Go paperless' })).toBeVisible();
    expect(appOffer()).not.toBeInTheDocument();
  });

  it('acting on the paperless promotion opens the login and retires the promotion', async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    window.addEventListener(WINDOW_EVENTS.openLoginDialog, opened);
    await renderHome();

    await user.click(await screen.findByRole('button', { name: 'Log in to go paperless' }));

    expect(opened).toHaveBeenCalledTimes(1);
    expect(paperlessOffer()).not.toBeInTheDocument();
    expect(storedFlags()['paperless-shown']).toBe(true);
    window.removeEventListener(WINDOW_EVENTS.openLoginDialog, opened);
  });

  it('the offers are sections named by their headings, which take the focus (docs/decisions/067)', async () => {
    await renderHome();
    const offers = await screen.findByRole('region', { name: 'Offers for you' });
    for (const name of ['Your loan in your pocket', 'Go paperless']) {
      const heading = within(offers).getByRole('heading', { level: 2, name });
      expect(within(offers).getByRole('region', { name })).toContainElement(heading);
      expect(heading).toHaveAttribute('tabindex', '-1');
      expect(heading).toHaveAttribute('data-prompt-heading');
    }
    expect(within(offers).getByRole('button', { name: 'Dismiss the paperless offer' })).toBeVisible();
  });

  it('a store link leaves through the leaving-site warning (spec 4.6); continuing retires the app offer', async () => {
    const user = userEvent.setup();
    const { store } = await renderHome();
    const [apple] = APP_STORE_LINKS;
    const link = await screen.findByRole('link', { name: `Get it on ${apple.label} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', apple.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(link);

    expect(store.get(pendingLinkUrlAtom)).toBe(apple.url);
    // The shell's warning runs the callback when the visitor chooses Continue.
    act(() => store.get(pendingLinkCallbackAtom)?.());
    expect(storedFlags()['download-app-shown']).toBe(true);
  });

  it('offers a signed-in customer the settings to go paperless', async () => {
    const store = createStore();
    store.set(authenticatedAtom, true);
    await renderHome(store);
    expect(await screen.findByRole('link', { name: 'Turn on paperless statements' })).toHaveAttribute('href', '/account/settings');
    expect(screen.queryByRole('button', { name: 'Log in to go paperless' })).not.toBeInTheDocument();
  });

  it('shows no promotion to a visitor who already dealt with both', async () => {
    window.localStorage.setItem('ui-flags', JSON.stringify({ 'download-app-shown': true, 'paperless-shown': true }));
    await renderHome();
    // The stored flags load when the atom mounts, before usePromptFlags lets any offer show.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Ways to pay' })).toBeVisible());
    expect(appOffer()).not.toBeInTheDocument();
    expect(paperlessOffer()).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offers for you' })).not.toBeInTheDocument();
  });
});
