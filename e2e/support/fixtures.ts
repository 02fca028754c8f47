import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { PORTAL_API_PATHS, devMailboxResponseSchema, loginResponseSchema, loginVerifyResponseSchema, routeById, type AppRoute, type DevMailboxEntry } from 'shared-contracts';
import { describeFindings, ibmViolations, serverHtmlFindings } from './markup-checks';
import { expectPathname } from './site';
import { spawnServer, type SpawnServerOptions, type SpawnedServer } from './spawn-server';

/*
 * The fixtures every spec builds on: `import { test, expect } from '../support/fixtures'`.
 *
 * - `openPage(path)`: goes to a page and resolves once its remote has rendered the h1 and any loading status
 *   has gone (what a visitor waits for), with the navigation's response.
 * - `axe.expectNoViolations(label)`: axe-core, WCAG 2.2 A and AA, one line per violating node; beside it IBM's Equal
 *   Access engine on the same state and html-validate on the server-rendered HTML of the URL (docs/decisions/054).
 * - `mailbox`: the development outbox (GET /dev/mailbox.json) of the server under test.
 * - `signIn(user)` / `signedInPage`: a session through POST /login (spec 7), its cookie in the page's context,
 *   for tests that are not about the login dialog itself (login.spec.ts is).
 * - `server`: a server of its own for a suite that needs another configuration, per worker (the `test` of
 *   `testWithServer(options)`) or per test (`test.use({ testServerOptions })`); `baseURL`, and so `page.goto`,
 *   `request`, `mailbox` and `signIn`, then point at it. It is stopped after the worker or the test.
 */

/**
 * How long a long page may take to render, for `openPage(path, { timeout })`: the legal documents, /licenses (some
 * 200 packages rendered at once, measured at 5–12 s from its h1 to its list on a loaded 2-core machine) and /design.
 */
export const LONG_PAGE_TIMEOUT = 30_000;

/**
 * The long pages, whose render and axe scan are CPU-heavy: the legal documents, /licenses and /design (which composes
 * three remotes). A test that loads one of them more than once took past the default 45 s on a loaded 2-core machine.
 */
export const isLongPage = (route: Pick<AppRoute, 'id' | 'group'>): boolean => route.group === 'legal' || route.id === 'design';

/** The seeded borrower with online access (README): an AL account with one unread secure message. */
export const DEMO_USER = { username: 'demo', password: 'Demo-Pass-2026!' } as const;

export interface Credentials {
  username: string;
  password: string;
}

/** The accessibility bar of the site: WCAG 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per violating node: rule, impact, what to fix, and the node's target. */
export function describeViolations(results: AxeResults): string {
  return results.violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `- [${violation.id}] (${violation.impact ?? 'n/a'}) ${violation.help}\n    target: ${JSON.stringify(node.target)}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    )
    .join('\n');
}

export interface Axe {
  /** Scans the page as it is now; `soft` reports and lets the test go on (a later check still runs). */
  expectNoViolations(label: string, options?: { soft?: boolean }): Promise<void>;
}

/** A point in the outbox: mails sent after it are new. */
export interface MailMark {
  readonly lastId: number;
}

export interface MailQuery {
  to?: string;
  /** A pattern, or text the subject contains. */
  subject?: RegExp | string;
  /** Only mails sent after this mark; the mark taken when the test started by default. */
  after?: MailMark;
}

export interface Mailbox {
  /** Marks the outbox now: another test may have mailed the same address a moment ago. */
  mark(): Promise<MailMark>;
  /** The newest mail matching the query; waits for it to arrive. */
  latest(query: MailQuery): Promise<DevMailboxEntry>;
}

/** The path of the first link to `route` in a mail: `/verify-email-…`, `/reset-password-…` (spec 2.3). */
export function linkIn(mail: DevMailboxEntry, route: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+(${route}[A-Za-z0-9_-]{16,})`).exec(mail.body);
  expect(link, `a ${route} link in the mail "${mail.subject ?? ''}"`).not.toBeNull();
  return link![1]!;
}

