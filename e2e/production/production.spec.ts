import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { API_PATHS, PORTAL_API_PATHS, routeById, SESSION_HINT_COOKIE } from 'shared-contracts';
import { startCluster, type Cluster } from '../../deploy/cluster/cluster';
import { dropDatabase, ensureDatabase } from '../../deploy/cluster/postgres';
import { startSmtpPeer, type SmtpPeer } from '../../server/src/test-support/smtp-peer';
import { DEMO_USER, expect, test as base } from '../support/fixtures';
import { chooseSavedChecking, continueTo, payAnotherAmount } from '../support/payment-steps';
import { PRODUCTION_HOST, productionKeyPair } from '../support/production-site';
import { banner, headerLoginButton, loginDialog, submitLogin } from '../support/site';

/*
 * The site as a lender deploys it (docs/decisions/044–046): NODE_ENV=production with its required settings, two
 * instances on PostgreSQL behind nginx with TLS, PUBLIC_URL https://portal.test:<port> (Chromium maps the name to
 * this machine and trusts the run's certificate: playwright.config.ts), mail to an SMTP server (production has no
 * outbox). The borrowers are written into the empty database by a test-mode instance before (production refuses
 * demo data, deploy/cluster/cluster.ts); in production every one of them confirms a new browser with a code.
 * The development suites check each page in depth; this project checks what only production does.
 */

const DATABASE = `portal_e2e_production_${process.pid}`;
const METRICS_TOKEN = randomBytes(24).toString('hex');

interface ProductionSite {
  cluster: Cluster;
  mail: SmtpPeer;
  /** Node's view of the site, past Chromium: the TLS port on loopback with the site's Host, the certificate not checked. */
  direct: APIRequestContext;
}

const test = base.extend<object, { site: ProductionSite }>({
  site: [
    async ({ playwright }, provide) => {
      const databaseUrl = await ensureDatabase(DATABASE, { fresh: true });
      const mail = await startSmtpPeer();
      const cluster = await startCluster({
        instances: 2,
        databaseUrl,
        host: PRODUCTION_HOST,
        keyPair: productionKeyPair(),
        seedDemoDataFirst: true,
        env: { NODE_ENV: 'production', SMTP_URL: mail.url, METRICS_TOKEN },
      });
      const site = new URL(cluster.baseURL);
      const direct = await playwright.request.newContext({
        baseURL: `https://127.0.0.1:${site.port}`,
        ignoreHTTPSErrors: true,
        extraHTTPHeaders: { host: site.host },
      });
      try {
        await provide({ cluster, mail, direct });
      } finally {
        await direct.dispose();
        await cluster.stop();
        await mail.close();
        await dropDatabase(DATABASE);
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.cluster.baseURL),
});

test.describe.configure({ mode: 'serial' });

/** Warnings and errors the page writes to the console (a hydration mismatch, a CSP refusal, a failed request). */
function consoleProblems(page: Page): ConsoleMessage[] {
  const problems: ConsoleMessage[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message);
  });
  return problems;
}

