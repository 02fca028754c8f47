import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_ENVIRONMENT, WINDOW_EVENTS, localizePath, routeById } from 'shared-contracts';
import { SERVER_FIXTURE_TIMEOUT, expect, serveWhile, test } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { SAMPLE_TOKEN, banner, openLoginDialog } from '../support/site';

/*
 * Spec 1, 3 and 9: the tag manager and the live-chat messenger load only when /env.json turns them
 * on, after the page is interactive; unconfigured, the site makes no third-party request at all and its CSP
 * names no third-party origin. Configured, they load from a loopback stand-in for the providers.
 */

const FAQ = routeById('faq').path;
const CONTACT = routeById('contact').path;
const CHAT_WITH_US = catalogText('shell', 'en-US', 'Chat with us');
const DEPLOYMENT_ID = 'e2e-chat-deployment';
const MEASUREMENT_ID = 'G-E2ETEST';

/** Everything in a Content-Security-Policy header that names a host: a scheme://, a *.wildcard or a dotted host. */
function hostsIn(csp: string): string[] {
  return csp
    .split(/[;\s]+/)
    .filter((token) => token.length > 0 && !token.startsWith("'"))
    .filter((token) => /^(https?|wss?):\/\//.test(token) || token.startsWith('*.') || /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(token));
}

test('with nothing configured, no third-party request is made and the CSP names no other origin', async ({ page, baseURL, openPage }) => {
  const origin = new URL(baseURL ?? '').origin;
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:') origins.add(url.origin);
  });

  const response = await openPage(FAQ);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp, 'the page has a Content-Security-Policy').not.toBe('');
  expect(hostsIn(csp)).toEqual([]);

  // Past the load event, the idle moment and the one-second post-load prefetch; then the login, more pages.
  await page.waitForLoadState('load');
  await page.waitForTimeout(2500);
  const login = await openLoginDialog(page);
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await banner(page).getByRole('link', { name: 'Español', exact: true }).click();
  await page.mouse.wheel(0, 2000);
  await openPage(localizePath(CONTACT, 'es-US'));
  await page.waitForTimeout(1500);

  expect([...origins]).toEqual([origin]);
  const globals = await page.evaluate(() => ({
    dataLayer: 'dataLayer' in window,
    gtag: 'gtag' in window,
    genesys: 'Genesys' in window,
    mixpanel: 'mixpanel' in window,
  }));
  expect(globals).toEqual({ dataLayer: false, gtag: false, genesys: false, mixpanel: false });
  await expect(page.getByRole('contentinfo').getByRole('button', { name: CHAT_WITH_US })).toHaveCount(0);
});

/**
 * The providers' stand-in on loopback. `/genesys.min.js` takes the snippet's queue over as the real bootstrap
 * does and, on 'Messenger.open', shows a dialog naming the environment and deployment it was given; it
 * answers 404 while `chatFails` is set. `/gtag/js` is an empty script.
 */
const FAKE_MESSENGER = `(function () {
  var stub = window.Genesys || {};
  var config = stub.c || {};
  function genesys(kind, name) {
    if (kind === 'command' && name === 'Messenger.open') {
      var panel = document.getElementById('fake-messenger') || document.createElement('div');
      panel.id = 'fake-messenger';
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-label', 'Test messenger');
      panel.textContent = 'Messenger open: ' + config.environment + ' ' + config.deploymentId;
      document.body.appendChild(panel);
      window.__messengerOpened = (window.__messengerOpened || 0) + 1;
    }
  }
  genesys.c = config;
  window.Genesys = genesys;
  (stub.q || []).forEach(function (args) { genesys.apply(null, args); });
})();`;

async function startProviders() {
  const requests: string[] = [];
  const state = { chatFails: false };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://providers');
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/genesys.min.js' && !state.chatFails) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(FAKE_MESSENGER);
    } else if (url.pathname === '/gtag/js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end('/* the tag manager stand-in */');
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Providers = Awaited<ReturnType<typeof startProviders>>;

/** A server of its own whose chat and tag manager load from the stand-ins, started once per worker. */
const configured = test.extend<Record<never, never>, { providers: Providers }>({
  providers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => {
      const providers = await startProviders();
      try {
        await provide(providers);
      } finally {
        await providers.stop();
      }
    },
    { scope: 'worker' },
  ],
  workerServer: [
    async ({ providers }, provide) =>
      serveWhile(
        {
          database: 'e2e-integrations',
          extra: {
            GENESYS_DEPLOYMENT_ID: DEPLOYMENT_ID,
            CHAT_SCRIPT_URL: `${providers.origin}/genesys.min.js`,
            GTM_MEASUREMENT_ID: MEASUREMENT_ID,
            TAG_MANAGER_ORIGIN: providers.origin,
          },
        },
        provide,
      ),
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT },
  ],
});

