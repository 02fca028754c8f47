import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type Page } from '@playwright/test';
import { PUBLIC_API_PATHS, careersResponseSchema, localizePath, pathOf, type Locale } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { ROOT } from '../support/server-env';
import { expectPathname } from '../support/site';

/*
 * Spec 2.2 (/contact, /dealers, /careers) against the real built site and server: the contact form and the dealer enquiry refuse bad input
 * in the page without a request, store one row and mail the team for good input; the careers list filters
 * by team in Spanish. Rows are read from the test server's SQLite file, mails from the development outbox.
 */

const contactText = (locale: Locale, msgid: string) => catalogText('mfe-public/contact', locale, msgid);
const dealersText = (locale: Locale, msgid: string) => catalogText('mfe-public/dealers', locale, msgid);
const careersText = (locale: Locale, msgid: string) => catalogText('mfe-public/careers', locale, msgid);
/** The form recipe's message for an empty required field, from shared-ui's catalog. */
const REQUIRED: Record<Locale, string> = {
  'en-US': catalogText('shared-ui', 'en-US', 'This field is required.'),
  'es-US': catalogText('shared-ui', 'es-US', 'This field is required.'),
  'pt-BR': catalogText('shared-ui', 'pt-BR', 'This field is required.'),
};

/** Every POST the page sends to `apiPath`, as parsed JSON bodies. */
function recordPosts(page: Page, apiPath: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === apiPath) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

type Table = 'contact_messages' | 'dealer_enquiries';

/**
 * The stored row of a submission id in the test server's database. playwright.config.ts names the file per
 * run (`data/e2e-main-<pid>-<time>.db`), so every such file is searched: the id is a random UUID.
 */
function storedRow(table: Table, submissionId: string): Record<string, unknown> | undefined {
  const dataDir = path.join(ROOT, 'data');
  const files = fs.readdirSync(dataDir).filter((file) => file.startsWith('e2e-main-') && file.endsWith('.db'));
  for (const file of files) {
    const db = new Database(path.join(dataDir, file), { readonly: true, fileMustExist: true });
    try {
      // The table name is one of two literals; the value is bound.
      const row = db.prepare(`select * from ${table} where submission_id = ?`).get(submissionId) as Record<string, unknown> | undefined;
      if (row) return row;
    } catch {
      // A file of another run, mid-teardown or before its migrations: not ours.
    } finally {
      db.close();
    }
  }
  return undefined;
}

/** A page's path in a locale (spec 2.1). */
const pathIn = (routeId: 'contact' | 'dealers' | 'careers', locale: Locale) => localizePath(pathOf(routeId), locale);

test.describe('Contact form (spec 2.2 /contact)', () => {
  test('invalid input is marked by each field in Spanish and nothing is sent', async ({ page, openPage, axe }) => {
    const posts = recordPosts(page, PUBLIC_API_PATHS.contact);
    await openPage(pathIn('contact', 'es-US'));
    const form = page.getByRole('form', { name: contactText('es-US', 'Send us a message') });
    await form.getByRole('textbox', { name: contactText('es-US', 'E-mail address') }).fill('ana.example.com');
    await form.getByRole('textbox', { name: contactText('es-US', 'Phone number (optional)') }).pressSequentially('20255');
    await form.getByRole('button', { name: contactText('es-US', 'Send message') }).click();

    const name = form.getByRole('textbox', { name: contactText('es-US', 'Your name') });
    await expect(name).toHaveAccessibleErrorMessage(REQUIRED['es-US']);
    await expect(name).toBeFocused();
    await expect(form.getByRole('textbox', { name: contactText('es-US', 'E-mail address') })).toHaveAccessibleErrorMessage(
      contactText('es-US', 'Enter an e-mail address such as name@example.com.'),
    );
    await expect(form.getByRole('textbox', { name: contactText('es-US', 'Phone number (optional)') })).toHaveAccessibleErrorMessage(
      contactText('es-US', 'Enter a 10-digit US phone number, or leave it empty.'),
    );
    await expect(form.getByRole('combobox', { name: contactText('es-US', 'Topic') })).toHaveAccessibleErrorMessage(REQUIRED['es-US']);
    await expect(form.getByRole('textbox', { name: contactText('es-US', 'Message') })).toHaveAccessibleErrorMessage(REQUIRED['es-US']);
    await axe.expectNoViolations('the contact form showing its errors');
    expect(posts).toEqual([]);
  });

  test('valid input lands on the thank-you page, stores one row and mails the contact team', async ({ page, openPage, mailbox }) => {
    const posts = recordPosts(page, PUBLIC_API_PATHS.contact);
    const visitor = `Ana Prueba ${Date.now()}`;
    const message = '¿Cuál es el monto para liquidar mi préstamo a fin de mes?';
    await openPage(pathIn('contact', 'es-US'));
    const form = page.getByRole('form', { name: contactText('es-US', 'Send us a message') });
    await form.getByRole('textbox', { name: contactText('es-US', 'Your name') }).fill(visitor);
    await form.getByRole('textbox', { name: contactText('es-US', 'E-mail address') }).fill('ana.prueba@example.com');
    await form.getByRole('textbox', { name: contactText('es-US', 'Phone number (optional)') }).pressSequentially('2025550147');
    await form.getByRole('combobox', { name: contactText('es-US', 'Topic') }).selectOption({ label: contactText('es-US', 'Payoff amount') });
    await form.getByRole('textbox', { name: contactText('es-US', 'Message') }).fill(message);
    await form.getByRole('button', { name: contactText('es-US', 'Send message') }).dblclick();

    await expectPathname(page, localizePath(pathOf('contactThankYou'), 'es-US'));
    await expect(page.getByRole('heading', { name: contactText('es-US', 'What happens next') })).toBeVisible();
    expect(posts).toHaveLength(1);
    const submissionId = String(posts[0]!.submissionId);
    expect(storedRow('contact_messages', submissionId)).toMatchObject({
      name: visitor,
      email: 'ana.prueba@example.com',
      phone: '(202) 555-0147',
      account_number: null,
      topic: 'payoff',
      message,
      locale: 'es-US',
    });
    const mail = await mailbox.latest({ subject: visitor });
    expect(mail.body).toContain(message);
  });
});

