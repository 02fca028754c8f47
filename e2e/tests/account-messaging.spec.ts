import { type Page } from '@playwright/test';
import { LOCALES, MESSAGE_PATHS, localizePath, routeById, threadPath, threadsResponseSchema } from 'shared-contracts';
import { expect, testWithServer } from '../support/fixtures';
import { catalogText } from '../support/i18n';

/*
 * The secure message center (docs/decisions/023; spec 2.4 /account/messaging, 2.8 and 4.5 the envelope's dot), on a
 * server of its own (its threads change) that polls the summaries every second. Seeded `demo` (README) has one
 * unread thread, "Your due date change request". The lender's side is the development stand-in POST
 * /dev/messages/:id/reply.
 */

const MESSAGING = routeById('accountMessaging').path;
const DEMO_EMAIL = 'maria.garcia@example.com';
const test = testWithServer({ database: 'e2e-account-messaging', extra: { SUMMARIES_REFETCH_INTERVAL: '1' } });

const banner = (page: Page) => page.getByRole('banner');
const unreadDot = (page: Page) => banner(page).getByTestId('unread-dot');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// The first bytes of a Linux executable, named and typed as a PDF: only its content says what it is.
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);

test('read, write with a PDF, a renamed executable refused with the text kept, a lender reply lights the envelope and mails a notice', async ({
  signedInPage: page,
  openPage,
  axe,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  await openPage(MESSAGING);
  await expect(unreadDot(page)).toBeVisible();
  await axe.expectNoViolations('/account/messaging, the list');

  // Opening the unread thread turns the envelope's dot off, without a reload (POST …/read, spec 4.5).
  await main.getByRole('link', { name: /Your due date change request/ }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Your due date change request' })).toBeFocused();
  await expect(unreadDot(page)).toHaveCount(0);
  await axe.expectNoViolations('/account/messaging, an open thread');

  // A new thread: a renamed executable is refused and nothing typed is lost; with a real PDF it is sent.
  await main.getByRole('link', { name: 'All messages' }).click();
  await main.getByRole('button', { name: 'New message' }).click();
  await main.getByRole('combobox', { name: /Topic/ }).selectOption({ label: 'Insurance' });
  await main.getByRole('textbox', { name: /Subject/ }).fill('Proof of insurance');
  await main.getByRole('textbox', { name: /Message/ }).fill('Here is my new insurance card.');
  const files = main.getByLabel(/Attach files/);
  await files.setInputFiles({ name: 'insurance-card.pdf', mimeType: 'application/pdf', buffer: ELF });
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(main.getByText(/Only PDF, PNG and JPEG files can be attached/).first()).toBeVisible();
  await expect(main.getByRole('textbox', { name: /Subject/ })).toHaveValue('Proof of insurance');
  await expect(main.getByRole('textbox', { name: /Message/ })).toHaveValue('Here is my new insurance card.');
  await axe.expectNoViolations('/account/messaging, a refused file');

  await main.getByRole('button', { name: 'Remove insurance-card.pdf' }).click();
  await files.setInputFiles({ name: 'insurance-card.pdf', mimeType: 'application/pdf', buffer: PDF });
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Proof of insurance' })).toBeVisible();
  await expect(main.getByRole('link', { name: /insurance-card\.pdf/ })).toBeVisible();

  // The lender answers (the servicing tool's stand-in): the dot comes on at the next poll, a notice is mailed.
  const threads = threadsResponseSchema.parse(await (await page.request.get(MESSAGE_PATHS.threads)).json());
  const thread = threads.find((entry) => entry.subject === 'Proof of insurance');
  expect(thread, 'the new thread in GET /api/messages').toBeDefined();
  await page.goto(routeById('account').path);
  const reply = await page.request.post(threadPath(MESSAGE_PATHS.devReply, thread!.id), { data: { body: 'Thank you, we have updated your policy.' } });
  expect(reply.ok(), 'the lender reply').toBe(true);
  await expect(unreadDot(page)).toBeVisible({ timeout: 15_000 });
  const notice = await mailbox.latest({ to: DEMO_EMAIL, subject: 'You have a new secure message' });
  expect(notice.body).not.toContain('updated your policy');

  await page.goto(MESSAGING);
  await main.getByRole('link', { name: /Proof of insurance/ }).click();
  await expect(main.getByText('Thank you, we have updated your policy.')).toBeVisible();
  await expect(unreadDot(page)).toHaveCount(0);
});

for (const locale of LOCALES.filter((entry) => entry !== 'en-US')) {
  test(`the message center and an open thread in ${locale}`, async ({ signedInPage: page, openPage, axe }) => {
    const main = page.getByRole('main');
    await openPage(localizePath(MESSAGING, locale));
    await expect(main.getByRole('heading', { level: 2, name: catalogText('mfe-account/messaging', locale, 'Your messages') })).toBeVisible();
    await axe.expectNoViolations(`/account/messaging in ${locale}`);
    await main.getByRole('link', { name: /Your monthly statement is ready/ }).first().click();
    await expect(main.getByRole('list', { name: catalogText('mfe-account/messaging', locale, 'Messages, oldest first') })).toBeVisible();
    await axe.expectNoViolations(`an open thread in ${locale}`);
  });
}
