import { type APIRequestContext, type Page } from '@playwright/test';
import { LOCALE_COOKIE, LOCALE_NATIVE_NAME, PUBLIC_API_PATHS, localizePath, pathOf } from 'shared-contracts';
import { expect, testWithServer, waitForHydration } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { expectPathname, headerLoginButton, languageNav, loginDialog } from '../support/site';

/*
 * Docs/decisions/059: nothing a person does between the first paint and the moment React owns the page is lost.
 * Every test here acts BEFORE hydration, so none waits for it (pages open with `waitUntil: 'commit'`, which the
 * fixture's goto leaves alone). Hydration is made late deterministically: the shell's start (`main.*.js`) is
 * held until the test has acted, on a CPU slowed 4× as a phone's; the test then waits on what the person sees.
 */

/*
 * A server of its own with a render budget no loaded machine runs out of: the page must arrive rendered (with the
 * page's area, not its fallback) for "before hydration" to mean anything.
 */
const test = testWithServer({ database: 'e2e-early-input', extra: { SERVER_RENDER_BUDGET_MS: '30000' } });

const contactText = (msgid: string) => catalogText('mfe-public/contact', 'en-US', msgid);
const dealersText = (msgid: string) => catalogText('mfe-public/dealers', 'en-US', msgid);
const enrolText = (msgid: string) => catalogText('mfe-public/account-access', 'en-US', msgid);

