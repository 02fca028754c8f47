import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_EVENTS, COMPANY, HEADER_LOGO, MOBILE_BREAKPOINT_PX, WINDOW_EVENTS } from 'shared-contracts';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { system } from '@/app/system';
import { track } from '@/features/analytics/analytics';

import { Header, isDealerPage } from '@/features/header/Header';
import { activateTestLocale, currentLocation, renderWithProviders } from 'shared-ui/testing';

jest.mock('@/features/analytics/analytics', () => ({ track: jest.fn() }));
const trackMock = jest.mocked(track);

beforeAll(activateTestLocale);
beforeEach(() => trackMock.mockClear());

/** jsdom cannot open a new tab; keep external links from trying (React's handlers still run). */
const stopNavigation = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a[target="_blank"]')) event.preventDefault();
};
beforeAll(() => window.addEventListener('click', stopNavigation));
afterAll(() => window.removeEventListener('click', stopNavigation));

function Page({ hasUnread }: { hasUnread?: boolean }) {
  return (
    <>
      <Header hasUnread={hasUnread} />
      <p>Page content outside the header</p>
    </>
  );
}

/** The desktop navigation (the mobile panel is hidden until its toggle is pressed). */
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const dropdownButton = (name: string) => within(mainNav()).getByRole('button', { name });

function listenFor(eventName: string) {
  const listener = jest.fn();
  window.addEventListener(eventName, listener);
  return { listener, stop: () => window.removeEventListener(eventName, listener) };
}

