import type { Browser } from 'playwright-core';
import { NAVIGATION_TIMEOUT_MS } from './bench-config';

/*
 * Issue "pages that work the moment they show", item 6 (docs/decisions/059): a visitor who clicks "Log in" the
 * moment it shows, on a phone's CPU (DevTools' 4× slowdown), gets the login dialog. A fresh context per page: the
 * page opens without waiting for anything, the header's Log in is clicked as soon as it is visible, and the dialog
 * is waited for. Whether React owned the link at the click is recorded too: a "yes" with "before hydration" is
 * the case the page's early script exists for.
 */

export interface FirstSightClick {
  /** The login dialog showed after the click. */
  opened: boolean;
  /** The click landed before React owned the link (the early script held it). */
  clickedBeforeHydration: boolean;
  /** Milliseconds from the click to the dialog, or null. */
  dialogMs: number | null;
}

const CPU_SLOWDOWN = 4;
const DIALOG_WAIT_MS = 30_000;
// Strings, not functions: tsx's keepNames would wrap a function in a helper the page does not have (load-page.ts).
const OWNED_BY_REACT = "(element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))";

export async function firstSightLoginClick(browser: Browser, url: string): Promise<FirstSightClick> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit', timeout: NAVIGATION_TIMEOUT_MS });
    // The visible one: the header carries Log in in the bar, the mobile panel and the Customers dropdown, and which
    // of them shows depends on the page's width and layout.
    const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).filter({ visible: true }).first();
    await logIn.waitFor({ state: 'visible', timeout: NAVIGATION_TIMEOUT_MS });
    const clickedBeforeHydration = !(await logIn.evaluate(OWNED_BY_REACT));
    const clickedAt = Date.now();
    await logIn.click({ timeout: NAVIGATION_TIMEOUT_MS });
    const opened = await page
      .getByRole('dialog', { name: 'Log in to your account' })
      .waitFor({ state: 'visible', timeout: DIALOG_WAIT_MS })
      .then(() => true, () => false);
    return { opened, clickedBeforeHydration, dialogMs: opened ? Date.now() - clickedAt : null };
  } finally {
    await context.close();
  }
}