/** Holds the shell's start script until `release()`: the page paints from the server's HTML and stays inert. */
async function holdShellStart(page: Page): Promise<{ release: () => void; requested: Promise<void> }> {
  let release!: () => void;
  let markRequested!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route('**/static/js/main.*.js', async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { release, requested };
}

/**
 * The server renders a page within its budget once its render threads have loaded the bundles; a server just
 * started may send the first visits of a page unrendered, or with the page's area left to the browser. These
 * tests are about a server-rendered page, so they wait until the server sends this one whole (kept from then on).
 */
async function untilServerRendered(request: APIRequestContext, path: string, content: RegExp): Promise<void> {
  await expect
    .poll(async () => (await request.get(path, { headers: { accept: 'text/html' } })).text(), { timeout: 60_000, message: `${path} rendered on the server` })
    .toMatch(content);
}

/** True once React owns the element (its props are on the node), which the held start script makes impossible. */
const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

test.describe('before the page is interactive (decision 059)', () => {
  test('"Log in" clicked before hydration opens the login dialog once the page is interactive, without leaving the page', async ({ page, request }) => {
    await untilServerRendered(request, pathOf('faq'), /<main[^>]*>.*<h1/s);
    const start = await holdShellStart(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto(pathOf('faq'), { waitUntil: 'commit' });
    const logIn = headerLoginButton(page);
    await expect(logIn).toBeVisible();
    await start.requested;
    expect(await logIn.evaluate(ownedByReact), 'the page is not hydrated yet').toBe(false);
    await logIn.click();
    // Held by the early script: no navigation to ?login=1, no dialog yet.
    await expect(loginDialog(page)).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
    start.release();
    await expect(loginDialog(page)).toBeVisible({ timeout: 30_000 });
    await expectPathname(page, pathOf('faq'));
    expect(new URL(page.url()).search).toBe('');
    // The click was held and replayed in the page, not followed to `?login=1` (a second page load).
    expect(documents).toHaveLength(1);
  });

  test('text typed into the contact form before hydration is still there after it, and is what the form sends', async ({ page, request }) => {
    await untilServerRendered(request, pathOf('contact'), /<main[^>]*>.*<form/s);
    const start = await holdShellStart(page);
    const posts: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === PUBLIC_API_PATHS.contact) posts.push(request.postDataJSON() as Record<string, unknown>);
    });
    const response = await page.goto(pathOf('contact'), { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: contactText('Send us a message') });
    const name = form.getByRole('textbox', { name: contactText('Your name') });
    const message = form.getByRole('textbox', { name: contactText('Message') });
    await expect(name).toBeVisible();
    await start.requested;
    expect(await name.evaluate(ownedByReact), 'the form is not hydrated yet').toBe(false);
    await name.pressSequentially('Ana Early');
    await message.pressSequentially('Typed before the page was ready.');
    // A controlled field (the phone mask keeps its text in React state): hydration renders it empty unless the
    // early script puts the typed digits back.
    const phone = form.getByRole('textbox', { name: contactText('Phone number (optional)') });
    await phone.pressSequentially('2025550147');
    const topic = form.getByRole('combobox', { name: contactText('Topic') });
    await topic.selectOption({ label: contactText('Payoff amount') });
    start.release();
    await waitForHydration(page, response);
    await expect.poll(() => name.evaluate(ownedByReact), { timeout: 30_000 }).toBe(true);
    await expect(name).toHaveValue('Ana Early');
    await expect(message).toHaveValue('Typed before the page was ready.');
    await expect(phone).toHaveValue(/202\D*555\D*0147/);
    await expect(topic).toHaveValue('payoff');
    // The form's own state holds them: it sends them (an empty name or topic would be refused in the page).
    await form.getByRole('textbox', { name: contactText('E-mail address') }).fill('ana.early@example.com');
    await expect(name).toHaveValue('Ana Early');
    await form.getByRole('button', { name: contactText('Send message') }).click();
    await expectPathname(page, localizePath(pathOf('contactThankYou'), 'en-US'));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ name: 'Ana Early', message: 'Typed before the page was ready.', email: 'ana.early@example.com', topic: 'payoff' });
    expect(String(posts[0]?.phone).replace(/\D/g, '')).toMatch(/2025550147$/);
  });

  test('in a region that hydrates later (the dealer form), what is typed and sent after the page is interactive waits for the form', async ({ page, request }) => {
    await untilServerRendered(request, pathOf('dealers'), /<main[^>]*>.*<form/s);
    // The page hydrates as usual; the form's own code is held until the test has acted.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dealer-enquiry-form*.js', async (route) => {
      await released;
      await route.continue();
    });
    const posts: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === PUBLIC_API_PATHS.dealerEnquiries) posts.push(request.postDataJSON() as Record<string, unknown>);
    });
    const response = await page.goto(pathOf('dealers'), { waitUntil: 'commit' });
    await waitForHydration(page, response);
    const form = page.getByRole('form', { name: dealersText('Dealer enquiry') });
    const dealership = form.getByRole('textbox', { name: dealersText('Dealership name') });
    const phone = form.getByRole('textbox', { name: dealersText('Phone number') });
    await dealership.scrollIntoViewIfNeeded();
    expect(await dealership.evaluate(ownedByReact), 'the form is not hydrated yet').toBe(false);
    await dealership.pressSequentially('Sunbelt Late');
    await phone.pressSequentially('2025550147');
    await form.getByRole('button', { name: dealersText('Send enquiry') }).click();
    // Held by the early script: not sent natively (a GET with the fields in the address), not checked yet.
    expect(new URL(page.url()).search).toBe('');
    expect(await dealership.evaluate(ownedByReact)).toBe(false);
    release();
    await expect.poll(() => dealership.evaluate(ownedByReact), { timeout: 30_000 }).toBe(true);
    await expect(dealership).toHaveValue('Sunbelt Late');
    await expect(phone).toHaveValue(/202\D*555\D*0147/);
    // The held submit reached the form once it could check it: the empty required fields are marked, nothing sent.
    await expect(form.getByRole('textbox', { name: dealersText('Your name') })).toHaveAttribute('aria-invalid', 'true');
    await expect(dealership).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
  });

  test('a password field typed before its region hydrates (the enrolment form’s SSN digits) keeps what was typed', async ({ page, request }) => {
    await untilServerRendered(request, pathOf('enroll'), /<main[^>]*>.*<form/s);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/enroll-flow*.js', async (route) => {
      await released;
      await route.continue();
    });
    const response = await page.goto(pathOf('enroll'), { waitUntil: 'commit' });
    await waitForHydration(page, response);
    const form = page.getByRole('main');
    const account = form.getByRole('textbox', { name: enrolText('Account number') });
    // Hidden as you type: an <input type="password">, which the early script once left alone (decision 059).
    const ssn = form.locator('input[name="ssnLastFour"]');
    expect(await ssn.getAttribute('type')).toBe('password');
    expect(await ssn.evaluate(ownedByReact), 'the form is not hydrated yet').toBe(false);
    await account.pressSequentially('3052718845');
    await ssn.pressSequentially('6789');
    release();
    await expect.poll(() => ssn.evaluate(ownedByReact), { timeout: 30_000 }).toBe(true);
    await expect(ssn).toHaveValue('6789');
    await expect(account).toHaveValue('3052718845');
    // Kept, not just shown: the form's own check no longer calls the field missing.
    await form.getByRole('button', { name: enrolText('Create my account') }).click();
    await expect(ssn).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('"English" chosen before hydration on a Spanish page leads to the English page, not back by the old cookie', async ({ page, request, baseURL }) => {
    await untilServerRendered(request, localizePath(pathOf('faq'), 'es-US'), /<main[^>]*>.*<h1/s);
    await holdShellStart(page);
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'es-US', url: baseURL ?? '' }]);
    await page.goto(localizePath(pathOf('faq'), 'es-US'), { waitUntil: 'commit' });
    const english = languageNav(page, 'es-US').getByRole('link', { name: LOCALE_NATIVE_NAME['en-US'] });
    await expect(english).toBeVisible();
    await english.click();
    // The English page as the server sent it (its start is held too): no redirect back to /es by the old cookie.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Customer FAQ');
    expect(new URL(page.url()).pathname).toBe(pathOf('faq'));
  });
});

test('a page loaded with ?login=1 (the "Log in" link opened in a new tab) opens the login dialog and drops the flag', async ({ page }) => {
  await page.goto(`${pathOf('faq')}?login=1`);
  await expect(loginDialog(page)).toBeVisible({ timeout: 30_000 });
  await expectPathname(page, pathOf('faq'));
  expect(new URL(page.url()).search).toBe('');
});
