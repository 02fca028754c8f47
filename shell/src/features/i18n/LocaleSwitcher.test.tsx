import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_EVENTS, LOCALE_COOKIE_MAX_AGE_SECONDS } from 'shared-contracts';
import { track } from '@/features/analytics/analytics';
import { activateTestLocale, currentLocation, renderWithProviders } from 'shared-ui/testing';
import { LocaleSwitcher } from '@/features/i18n/LocaleSwitcher';

jest.mock('@/features/analytics/analytics', () => ({ track: jest.fn() }));
const trackMock = jest.mocked(track);

beforeAll(activateTestLocale);

let cookieSetter: jest.SpyInstance;
beforeEach(() => {
  trackMock.mockClear();
  cookieSetter = jest.spyOn(Document.prototype, 'cookie', 'set');
});
afterEach(() => cookieSetter.mockRestore());

const languageNav = () => screen.getByRole('navigation', { name: 'Language' });

describe('LocaleSwitcher', () => {
  it('lists each locale by its own name, linking to the same page and query in that locale', () => {
    renderWithProviders(<LocaleSwitcher />, { route: '/es/faq?topic=payments' });
    const nav = languageNav();
    const english = within(nav).getByRole('link', { name: 'English' });
    const spanish = within(nav).getByRole('link', { name: 'Español' });
    const portuguese = within(nav).getByRole('link', { name: 'Português' });

    expect(english).toHaveAttribute('href', '/faq?topic=payments');
    expect(spanish).toHaveAttribute('href', '/es/faq?topic=payments');
    expect(portuguese).toHaveAttribute('href', '/pt/faq?topic=payments');

    expect(english).toHaveAttribute('lang', 'en-US');
    expect(english).toHaveAttribute('hreflang', 'en-US');
    expect(portuguese).toHaveAttribute('lang', 'pt-BR');
    expect(portuguese).toHaveAttribute('hreflang', 'pt-BR');

    expect(spanish).toHaveAttribute('aria-current', 'true');
    expect(english).not.toHaveAttribute('aria-current');
    expect(portuguese).not.toHaveAttribute('aria-current');
  });

  it('links the home page of each locale', () => {
    renderWithProviders(<LocaleSwitcher />, { route: '/pt' });
    const nav = languageNav();
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es');
    expect(within(nav).getByRole('link', { name: 'Português' })).toHaveAttribute('aria-current', 'true');
  });

  it('choosing Spanish goes to the Spanish page, remembers it for 365 days and records a Spanish user', async () => {
    const user = userEvent.setup();
    const onSwitch = jest.fn();
    renderWithProviders(<LocaleSwitcher onSwitch={onSwitch} />, { route: '/contact' });
    await user.click(within(languageNav()).getByRole('link', { name: 'Español' }));

    expect(currentLocation()).toMatch('/es/contact');
    expect(cookieSetter).toHaveBeenCalledTimes(1);
    const cookie = String(cookieSetter.mock.calls[0]?.[0]);
    expect(cookie).toMatch(/^locale=es-US;/);
    expect(cookie).toContain(`Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(document.cookie).toContain('locale=es-US');
    expect(trackMock).toHaveBeenCalledWith(ANALYTICS_EVENTS.spanishUser);
    expect(onSwitch).toHaveBeenCalled();
  });

  it('records a Portuguese user, and nothing for English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LocaleSwitcher />, { route: '/about' });
    await user.click(within(languageNav()).getByRole('link', { name: 'Português' }));
    expect(trackMock).toHaveBeenCalledWith(ANALYTICS_EVENTS.portugueseUser);
    expect(currentLocation()).toMatch('/pt/about');

    trackMock.mockClear();
    await user.click(within(languageNav()).getByRole('link', { name: 'English' }));
    expect(currentLocation()).toMatch(/^\/about$/);
    expect(String(cookieSetter.mock.calls.at(-1)?.[0])).toMatch(/^locale=en-US;/);
    expect(trackMock).not.toHaveBeenCalled();
  });
});