configured.describe('chat and tag manager configured to loopback stand-ins', () => {
  configured.describe.configure({ mode: 'default' });
  configured.beforeEach(({ providers }) => {
    providers.requests.length = 0;
    providers.state.chatFails = false;
  });

  configured('the open-chat event opens the messenger, and the chat entry point appears once it has loaded', async ({ page, providers }) => {
    const response = await page.goto(FAQ);
    // The CSP lets exactly this provider in.
    expect(hostsIn(response?.headers()['content-security-policy'] ?? '')).toContain(providers.origin);

    const chatButton = page.getByRole('contentinfo').getByRole('button', { name: CHAT_WITH_US });
    await expect(chatButton).toBeVisible({ timeout: 20_000 });
    expect(providers.requests).toContain('/genesys.min.js');

    await page.evaluate((name) => window.dispatchEvent(new Event(name)), WINDOW_EVENTS.openChat);
    const messenger = page.getByRole('dialog', { name: 'Test messenger' });
    await expect(messenger).toHaveText(`Messenger open: ${CHAT_ENVIRONMENT} ${DEPLOYMENT_ID}`);

    await chatButton.click();
    await expect.poll(() => page.evaluate(() => (window as Window & { __messengerOpened?: number }).__messengerOpened)).toBe(2);
  });

  configured('a chat script that fails (404) leaves no chat entry point', async ({ page, providers, openPage }) => {
    providers.state.chatFails = true;
    await openPage(FAQ);
    await expect.poll(() => providers.requests.includes('/genesys.min.js'), { timeout: 20_000 }).toBe(true);
    // The footer is there, its chat button is not, and the event opens nothing.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate((name) => window.dispatchEvent(new Event(name)), WINDOW_EVENTS.openChat);
    await page.waitForTimeout(500);
    await expect(page.getByRole('contentinfo').getByRole('button', { name: CHAT_WITH_US })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Test messenger' })).toHaveCount(0);
  });

  configured('on a reset link the token leaves the address bar, and neither the chat nor the tag manager loads until another page (decision 053)', async ({
    page,
    providers,
    openPage,
  }) => {
    await openPage(`/reset-password-${SAMPLE_TOKEN}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password-opened$/);
    expect(page.url()).not.toContain(SAMPLE_TOKEN);
    // Past the load event and the idle moment at which they load on any other page.
    await page.waitForLoadState('load');
    await page.waitForTimeout(2500);
    expect(providers.requests).toEqual([]);
    expect(await page.evaluate(() => ({ dataLayer: 'dataLayer' in window, genesys: 'Genesys' in window }))).toEqual({ dataLayer: false, genesys: false });
    await expect(page.getByRole('contentinfo').getByRole('button', { name: CHAT_WITH_US })).toHaveCount(0);

    // The address as it now stands, loaded again, says what to do instead of failing.
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Open the link from our e-mail again' })).toBeVisible();

    // Another page: they load there.
    await openPage(FAQ);
    await expect.poll(() => providers.requests, { timeout: 20_000 }).toContain(`/gtag/js?id=${MEASUREMENT_ID}`);
  });

  configured('the tag manager loads from its origin after the page is interactive and records page views', async ({ page, providers, openPage }) => {
    await openPage(FAQ);
    await expect.poll(() => providers.requests, { timeout: 20_000 }).toContain(`/gtag/js?id=${MEASUREMENT_ID}`);
    const pageViews = () =>
      page.evaluate(() =>
        (window.dataLayer ?? [])
          .map((entry) => Array.from(entry as ArrayLike<unknown>))
          .filter((args) => args[0] === 'event' && args[1] === 'page_view')
          .map((args) => (args[2] as { page_path: string }).page_path),
      );
    await expect.poll(pageViews).toEqual([FAQ]);
    await banner(page).getByRole('link', { name: 'Español', exact: true }).click();
    await expect.poll(pageViews).toEqual([FAQ, `/es${FAQ}`]);
  });
});

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}