test.describe('Dealer enquiry (spec 2.2 /dealers)', () => {
  test('invalid input is marked by each field and nothing is sent', async ({ page, openPage }) => {
    const posts = recordPosts(page, PUBLIC_API_PATHS.dealerEnquiries);
    await openPage(pathIn('dealers', 'en-US'));
    const form = page.getByRole('form', { name: dealersText('en-US', 'Dealer enquiry') });
    await form.getByRole('textbox', { name: 'Dealership name' }).fill('Sunbelt Autos');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('sales@');
    await form.getByRole('button', { name: 'Send enquiry' }).click();

    const contactName = form.getByRole('textbox', { name: 'Your name' });
    await expect(contactName).toHaveAccessibleErrorMessage(REQUIRED['en-US']);
    await expect(contactName).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleErrorMessage('Enter an e-mail address such as name@example.com.');
    await expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleErrorMessage(REQUIRED['en-US']);
    await expect(form.getByRole('combobox', { name: 'State' })).toHaveAccessibleErrorMessage(REQUIRED['en-US']);
    await expect(form.getByRole('combobox', { name: 'Used vehicles sold per month' })).toHaveAccessibleErrorMessage(REQUIRED['en-US']);
    await expect(form.getByRole('textbox', { name: 'Dealership name' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  test('valid input lands on the dealer thank-you page, stores one row and mails the dealer team', async ({ page, openPage, mailbox }) => {
    const posts = recordPosts(page, PUBLIC_API_PATHS.dealerEnquiries);
    const dealership = `Sunbelt Autos ${Date.now()}`;
    await openPage(pathIn('dealers', 'en-US'));
    const form = page.getByRole('form', { name: dealersText('en-US', 'Dealer enquiry') });
    await form.getByRole('textbox', { name: 'Dealership name' }).fill(dealership);
    await form.getByRole('textbox', { name: 'Your name' }).fill('Dale Hughes');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('dale@sunbeltautos.example');
    await form.getByRole('textbox', { name: 'Phone number' }).pressSequentially('4805550188');
    await form.getByRole('textbox', { name: 'City' }).fill('Mesa');
    await form.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Arizona' });
    await form.getByRole('combobox', { name: 'Used vehicles sold per month' }).selectOption({ label: '26 to 50 vehicles' });
    await form.getByRole('button', { name: 'Send enquiry' }).click();

    await expectPathname(page, pathOf('dealersThankYou'));
    expect(posts).toHaveLength(1);
    expect(storedRow('dealer_enquiries', String(posts[0]!.submissionId))).toMatchObject({
      dealership_name: dealership,
      contact_name: 'Dale Hughes',
      email: 'dale@sunbeltautos.example',
      phone: '(480) 555-0188',
      city: 'Mesa',
      state: 'AZ',
      monthly_volume: '26-50',
      message: null,
      locale: 'en-US',
    });
    await mailbox.latest({ subject: dealership });
  });
});

test.describe('Careers (spec 2.2 /careers)', () => {
  test('in Spanish, the server sends the openings in the page, and filtering by a team shows only that team’s openings', async ({ page, openPage }) => {
    const response = await page.request.get(`${PUBLIC_API_PATHS.careers}?locale=es-US`);
    expect(response.ok()).toBe(true);
    const { openings } = careersResponseSchema.parse(await response.json());
    const technology = openings.filter((opening) => opening.team === 'technology').map((opening) => opening.title);
    expect(technology.length).toBeGreaterThan(0);
    expect(technology.length).toBeLessThan(openings.length);

    const sent = await openPage(pathIn('careers', 'es-US'));
    // Decision 027: the server's render read the openings (the same call) and sent them in the HTML, before any script.
    const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
    const text = ((await sent?.text()) ?? '').replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => entities[entity] ?? entity);
    for (const opening of openings) expect.soft(text, `the server-rendered opening "${opening.title}"`).toContain(opening.title);
    const list = page.getByRole('main');
    await expect(list.getByRole('article')).toHaveCount(openings.length);
    await list.getByRole('combobox', { name: careersText('es-US', 'Team') }).selectOption({ label: careersText('es-US', 'Technology') });

    const articles = list.getByRole('article');
    await expect(articles).toHaveCount(technology.length);
    await expect(articles.getByRole('heading', { level: 3 })).toHaveText(technology);
    for (const article of await articles.all()) await expect(article).toContainText(careersText('es-US', 'Technology'));
    await expect(list.getByRole('status')).toHaveText(new RegExp(`^${technology.length}\\b`));
  });
});
