import Database from 'better-sqlite3';
import { type Locator } from '@playwright/test';
import { codeIn, expect, testWithServer } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { openAccountLookup, solveCaptcha } from '../support/site';

/*
 * Spec 4.4 and 8.4: EXPIRED in step 2 or 3 of the forgot-account-number dialog shows the session-expired
 * message with a start-again link back to lookup_form. The lookup expires for real: the test moves its
 * `expires_at` into the past in the spawned server's SQLite file, so the server itself answers EXPIRED.
 * Demo borrower of the README: Maria Garcia, 123-45-6789, 04/15/1985.
 */

const MARIA = { firstName: 'Maria', lastName: 'Garcia', ssn: '123456789', dob: '04151985', email: 'maria.garcia@example.com' };
const EMAIL_OPTION = /^E-mail to m\*{4}a@example\.com$/;

const auth = (msgid: string) => catalogText('mfe-auth', 'en-US', msgid);
const expiredMessage = (dialog: Locator) => dialog.getByText(auth('Your session has expired.'), { exact: true });
const startAgain = (dialog: Locator) => dialog.getByRole('button', { name: auth('Start again'), exact: true });
const firstName = (dialog: Locator) => dialog.getByRole('textbox', { name: auth('First name') });
const lastName = (dialog: Locator) => dialog.getByRole('textbox', { name: auth('Last name') });
const ssn = (dialog: Locator) => dialog.getByLabel(auth('Social security number'), { exact: true });
const dateOfBirth = (dialog: Locator) => dialog.getByRole('textbox', { name: auth('Date of birth') });
const codeField = (dialog: Locator) => dialog.getByRole('textbox', { name: auth('Verification code') });

interface LookupRow {
  id: number;
  expires_at: string;
  completed_at: string | null;
  codes_sent: number;
}

/** The newest lookup (account_lookups, migration 0004) of the spawned server. */
function newestLookup(file: string): LookupRow | undefined {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select id, expires_at, completed_at, codes_sent from account_lookups order by id desc limit 1').get() as LookupRow | undefined;
  } finally {
    db.close();
  }
}

/** Moves a lookup's expiry a minute into the past, in the server's format (ISO-8601 UTC, server/src/time.ts). */
function expireLookup(file: string, lookupId: number): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    // The server holds the file open in WAL mode; wait for its writes rather than failing with SQLITE_BUSY.
    db.pragma('busy_timeout = 5000');
    const result = db.prepare('update account_lookups set expires_at = ? where id = ?').run(new Date(Date.now() - 60_000).toISOString(), lookupId);
    expect(result.changes, 'one lookup expired').toBe(1);
  } finally {
    db.close();
  }
}

/** Step 1 for Maria; resolves on step 2 (code_method) showing her masked e-mail. */
async function findMaria(dialog: Locator): Promise<void> {
  await firstName(dialog).fill(MARIA.firstName);
  await lastName(dialog).fill(MARIA.lastName);
  await ssn(dialog).pressSequentially(MARIA.ssn);
  await dateOfBirth(dialog).pressSequentially(MARIA.dob);
  await solveCaptcha(dialog);
  await dialog.getByRole('button', { name: auth('Continue'), exact: true }).click();
  await expect(dialog.getByRole('radio', { name: EMAIL_OPTION })).toBeAttached();
}

/** Chakra's radio input is visually hidden under its drawn control: click the option's text, as a user does. */
async function chooseEmail(dialog: Locator): Promise<void> {
  await dialog.getByText(EMAIL_OPTION).click();
  await expect(dialog.getByRole('radio', { name: EMAIL_OPTION })).toBeChecked();
}

/** Start again goes back to lookup_form (spec 4.4): a fresh, empty step 1 without the message. */
async function expectFreshLookupForm(dialog: Locator): Promise<void> {
  await startAgain(dialog).click();
  await expect(firstName(dialog)).toBeVisible();
  await expect(firstName(dialog)).toHaveValue('');
  await expect(lastName(dialog)).toHaveValue('');
  await expect(ssn(dialog)).toHaveValue('');
  await expect(dateOfBirth(dialog)).toHaveValue('');
  await expect(expiredMessage(dialog)).toHaveCount(0);
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: auth('Continue'), exact: true })).toBeDisabled();
}

const test = testWithServer({ database: 'e2e-lookup-expiry' });

test.describe('an expired lookup shows the start-again link (spec 4.4, 8.4)', () => {
  // One server for both tests, in order: each expires only the lookup it created.
  test.describe.configure({ mode: 'default' });

  test('step 2: sending a code for an expired lookup shows session expired; start again returns to step 1', async ({ page, server }) => {
    const { databaseFile } = server;
    const dialog = await openAccountLookup(page);
    await findMaria(dialog);
    const lookup = newestLookup(databaseFile);
    expect(lookup, 'step 1 stored a lookup').toBeDefined();
    expireLookup(databaseFile, lookup!.id);

    await chooseEmail(dialog);
    await dialog.getByRole('button', { name: auth('Send code'), exact: true }).click();
    await expect(expiredMessage(dialog)).toBeVisible();
    await expect(startAgain(dialog)).toBeVisible();
    // The expired lookup cannot send again, and the server sent nothing.
    await expect(dialog.getByRole('button', { name: auth('Send code'), exact: true })).toBeDisabled();
    await expect(codeField(dialog)).toHaveCount(0);
    expect(newestLookup(databaseFile)).toMatchObject({ id: lookup!.id, codes_sent: 0, completed_at: null });

    await expectFreshLookupForm(dialog);
  });

  test('step 3: the right code for a lookup that expired meanwhile shows session expired; start again returns to step 1', async ({ page, server, mailbox }) => {
    const { databaseFile } = server;
    const dialog = await openAccountLookup(page);
    await findMaria(dialog);
    const lookup = newestLookup(databaseFile);
    expect(lookup, 'step 1 stored a lookup').toBeDefined();

    await chooseEmail(dialog);
    await dialog.getByRole('button', { name: auth('Send code'), exact: true }).click();
    await expect(codeField(dialog)).toBeVisible();
    const code = codeIn(await mailbox.latest({ to: MARIA.email, subject: /verification code/i }));
    expireLookup(databaseFile, lookup!.id);

    // The mailed code itself: only the lookup's expiry can refuse it.
    await codeField(dialog).fill(code);
    await dialog.getByRole('button', { name: auth('Continue'), exact: true }).click();
    await expect(expiredMessage(dialog)).toBeVisible();
    await expect(dialog.getByText(/Your account number is/)).toHaveCount(0);
    await expect(codeField(dialog)).toBeDisabled();
    await expect(dialog.getByRole('button', { name: auth('Continue'), exact: true })).toBeDisabled();
    expect(newestLookup(databaseFile)).toMatchObject({ id: lookup!.id, codes_sent: 1, completed_at: null });

    await expectFreshLookupForm(dialog);
  });
});