/** The six-digit code of a verification mail (spec 9: a code has 6 digits). */
export function codeIn(mail: DevMailboxEntry): string {
  const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
  expect(code, `a six-digit code in the mail "${mail.subject ?? ''}"`).toBeDefined();
  return code!;
}

/**
 * The development outbox read through `request` (its baseURL): `/dev/mailbox.json` answers only this machine, so a
 * suite behind a proxy reads it from an instance directly.
 */
export async function mailboxOf(request: APIRequestContext): Promise<Mailbox> {
  const mark = async (): Promise<MailMark> => ({ lastId: Math.max(0, ...(await readMailbox(request)).map((entry) => entry.id)) });
  const atStart = await mark();
  return {
    mark,
    async latest({ to, subject, after = atStart }) {
      const matches = (entry: DevMailboxEntry) =>
        entry.id > after.lastId &&
        (to === undefined || entry.to === to) &&
        (subject === undefined || (typeof subject === 'string' ? (entry.subject ?? '').includes(subject) : subject.test(entry.subject ?? '')));
      let found: DevMailboxEntry | undefined;
      await expect
        .poll(
          async () => {
            // Newest first: the first match is the latest mail.
            found = (await readMailbox(request)).find(matches);
            return Boolean(found);
          },
          { message: `a mail${subject ? ` "${String(subject)}"` : ''}${to ? ` to ${to}` : ''}`, timeout: 15_000 },
        )
        .toBe(true);
      return found!;
    },
  };
}

async function readMailbox(request: APIRequestContext): Promise<DevMailboxEntry[]> {
  const response = await request.get(PORTAL_API_PATHS.devMailboxJson);
  expect(response.ok(), `GET ${PORTAL_API_PATHS.devMailboxJson}`).toBe(true);
  return devMailboxResponseSchema.parse(await response.json());
}

/**
 * Waits until React owns the main area of an HTML page: its h1 (or, without one, `main`) carries React's fiber,
 * which a server-rendered node gets only once hydrated. A page that navigated away meanwhile is left to the test.
 */
export async function waitForHydration(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        if (!root?.firstElementChild) return true;
        const target = document.querySelector('main h1') ?? document.querySelector('main') ?? root.firstElementChild;
        return Object.keys(target).some((key) => key.startsWith('__reactFiber$'));
      },
      undefined,
      { timeout: LONG_PAGE_TIMEOUT },
    )
    .catch((error: unknown) => {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    });
}

/** Starts a server, hands it to the fixture's user, and stops it afterwards whatever happened. */
export async function serveWhile(options: SpawnServerOptions, provide: (server: SpawnedServer) => Promise<void>): Promise<void> {
  const server = await spawnServer(options);
  try {
    await provide(server);
  } finally {
    await server.stop();
  }
}

/**
 * A spawned server's own budget, outside the tests': start-up (migrations, seeding with argon2 hashes) up to
 * spawn-server.ts's 30 s on a loaded machine, and the stop's 5 s grace.
 */
export const SERVER_FIXTURE_TIMEOUT = 60_000;

interface TestFixtures {
  /** Per-test server options: each test of the suite gets a fresh server (and database). */
  testServerOptions: SpawnServerOptions | null;
  testServer: SpawnedServer | null;
  /** The spawned server under test; a test on the main server has none. */
  server: SpawnedServer;
  openPage: (path: string, options?: { timeout?: number }) => Promise<Response | null>;
  axe: Axe;
  mailbox: Mailbox;
  signIn: (user?: Credentials) => Promise<void>;
  /** `demo` signed in, on /account. */
  signedInPage: Page;
}

interface WorkerFixtures {
  /** The worker's own server (testWithServer); none on the main server. */
  workerServer: SpawnedServer | null;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerServer: [null, { scope: 'worker' }],

  testServerOptions: [null, { option: true }],
  testServer: [
    async ({ testServerOptions }, provide) => {
      if (!testServerOptions) return provide(null);
      await serveWhile(testServerOptions, provide);
    },
    { timeout: SERVER_FIXTURE_TIMEOUT },
  ],

  server: async ({ testServer, workerServer }, provide) => {
    const server = testServer ?? workerServer;
    if (!server) throw new Error('this suite runs on the main server: use testWithServer(options), or test.use({ testServerOptions })');
    await provide(server);
  },

