import Database from 'better-sqlite3';
import { type Page, type Request } from '@playwright/test';
import { PORTAL_API_PATHS, routeById } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { banner, expectPathname } from '../support/site';

/*
 * Spec 2.8, 4.5 and 9: the envelope's unread dot follows GET /api/smc, polled every second
 * (SUMMARIES_REFETCH_INTERVAL=1) on a spawned server; the test changes the real data in that server's SQLite
 * file. Seeded user `demo` (README): an AL account with one unread secure message.
 */

const ACCOUNT = routeById('account').path;
const INTERVAL_MS = 1_000;

const shell = (msgid: string) => catalogText('shell', 'en-US', msgid);

const envelope = (page: Page) => banner(page).getByRole('link', { name: /^Secure messages/ });
// The dot itself is decorative (aria-hidden); the envelope's accessible name carries the same fact.
const unreadDot = (page: Page) => banner(page).getByTestId('unread-dot');
const logOutButton = (page: Page) => banner(page).getByRole('button', { name: shell('Log out'), exact: true });

/** Runs `change` on the spawned server's database, which that server holds open in WAL mode. */
function changeDatabase<T>(file: string, change: (db: Database.Database) => T): T {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return change(db);
  } finally {
    db.close();
  }
}

/** Every GET /api/smc of the page, in order, with the HTTP status it got (0 while pending, -1 on a network error). */
function recordSummaryCalls(page: Page): number[] {
  const statuses: number[] = [];
  const pending = new Map<Request, number>();
  const isSummaries = (url: string) => new URL(url).pathname === PORTAL_API_PATHS.messageSummaries;
  page.on('request', (request) => {
    if (!isSummaries(request.url())) return;
    pending.set(request, statuses.length);
    statuses.push(0);
  });
  // On the response's headers: the shell does not read the body of an error, so it may never finish loading.
  page.on('response', (response) => {
    const index = pending.get(response.request());
    if (index !== undefined) statuses[index] = response.status();
  });
  page.on('requestfailed', (request) => {
    const index = pending.get(request);
    if (index !== undefined) statuses[index] = -1;
  });
  return statuses;
}

test.describe('summaries polling (spec 2.8, 4.5, 9) with SUMMARIES_REFETCH_INTERVAL=1', () => {
  // Each test changes its server's data for good: a fresh server (and database) per test.
  test.use({ testServerOptions: { database: 'e2e-polling', extra: { SUMMARIES_REFETCH_INTERVAL: String(INTERVAL_MS / 1000) } } });

  test('the envelope dot shows for demo and goes when the summaries say all read', async ({ signedInPage: page, server }) => {
    const { databaseFile } = server;
    await expect(unreadDot(page)).toBeVisible();
    await expect(envelope(page)).toHaveAccessibleName('Secure messages (unread)');
    // Set in this document only: gone if anything reloads the page instead of the poll updating it.
    await page.evaluate(() => {
      document.documentElement.dataset.e2eSameDocument = 'yes';
    });

    const marked = changeDatabase(databaseFile, (db) =>
      db
        .prepare(
          `update message_threads set customer_read_at = ?
           where customer_read_at is null and loan_account_id = (select loan_account_id from users where username = 'demo')`,
        )
        .run(new Date().toISOString()).changes,
    );
    expect(marked, 'demo had unread summaries').toBeGreaterThan(0);

    await expect(unreadDot(page)).toHaveCount(0, { timeout: 15_000 });
    await expect(envelope(page)).toHaveAccessibleName('Secure messages');
    await expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', 'yes');
    await expectPathname(page, ACCOUNT);
  });

  test('after three failed fetches (500 from the server) polling stops and the dot is gone', async ({ page, server, signIn }) => {
    const { databaseFile } = server;
    const statuses = recordSummaryCalls(page);
    await signIn();
    await page.goto(ACCOUNT);
    await expectPathname(page, ACCOUNT);
    await expect(unreadDot(page)).toBeVisible();
    await expect.poll(() => statuses.filter((status) => status === 200).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    // The server keeps running and its sessions work; only the message threads' table is gone, so GET /api/smc
    // answers its JSON 500 ('Something went wrong') on every poll from now on.
    changeDatabase(databaseFile, (db) => db.exec('alter table message_threads rename to message_threads_gone'));

    const failures = () => statuses.filter((status) => status >= 500).length;
    await expect.poll(failures, { message: 'failed summary fetches', timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    // The data is cleared with the third failure: the dot goes although nothing said "read".
    await expect(unreadDot(page)).toHaveCount(0);
    await expect(envelope(page)).toHaveAccessibleName('Secure messages');

    // Several intervals later: not one more request.
    const callsWhenStopped = statuses.length;
    await page.waitForTimeout(4 * INTERVAL_MS + 500);
    expect(statuses.length, 'no summary fetch after the third failure').toBe(callsWhenStopped);
    const firstFailure = statuses.findIndex((status) => status >= 500);
    expect(firstFailure).toBeGreaterThan(0);
    expect(statuses.slice(0, firstFailure).every((status) => status === 200), `before the failures: ${statuses.join(',')}`).toBe(true);
    expect(statuses.slice(firstFailure), 'exactly three consecutive failures, then none').toEqual([500, 500, 500]);

    // Still signed in: polling stopped because of the failures, not a logout; the server answers JSON, not a crash.
    await expect(logOutButton(page)).toBeVisible();
    await expectPathname(page, ACCOUNT);
    const direct = await page.request.get(PORTAL_API_PATHS.messageSummaries);
    expect(direct.status()).toBe(500);
    expect(await direct.json()).toMatchObject({ status: 'ERROR', message: 'Something went wrong' });
  });
});
