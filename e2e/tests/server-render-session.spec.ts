import type { Page } from '@playwright/test';
import { localizePath, routeById } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { catalogText } from '../support/i18n';

/*
 * Docs/decisions/070: the pages whose first render depends on the session arrive rendered by the server. /payments
 * for a signed-out visitor carries its h1 and the guest payment's first step (spec 2.2, decision 058); a signed-in
 * page carries the shell's signed-in frame (spec 2.7, 2.8: skip link, header with the account menu and log out,
 * footer) and a loading status where the account's content comes once the browser has checked the session. The
 * browser takes both over without a hydration error and without moving the frame.
 */

const PAYMENTS = routeById('payments').path;
const ACCOUNT = routeById('account').path;
const HYDRATION_ERROR = /#41[89]\b|#42[35]\b|hydrat/i;

/** Hydration errors React reports on this page from now on. */
function hydrationErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) errors.push(error.message);
  });
  return errors;
}

/**
 * Keeps the server's nodes and the main area's place as first painted, to compare after hydration. At the first
 * contentful paint, not at DOMContentLoaded: the page's scripts start after that paint (docs/decisions/073), so the
 * parser no longer waits for the stylesheets, and at DOMContentLoaded the page may not be styled yet.
 */
async function keepServerNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      const kept = window as unknown as { serverH1?: Element | null; serverBanner?: Element | null; serverMainTop?: number };
      kept.serverH1 = document.querySelector('main h1');
      kept.serverBanner = document.querySelector('header');
      kept.serverMainTop = document.querySelector('main')?.getBoundingClientRect().top;
    }).observe({ type: 'paint', buffered: true });
  });
}

const serverNodesKept = (page: Page) =>
  page.evaluate(() => {
    const kept = window as unknown as { serverH1?: Element | null; serverBanner?: Element | null; serverMainTop?: number };
    return {
      h1: kept.serverH1 !== null && kept.serverH1 !== undefined && kept.serverH1 === document.querySelector('main h1'),
      banner: kept.serverBanner !== null && kept.serverBanner !== undefined && kept.serverBanner === document.querySelector('header'),
      mainMoved: Math.abs((kept.serverMainTop ?? Number.NaN) - (document.querySelector('main')?.getBoundingClientRect().top ?? 0)),
    };
  });

test.describe('without JavaScript (decision 070)', () => {
  test.use({ javaScriptEnabled: false });

  test('/payments shows a signed-out visitor its h1 and the guest payment’s first step', async ({ page }) => {
    const response = await page.goto(PAYMENTS, { waitUntil: 'commit' });
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
    const guest = main.getByRole('region', { name: 'Pay without an account' });
    await expect(guest.getByRole('heading', { name: 'Step 1 of 3: find your loan' })).toBeVisible();
    const form = guest.getByRole('form', { name: 'Find your loan' });
    for (const field of ['Account number', 'Last name', 'ZIP code of your billing address']) {
      await expect(form.getByRole('textbox', { name: field })).toBeVisible();
    }
    await expect(form.getByRole('textbox', { name: 'Last 4 digits of your Social Security number', exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Continue' })).toBeVisible();
  });

  test('a signed-in page shows the signed-in frame and a loading status where the account comes', async ({ page, signIn }) => {
    await signIn();
    const response = await page.goto(ACCOUNT, { waitUntil: 'commit' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    await expect(banner.getByRole('button', { name: 'Account' }).first()).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Log out' }).first()).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toBeAttached();
  });
});

test.describe('with JavaScript (decision 070)', () => {
  test('/payments signed out: the browser takes the server’s guest step over, no hydration error, axe-clean', async ({ page, openPage, axe }) => {
    const errors = hydrationErrorsOf(page);
    await keepServerNodes(page);
    await openPage(PAYMENTS);
    const guest = page.getByRole('region', { name: 'Pay without an account' });
    await expect(guest.getByRole('textbox', { name: 'Account number' })).toBeEditable();
    expect(errors).toEqual([]);
    expect(await serverNodesKept(page)).toMatchObject({ h1: true, banner: true, mainMoved: 0 });
    await axe.expectNoViolations('/payments, signed out, as hydrated');
  });

  test('/es/payments signed out is rendered in Spanish by the server as well', async ({ page }) => {
    const errors = hydrationErrorsOf(page);
    await keepServerNodes(page);
    await page.goto(localizePath(PAYMENTS, 'es-US'));
    await expect(page.getByRole('region', { name: catalogText('mfe-public/payments', 'es-US', 'Pay without an account') })).toBeVisible();
    expect(errors).toEqual([]);
    expect(await serverNodesKept(page)).toMatchObject({ h1: true, banner: true });
  });

  test('a signed-in page keeps the server’s frame in place while the account loads, no hydration error, axe-clean', async ({ page, axe, signIn }) => {
    await signIn();
    const errors = hydrationErrorsOf(page);
    await keepServerNodes(page);
    await page.goto(ACCOUNT);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' }).first()).toBeVisible();
    expect(errors).toEqual([]);
    // The header the server sent is the one React owns, and the content area did not move when it hydrated.
    expect(await serverNodesKept(page)).toMatchObject({ banner: true, mainMoved: 0 });
    await axe.expectNoViolations('/account, as hydrated from the signed-in frame');
  });

  test('/payments signed in: still mfe-account’s make-a-payment page, under the signed-in frame', async ({ page, signIn }) => {
    await signIn();
    const errors = hydrationErrorsOf(page);
    const response = await page.goto(PAYMENTS);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pay without an account' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