  baseURL: async ({ baseURL, testServer, workerServer }, provide) => {
    await provide(testServer?.baseURL ?? workerServer?.baseURL ?? baseURL);
  },

  /*
   * Decision 027: a page arrives rendered by the server, and a click before React has taken it over is lost. Every
   * full page load through goto or reload waits until the page's main area belongs to React (hydrated), as a
   * visitor's first click in practice does.
   */
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForHydration(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await waitForHydration(page, response);
      return response;
    };
    await provide(page);
  },

  openPage: async ({ page }, provide) => {
    await provide(async (path, { timeout } = {}) => {
      const response = await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout });
      // A page that fetches shows a status ending in "…" meanwhile ("Loading the open positions…").
      await expect(main.getByRole('status').filter({ hasText: /…\s*$/ })).toHaveCount(0, { timeout });
      return response;
    });
  },

  axe: async ({ page }, provide) => {
    // The server HTML of a URL is validated once per test: a test scans one page in several states (dialogs, steps).
    const validated = new Set<string>();
    await provide({
      async expectNoViolations(label, { soft = false } = {}) {
        // A dialog or message still fading in has colours between its own and the page's: axe would measure the
        // contrast of a frame no one reads (a login.spec flake of the dialog's first scan). Finite animations end
        // first; spinners, which never do, are left alone.
        await page.waitForFunction(
          () =>
            document
              .getAnimations()
              .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
          undefined,
          { timeout: 5_000 },
        );
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const check = soft ? expect.soft : expect;
        check(results.violations, `axe violations on ${label}:\n${describeViolations(results)}`).toEqual([]);
        // Beside axe (docs/decisions/054): IBM's engine on the same state, html-validate on the server's HTML.
        const ibm = await ibmViolations(page);
        check(ibm, `IBM Equal Access violations on ${label}:\n${describeFindings(ibm)}`).toEqual([]);
        const url = page.url();
        if (!validated.has(url)) {
          validated.add(url);
          const html = await serverHtmlFindings(page.request, url);
          check(html, `html-validate findings in the server HTML of ${label}:\n${describeFindings(html)}`).toEqual([]);
        }
      },
    });
  },

  mailbox: async ({ request }, provide) => {
    await provide(await mailboxOf(request));
  },

  signIn: async ({ page, mailbox }, provide) => {
    await provide(async ({ username, password } = DEMO_USER) => {
      // page.request shares the context's cookies: the session cookie the answer sets is the page's.
      const response = await page.request.post(PORTAL_API_PATHS.login, { data: { username, password } });
      expect(response.ok(), `POST ${PORTAL_API_PATHS.login} as ${username}`).toBe(true);
      const answer = loginResponseSchema.parse(await response.json());
      if (answer.status === 'CODE_REQUIRED') {
        // Decision 033: a user other than the seeded demo ones confirms this new browser with the mailed code
        // (login.spec.ts and account-access.spec.ts go through the dialog's step).
        const before = await mailbox.mark();
        await page.request.post(PORTAL_API_PATHS.loginSendCode, { data: { token: answer.token, sendTo: 'email' } });
        const code = codeIn(await mailbox.latest({ subject: /verification code/i, after: before }));
        const verified = await page.request.post(PORTAL_API_PATHS.loginVerify, { data: { token: answer.token, code, rememberDevice: false } });
        expect(loginVerifyResponseSchema.parse(await verified.json()).status, `the code of ${username}`).toBe('OK');
        return;
      }
      expect(answer.status, `login of ${username}`).toBe('OK');
    });
  },

  signedInPage: async ({ page, signIn, openPage }, provide) => {
    await signIn();
    const account = routeById('account').path;
    await openPage(account);
    await expectPathname(page, account);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await provide(page);
  },
});

/**
 * The fixtures on a server of its own, started once per worker with these options and stopped after it. A suite
 * on it runs in workers of its own (Playwright starts one for each set of worker fixtures).
 */
export function testWithServer(options: SpawnServerOptions) {
  return test.extend({
    workerServer: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
      async ({}, provide) => serveWhile(options, provide),
      { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT },
    ],
  });
}

export { expect };
