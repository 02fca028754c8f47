import { expect, type Page } from '@playwright/test';
import { type AppRoute, type Locale } from 'shared-contracts';
import { catalogText } from './i18n';

/** A URL-safe token of 24 characters, the shape of a real verification or reset token. */
export const SAMPLE_TOKEN = 'Zx8Qm2Lr5Tn7Vb4Kc1Hd9Wf3';

/** The browser path of a route without locale prefix; a tokenised route gets SAMPLE_TOKEN. */
export function concretePath(route: Pick<AppRoute, 'path'>): string {
  return route.path.replace('{token}', SAMPLE_TOKEN);
}

/** `/es` and `/es/` are one page: compares pathnames without a trailing slash (except the root). */
export function samePath(actual: string, expected: string): boolean {
  const trim = (value: string) => (value.length > 1 && value.endsWith('/') ? value.slice(0, -1) : value);
  return trim(actual) === trim(expected);
}

export async function expectPathname(page: Page, expected: string): Promise<void> {
  await expect(page, `expected to be on ${expected}`).toHaveURL((url) => samePath(url.pathname, expected));
}

/** Node-style stack frames ("at fn (/srv/app.js:12:3)") or browser ones ("at https://…/main.js:1:200"). */
export const STACK_TRACE = /\bat\s+[^\n]{0,300}?\.js:\d+/;

/** The header's desktop navigation, the mobile menu's navigation and the login button live in the banner. */
export const banner = (page: Page) => page.getByRole('banner');
export const mainNav = (page: Page, locale: Locale = 'en-US') =>
  banner(page).getByRole('navigation', { name: catalogText('shell', locale, 'Main'), exact: true });
export const languageNav = (page: Page, locale: Locale = 'en-US') =>
  banner(page).getByRole('navigation', { name: catalogText('shell', locale, 'Language'), exact: true });
export const headerLoginButton = (page: Page) => banner(page).getByRole('button', { name: 'Log in', exact: true }).last();

/** An ICU placeholder shown as is ("© {year} {company}"): a message the catalog does not have compiled. */
export const RAW_PLACEHOLDER = /\{[A-Za-z_]\w*\}/;