test('a public page arrives rendered by the server and is taken over by the browser without a warning', async ({ page, site }) => {
  const response = await site.direct.get(routeById('faq').path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(main).toMatch(/<h1\b[^>]*>Customer FAQ<\/h1>/);
  expect(main).toContain('How do I get my payoff amount?');
  expect(main).not.toContain('Loading');

  const problems = consoleProblems(page);
  await page.goto(routeById('faq').path);
  const faq = page.getByRole('main');
  await expect(faq.getByRole('heading', { level: 1, name: 'Customer FAQ' })).toBeVisible();
  // The page works once it is the browser's: its search marks what was typed.
  await faq.getByRole('searchbox', { name: 'Search questions' }).fill('payoff');
  await expect(faq.locator('mark').first()).toBeVisible();
  expect(problems.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
});

test('/payments arrives rendered for a signed-out visitor, with the guest payment’s first step, as in the site project (decision 070)', async ({ page, site }) => {
  const response = await site.direct.get(routeById('payments').path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers().vary).toContain('Cookie');
  const html = await response.text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(main).toMatch(/<h1\b[^>]*>Make a payment<\/h1>/);
  expect(main).toContain('Pay without an account');
  expect(main).toContain('Account number');

  const problems = consoleProblems(page);
  await page.goto(routeById('payments').path);
  await expect(page.getByRole('region', { name: 'Pay without an account' }).getByRole('textbox', { name: 'Account number' })).toBeEditable();
  expect(problems.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
});

test('a borrower signs in on a new browser with the mailed code, pays, writes a secure message and signs out', async ({ page, site }) => {
  test.setTimeout(180_000);
  await test.step('sign in: password, then the code the mail server received; the cookies are Secure', async () => {
    await page.goto('/');
    await headerLoginButton(page).click();
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    const mailsBefore = site.mail.received.length;
    await submitLogin(dialog, DEMO_USER.username, DEMO_USER.password);
    await expect(dialog.getByRole('heading', { name: 'Confirm that it is you' })).toBeFocused({ timeout: 20_000 });
    await dialog.getByRole('radiogroup', { name: 'Where should we send your verification code?' }).getByText(/^E-mail to /).click();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const codeMail = await site.mail.waitFor((mail) => site.mail.received.indexOf(mail) >= mailsBefore && /verification code/i.test(mail.subject));
    const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1];
    expect(code, 'the code in the mail').toBeDefined();
    await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code!);
    await dialog.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My account' })).toBeVisible({ timeout: 20_000 });
    const cookies = await page.context().cookies();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect({ name: cookie.name, secure: cookie.secure }).toEqual({ name: cookie.name, secure: true });
    expect(cookies.map((cookie) => cookie.name)).toContain('__Host-rb_session');
    // The page's hint that a session exists (decision 074): readable by the page, unlike the session cookie.
    expect(cookies.find((cookie) => cookie.name === SESSION_HINT_COOKIE)).toMatchObject({ httpOnly: false, secure: true, value: '1' });
    // A signed-in page arrives with the signed-in frame, and no cache keeps it (decision 070).
    // Asked from the page: the public host name resolves only inside Chromium.
    const account = await page.evaluate(async (path) => {
      const answer = await fetch(path, { headers: { accept: 'text/html' } });
      return { cacheControl: answer.headers.get('cache-control'), html: await answer.text() };
    }, routeById('account').path);
    expect(account.cacheControl).toBe('private, no-store');
    expect(account.html).toContain('Log out');
  });

  await test.step('a payment on the first day the calendar offers', async () => {
    await page.goto(routeById('payments').path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
    await payAnotherAmount(main, '35.00');
    await chooseSavedChecking(main);
    await continueTo(main, 'Payment date');
    // Production's clock is the real one: the first day offered depends on today and the 6 p.m. cut-off.
    await main.getByRole('gridcell', { disabled: false }).first().click();
    await continueTo(main, 'Review');
    await main.getByRole('button', { name: 'Pay $35.00' }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeFocused();
  });

  await test.step('a secure message', async () => {
    await page.goto(routeById('accountMessaging').path);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'New message' }).click();
    await main.getByRole('combobox', { name: /Topic/ }).selectOption({ label: 'Insurance' });
    await main.getByRole('textbox', { name: /Subject/ }).fill('Proof of insurance');
    await main.getByRole('textbox', { name: /Message/ }).fill('My new insurance card is valid from December 1.');
    await main.getByRole('button', { name: 'Send message' }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Proof of insurance' })).toBeVisible();
  });

  await test.step('sign-out', async () => {
    await banner(page).getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(headerLoginButton(page)).toBeVisible();
    const session = await page.evaluate(async (path) => (await fetch(path, { headers: { accept: 'application/json' } })).json() as Promise<unknown>, PORTAL_API_PATHS.session);
    expect(session).toMatchObject({ authenticated: false });
  });
});

test('what production keeps shut: no outbox, metrics behind their token, one host, https only', async ({ site }) => {
  expect((await site.direct.get(PORTAL_API_PATHS.devMailboxJson)).status()).toBe(404);
  expect((await site.direct.get(PORTAL_API_PATHS.devMailbox)).status()).toBe(404);
  expect((await site.direct.get(API_PATHS.metrics)).status()).toBe(404);
  const metrics = await site.direct.get(API_PATHS.metrics, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(metrics.status()).toBe(200);
  expect(await metrics.text()).toContain('portal_http_requests_total');
  expect((await site.direct.get(routeById('faq').path, { headers: { host: 'portal.attacker.example' } })).status()).toBe(421);
  const page = await site.direct.get(routeById('faq').path);
  expect(page.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  // Plain HTTP only says where the site is.
  const plain = await site.direct.get(`${site.cluster.httpURL}${routeById('faq').path}`, { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(plain.headers().location).toBe(`${site.cluster.baseURL}${routeById('faq').path}`);
});
