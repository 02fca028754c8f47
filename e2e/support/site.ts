import { expect, type Locator, type Page } from '@playwright/test';
import { routeById, type AppRoute, type Locale } from 'shared-contracts';
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
export const headerLoginButton = (page: Page, locale: Locale = 'en-US') =>
  banner(page).getByRole('link', { name: catalogText('shell', locale, 'Log in'), exact: true }).last();

/** An ICU placeholder shown as is ("© {year} {company}"): a message the catalog does not have compiled. */
export const RAW_PLACEHOLDER = /\{[A-Za-z_]\w*\}/;

/** mfe-auth's login dialog (spec 2.10). */
export const loginDialog = (page: Page, locale: Locale = 'en-US') =>
  page.getByRole('dialog', { name: catalogText('mfe-auth', locale, 'Log in to your account') });

/**
 * Presses a "Log in" button (the header's unless `press` says otherwise) and resolves on the login dialog. One press
 * is enough even in the first moments of a page: the shell keeps a request made before mfe-auth has loaded and
 * mfe-auth answers it on mount, so the wait covers the remote's download.
 */
export async function openLoginDialog(page: Page, options: { locale?: Locale; press?: () => Promise<void> } = {}): Promise<Locator> {
  const { locale = 'en-US', press = () => headerLoginButton(page, locale).click() } = options;
  const dialog = loginDialog(page, locale);
  await press();
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  return dialog;
}

/** Fills the open login dialog and presses its Log in button. */
export async function submitLogin(dialog: Locator, username: string, password: string, locale: Locale = 'en-US'): Promise<void> {
  await dialog.getByRole('textbox', { name: catalogText('mfe-auth', locale, 'Username') }).fill(username);
  await dialog.getByLabel(catalogText('mfe-auth', locale, 'Password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: catalogText('mfe-auth', locale, 'Log in'), exact: true }).click();
}

/**
 * Logs in as a person does, through the login dialog, and resolves on /account (spec 4.2: OK with status AL).
 * For a test about that flow; any other test signs in with the `signIn` fixture.
 */
export async function logInThroughDialog(page: Page, username: string, password: string, press?: () => Promise<void>): Promise<void> {
  const dialog = await openLoginDialog(page, { press });
  await submitLogin(dialog, username, password);
  // The dialog closes once the server has checked the password (argon2) and the account details are in (spec 4.2);
  // then /account loads mfe-account. On a loaded 2-core machine each step alone took most of 10 s.
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expectPathname(page, routeById('account').path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My account' })).toBeVisible({ timeout: 20_000 });
}

/** The forgot-account-number dialog (spec 2.12), opened from the login dialog on the home page, at step 1. */
export async function openAccountLookup(page: Page): Promise<Locator> {
  await page.goto(routeById('index').path);
  const login = await openLoginDialog(page);
  await login.getByRole('link', { name: catalogText('mfe-auth', 'en-US', 'Forgot account number?') }).click();
  const dialog = page.getByRole('dialog', { name: catalogText('mfe-auth', 'en-US', 'Forgot account number') });
  await expect(dialog.getByRole('textbox', { name: catalogText('mfe-auth', 'en-US', 'First name') })).toBeVisible();
  return dialog;
}

/**
 * The ALTCHA proof of work of the recovery forms (spec 2.11) runs in the browser: between 1 000 and 2 000 PBKDF2
 * rounds of 500 iterations (the server's default CAPTCHA_COST and CAPTCHA_MAX_COUNTER). A few seconds on an idle
 * machine; on a loaded 2-core one, with the other worker busy, it took up to half a minute.
 */
export const CAPTCHA_SOLVE_TIMEOUT = 60_000;

/** Ticks the ALTCHA checkbox of a form and waits for the proof of work to finish. */
export async function solveCaptcha(scope: Locator): Promise<void> {
  const widget = scope.locator('altcha-widget');
  // The widget draws its own box over the native one: click the label, as a user does.
  await widget.getByText("I'm not a robot").click();
  await expect(widget.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: CAPTCHA_SOLVE_TIMEOUT });
}