describe('Header for a visitor', () => {
  it('is the banner with the logo, exactly 180×25, named after the company and linking home in the current locale', () => {
    renderWithProviders(<Page />, { route: '/es/about' });
    const banner = screen.getByRole('banner');
    const home = within(banner).getByRole('link', { name: COMPANY.name });
    expect(home).toHaveAttribute('href', '/es');
    const logo = within(home).getByRole('img', { name: COMPANY.name });
    expect(logo).toHaveAttribute('width', String(HEADER_LOGO.width));
    expect(logo).toHaveAttribute('height', String(HEADER_LOGO.height));
  });

  it('has the Customers and Dealers dropdowns and the About, Careers and Contact links', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />, { route: '/es' });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/es/about');
    expect(within(nav).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/es/careers');
    expect(within(nav).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/es/contact');

    const customers = dropdownButton('Customers');
    expect(customers).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Make a payment' })).not.toBeInTheDocument();
    await user.click(customers);
    expect(customers).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(customers.getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    const links = within(list as HTMLElement);
    expect(links.getByRole('link', { name: 'Customer homepage' })).toHaveAttribute('href', '/es');
    expect(links.getByRole('link', { name: 'Make a payment' })).toHaveAttribute('href', '/es/payments');
    expect(links.getByRole('link', { name: 'Customer FAQ' })).toHaveAttribute('href', '/es/faq');
    // A real link that works before hydration (decision 059).
    expect(links.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '?login=1');

    await user.click(dropdownButton('Dealers'));
    const dealers = within(nav);
    expect(dealers.getByRole('link', { name: 'Dealer homepage' })).toHaveAttribute('href', '/es/dealers');
    expect(dealers.getByRole('link', { name: 'Dealer FAQ' })).toHaveAttribute('href', '/es/dealers/faq');
    const dealerLogin = dealers.getByRole('link', { name: /dealer log in/i });
    expect(dealerLogin).toHaveAttribute('href', COMPANY.dealerLoginUrl);
    expect(dealerLogin).toHaveAttribute('target', '_blank');
    await user.click(dealerLogin);
    expect(trackMock).toHaveBeenCalledWith(ANALYTICS_EVENTS.dealerLogIn);
  });

  it('keeps only one dropdown open at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(dropdownButton('Customers'));
    await user.click(dropdownButton('Dealers'));
    expect(dropdownButton('Dealers')).toHaveAttribute('aria-expanded', 'true');
    expect(dropdownButton('Customers')).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).queryByRole('link', { name: 'Make a payment' })).not.toBeInTheDocument();

    await user.click(dropdownButton('Dealers'));
    expect(dropdownButton('Dealers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the header', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(dropdownButton('Customers'));
    await user.click(screen.getByText('Page content outside the header'));
    expect(dropdownButton('Customers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is chosen, and the link navigates', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(dropdownButton('Customers'));
    await user.click(within(mainNav()).getByRole('link', { name: 'Make a payment' }));
    expect(currentLocation()).toMatch('/payments');
    expect(dropdownButton('Customers')).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).getByRole('link', { name: 'Contact us' })).not.toHaveAttribute('aria-current');
  });

  it('marks the current page', () => {
    renderWithProviders(<Page />, { route: '/careers' });
    expect(within(mainNav()).getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
  });

  it('Escape closes the open dropdown and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(dropdownButton('Dealers'));
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'Dealer homepage' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dropdownButton('Dealers')).toHaveAttribute('aria-expanded', 'false');
    expect(dropdownButton('Dealers')).toHaveFocus();
  });

  it('closes a dropdown when focus leaves it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(dropdownButton('Dealers'));
    await user.tab(); // Dealer homepage
    await user.tab(); // Dealer FAQ
    await user.tab(); // Dealer log in
    await user.tab(); // About us
    expect(within(mainNav()).getByRole('link', { name: 'About us' })).toHaveFocus();
    expect(dropdownButton('Dealers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('the log-in button opens the login dialog through the openLoginDialog event', async () => {
    const user = userEvent.setup();
    const { listener, stop } = listenFor(WINDOW_EVENTS.openLoginDialog);
    renderWithProviders(<Page />);
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: /dealer log in/i })).not.toBeInTheDocument();
    const logIn = within(banner).getByRole('link', { name: 'Log in' });
    // A link to ?login=1 for a click before hydration or a new tab (decision 059), not a button's type.
    expect(logIn).toHaveAttribute('href', '?login=1');
    expect(logIn).not.toHaveAttribute('type');
    await user.click(logIn);
    expect(listener).toHaveBeenCalledTimes(1);
    // Opened in place: the page does not follow the link.
    expect(window.location.search).toBe('');

    await user.click(dropdownButton('Customers'));
    await user.click(within(mainNav()).getByRole('link', { name: 'Log in' }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(dropdownButton('Customers')).toHaveAttribute('aria-expanded', 'false');
    stop();
  });

  it.each(['/dealers', '/dealers/faq', '/pt/dealers/thank-you'])('on the dealer page %s shows the dealer log-in', async (route) => {
    const user = userEvent.setup();
    const { listener, stop } = listenFor(WINDOW_EVENTS.openLoginDialog);
    renderWithProviders(<Page />, { route });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const dealerLogin = within(banner).getByRole('link', { name: /dealer log in/i });
    expect(dealerLogin).toHaveAttribute('href', COMPANY.dealerLoginUrl);
    expect(dealerLogin).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(dealerLogin);
    expect(trackMock).toHaveBeenCalledWith(ANALYTICS_EVENTS.dealerLogIn);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('knows the dealer pages by their route group', () => {
    expect(isDealerPage('/dealers')).toBe(true);
    expect(isDealerPage('/es/dealers/faq')).toBe(true);
    expect(isDealerPage('/dealers/unknown')).toBe(true);
    expect(isDealerPage('/dealership')).toBe(false);
    expect(isDealerPage('/faq')).toBe(false);
    expect(isDealerPage('/')).toBe(false);
  });

  it('has the language switcher', () => {
    renderWithProviders(<Page />, { route: '/faq' });
    const language = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Language' });
    expect(within(language).getByRole('link', { name: 'Português' })).toHaveAttribute('href', '/pt/faq');
  });
});

describe('Header on small screens', () => {
  it('switches at the md breakpoint, which is MOBILE_BREAKPOINT_PX', () => {
    expect(system.token('breakpoints.md')).toBe(`${MOBILE_BREAKPOINT_PX}px`);
  });

  it('the menu toggle opens a panel with every submenu expanded, and closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(panel).toBeVisible();
    const inPanel = within(panel);
    expect(inPanel.getByRole('button', { name: 'Customers' })).toHaveAttribute('aria-expanded', 'true');
    expect(inPanel.getByRole('button', { name: 'Dealers' })).toHaveAttribute('aria-expanded', 'true');
    expect(inPanel.getByRole('link', { name: 'Make a payment' })).toBeVisible();
    expect(inPanel.getByRole('link', { name: 'Dealer FAQ' })).toBeVisible();
    expect(inPanel.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);

    // A group can still be collapsed by hand.
    await user.click(inPanel.getByRole('button', { name: 'Dealers' }));
    expect(inPanel.queryByRole('link', { name: 'Dealer FAQ' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Menu');
    expect(panel).not.toBeVisible();
  });

  it('choosing a link in the panel closes it; Escape closes it and focuses the toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(panel).getByRole('link', { name: 'Careers' }));
    expect(currentLocation()).toMatch('/careers');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    within(panel).getByRole('link', { name: 'About us' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('a click outside closes the panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    fireEvent.pointerDown(screen.getByText('Page content outside the header'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Header for a signed-in customer', () => {
  const signedIn = async (route = '/account', hasUnread?: boolean) => {
    const result = renderWithProviders(<Page hasUnread={hasUnread} />, { route });
    act(() => result.store.set(authenticatedAtom, true));
    return result;
  };

  it('has the Account dropdown, Contact, the secure-message link and log out', async () => {
    const user = userEvent.setup();
    await signedIn('/pt/account');
    const nav = mainNav();
    expect(within(nav).queryByRole('button', { name: 'Customers' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Dealers' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/pt/contact');

    await user.click(dropdownButton('Account'));
    const expected: Array<[string, string]> = [
      ['My account', '/pt/account'],
      ['Statements', '/pt/account/statements'],
      ['History', '/pt/account/history'],
      ['Make a payment', '/pt/payments'],
      ['Customer FAQ', '/pt/faq'],
      ['Settings', '/pt/account/settings'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    const messages = within(screen.getByRole('banner')).getByRole('link', { name: 'Secure messages' });
    expect(messages).toHaveAttribute('href', '/pt/account/messaging');
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows an unread dot with hidden text on the envelope', async () => {
    await signedIn('/account', true);
    const messages = within(screen.getByRole('banner')).getByRole('link', { name: /secure messages.*unread/i });
    expect(within(messages).getByTestId('unread-dot')).toHaveAttribute('aria-hidden', 'true');
  });

  it('log out asks the session feature through the logout event', async () => {
    const user = userEvent.setup();
    const { listener, stop } = listenFor(WINDOW_EVENTS.logout);
    await signedIn();
    const banner = screen.getByRole('banner');
    const logoutButtons = within(banner).getAllByRole('button', { name: 'Log out' });
    expect(logoutButtons).toHaveLength(1);
    await user.click(logoutButtons[0] as HTMLElement);
    expect(listener).toHaveBeenCalledTimes(1);

    await user.click(dropdownButton('Account'));
    await user.click(within(mainNav()).getByRole('button', { name: 'Log out' }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(dropdownButton('Account')).toHaveAttribute('aria-expanded', 'false');
    stop();
  });
});
