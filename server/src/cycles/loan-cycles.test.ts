import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createLoanAccountsRepository } from '../db/loan-accounts-repository.js';
import { createStatementsRepository } from '../db/account-history-repository.js';
import { migrateToLatest } from '../db/migrate.js';
import { createOutboxRepository } from '../db/outbox-repository.js';
import type { DatabaseSchema } from '../db/schema.js';
import { seedDatabase } from '../db/seed.js';
import { createMessageTransport } from '../mail/transport.js';
import { draftAutopayPayments, draftCycleOn } from '../payments/autopay-drafts-job.js';
import { addDays, businessDayOnOrAfter } from 'shared-contracts';
import { originateAchFile } from '../payments/ach-origination.js';
import { postDuePayments } from '../payments/posting-job.js';
import { createIdentityHasher } from '../security/identity-hash.js';
import { paymentDataCipherFor } from '../security/payment-data-cipher.js';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../test-support/test-databases.js';
import { sendPaymentReminders } from './payment-reminders-job.js';
import { closeStatementCycles } from './statement-cycle-job.js';

/*
 * The loan's daily jobs (docs/decisions/057) on a demo database seeded on Thursday 1 October 2026: demo (Maria
 * Garcia, paperless, no autopay, a confirmed mobile) and demo2 (Daniel Okafor, paper, autopay on the 15th) are both
 * due on Sunday 15 November with statements closing on the 20th. Every clock is pinned; every job runs twice (and
 * twice at once) and must leave what one run left.
 */

const identity = createIdentityHasher('k'.repeat(43));
const cipher = paymentDataCipherFor(null, 's'.repeat(43));
const SEEDED_AT = new Date('2026-10-01T12:00:00-05:00');
const ORIGIN = 'https://portal.example';
const ACH_BANK = { odfiRouting: '123456780', companyId: '1752004120', offsetAccount: '000123456789' };
const central = (date: string, time = '10:00') => new Date(`${date}T${time}:00${date < '2026-11-01' ? '-05:00' : '-06:00'}`);

describe.each(TEST_DIALECTS)('the loan cycle jobs on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let printDir: string;
  const db = (): Kysely<DatabaseSchema> => testDatabase.database.db;
  const transport = () => createMessageTransport({ smtpUrl: null, from: 'Roadbridge Auto Finance <no-reply@roadbridge.example>' }, createOutboxRepository(db()));
  const loanOf = (accountNumber: string) => db().selectFrom('loan_accounts').selectAll().where('account_number', '=', accountNumber).executeTakeFirstOrThrow();
  /**
   * A payment reaches the loan as it does in production (docs/decisions/055): the day's ACH file after the 6 p.m.
   * cut-off, then the posting once the file has settled on the next business day.
   */
  const sendAndPost = async (date: string) => {
    const ach = { outboxDir: `${printDir}-ach/outbox`, returnsDir: `${printDir}-ach/returns`, bank: ACH_BANK };
    await originateAchFile(db(), central(date, '18:30'), { ach, cipher });
    return postDuePayments(db(), central(businessDayOnOrAfter(addDays(date, 1))));
  };
  const outboxTo = (recipient: string) => db().selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();
  const MARIA = '3052718841';
  const DANIEL = '3052718846';

  beforeEach(async () => {
    testDatabase = await createTestDatabase(dialect);
    await migrateToLatest(db());
    await seedDatabase(db(), { now: SEEDED_AT, demo: { identity, cipher, hashDemoPassword: async () => 'not-a-real-hash' } });
    printDir = await fs.mkdtemp(path.join(os.tmpdir(), 'statement-print-'));
  });
  afterEach(async () => {
    await testDatabase.dispose();
    await fs.rm(printDir, { recursive: true, force: true });
    await fs.rm(`${printDir}-ach`, { recursive: true, force: true });
  });

  describe('autopay drafts', () => {
    const run = (date: string, time?: string) => draftAutopayPayments(db(), central(date, time), { transport: transport(), origin: ORIGIN });

    it('finds the cycle of a draft day, moved past a weekend and across a month end', () => {
      // Sunday 28 February 2027 drafts on Monday 1 March; a late run still finds it, then lets it go.
      expect(draftCycleOn('2027-02-26', 28)).toBeNull();
      expect(draftCycleOn('2027-03-01', 28)).toEqual({ cycleDate: '2027-02-28', draftOn: '2027-03-01' });
      expect(draftCycleOn('2027-03-04', 28)).toEqual({ cycleDate: '2027-02-28', draftOn: '2027-03-01' });
      expect(draftCycleOn('2027-03-05', 28)).toBeNull();
      // Saturday 28 November 2026 drafts on Monday the 30th.
      expect(draftCycleOn('2026-11-28', 28)).toBeNull();
      expect(draftCycleOn('2026-11-30', 28)).toEqual({ cycleDate: '2026-11-28', draftOn: '2026-11-30' });
    });

    it('drafts the amount due on the business day after a weekend draft day, once, and mails the borrower', async () => {
      expect((await run('2026-11-14')).scheduled).toBe(0);
      expect((await run('2026-11-15')).scheduled).toBe(0);
      // Two instances at the same moment: one draft, one mail.
      const [first, second] = await Promise.all([run('2026-11-16'), run('2026-11-16')]);
      expect(first.scheduled + second.scheduled).toBe(1);
      expect(first.notified + second.notified).toBe(1);
      expect(await run('2026-11-16', '15:00')).toEqual({ scheduled: 0, alreadyPaid: 0, notified: 0, notifyFailed: 0 });
      expect(await run('2026-11-17')).toEqual({ scheduled: 0, alreadyPaid: 0, notified: 0, notifyFailed: 0 });

      const daniel = await loanOf(DANIEL);
      const payments = await db().selectFrom('payments').selectAll().where('loan_account_id', '=', daniel.id).execute();
      expect(payments).toEqual([expect.objectContaining({ source: 'autopay', amount_cents: 33_518, pay_on: '2026-11-16', status: 'pending' })]);
      const mails = await outboxTo('daniel.okafor@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Your Roadbridge Auto Finance automatic payment is scheduled');
      expect(mails[0]?.body).toContain('$335.18 from your account ending in 7788 for November 16, 2026');
      // The notice is the payment's receipt (docs/decisions/058): its confirmation number too.
      expect(mails[0]?.body).toContain(`Its confirmation number is ${payments[0]?.confirmation_number}.`);

      // The posting job posts it like any other payment: the installment is paid, the next one is due in December.
      expect((await sendAndPost('2026-11-16')).posted).toBe(1);
      expect(await loanOf(DANIEL)).toMatchObject({ amount_due_cents: 0, next_due_date: '2026-12-15' });
      expect((await run('2026-11-18')).scheduled).toBe(0);
    });

    it('drafts nothing for an enrolment suspended after returned payments', async () => {
      const daniel = await loanOf(DANIEL);
      await db().updateTable('autopay_enrolments').set({ suspended_at: new Date('2026-11-10T12:00:00Z').toISOString() }).where('loan_account_id', '=', daniel.id).execute();
      expect(await run('2026-11-16')).toEqual({ scheduled: 0, alreadyPaid: 0, notified: 0, notifyFailed: 0 });
      expect(await db().selectFrom('payments').select('id').where('loan_account_id', '=', daniel.id).execute()).toEqual([]);
    });

    it('drafts nothing for a cycle already paid, nor later in it, and says so in the mail language of the borrower', async () => {
      const maria = await loanOf(MARIA);
      const method = await db().selectFrom('payment_methods').select('id').where('loan_account_id', '=', maria.id).executeTakeFirstOrThrow();
      await db().insertInto('autopay_enrolments').values({ loan_account_id: maria.id, payment_method_id: method.id, draft_day: 16 }).execute();
      await db().updateTable('users').set({ language: 'es-US' }).where('loan_account_id', '=', maria.id).execute();
      // Money on its way counts as paid.
      await db()
        .insertInto('payments')
        .values({ loan_account_id: maria.id, payment_method_id: method.id, amount_cents: 38_945, pay_on: '2026-11-13', status: 'pending', source: 'online', confirmation_number: 'RB-TEST1-PAID1' })
        .execute();
      const result = await run('2026-11-16');
      expect(result.alreadyPaid).toBe(1);
      expect(await db().selectFrom('payments').select('id').where('loan_account_id', '=', maria.id).where('source', '=', 'autopay').execute()).toEqual([]);
      expect(await outboxTo('maria.garcia@example.com')).toEqual([]);
      // Cancelled afterwards: the cycle stays done (its row is written), a later run drafts nothing.
      await db().updateTable('payments').set({ status: 'cancelled' }).where('confirmation_number', '=', 'RB-TEST1-PAID1').execute();
      expect((await run('2026-11-17')).scheduled).toBe(0);
      // Next month's cycle drafts, and the mail is in Spanish.
      await db().updateTable('loan_accounts').set({ next_due_date: '2026-12-15' }).where('id', '=', maria.id).execute();
      expect((await run('2026-12-16')).scheduled).toBe(1);
      const [mail] = await outboxTo('maria.garcia@example.com');
      expect(mail?.subject).toBe('Su pago automático de Roadbridge Auto Finance está programado');
      expect(mail?.body).toContain('un pago de $389.45 de su cuenta terminada en 6789 para el 16 de diciembre de 2026');
    });
  });

  describe('statement cycles', () => {
    const run = (date: string) => closeStatementCycles(db(), central(date), { transport: transport(), origin: ORIGIN, printDir });

    it('closes each cycle once from the ledger, across a month end, with figures that add up', async () => {
      // The seed's newest statement is of 20 September; the 20 October close is made on the 21st, once.
      expect((await run('2026-10-20')).statements).toBe(0);
      const [first, second] = await Promise.all([run('2026-10-21'), run('2026-10-21')]);
      expect(first.statements + second.statements).toBe(2);
      expect((await run('2026-10-22')).statements).toBe(0);

      // Maria pays online on 10 November; the posting job splits it into interest and principal.
      const maria = await loanOf(MARIA);
      const method = await db().selectFrom('payment_methods').select('id').where('loan_account_id', '=', maria.id).executeTakeFirstOrThrow();
      await db()
        .insertInto('payments')
        .values({ loan_account_id: maria.id, payment_method_id: method.id, amount_cents: 38_945, pay_on: '2026-11-10', status: 'pending', source: 'online', confirmation_number: 'RB-TEST2-PAID2' })
        .execute();
      expect((await sendAndPost('2026-11-10')).posted).toBe(1);
      const posted = await db().selectFrom('account_transactions').selectAll().where('reference', '=', 'RB-TEST2-PAID2').executeTakeFirstOrThrow();
      // 41 days since the seed's last payment on 30 September, at $3.51 a day.
      expect(posted).toMatchObject({ interest_cents: -14_391, principal_cents: -24_554 });

      await db().updateTable('users').set({ language: 'pt-BR' }).where('loan_account_id', '=', maria.id).execute();
      const november = await run('2026-11-21');
      expect(november.statements).toBe(2);
      const again = await run('2026-11-21');
      expect(again).toMatchObject({ statements: 0, noticesSent: 0, printListed: 0 });

      const statements = createStatementsRepository(db());
      const [mariaNovember, mariaOctober] = (await statements.listForAccount(maria.id, { limit: 2, offset: 0 })).rows;
      expect(mariaOctober).toMatchObject({ statement_date: '2026-10-20', period_start: '2026-09-21', payments_cents: 38_945, interest_cents: 0, new_balance_cents: 1_423_567, amount_due_cents: 38_945, due_date: '2026-11-15' });
      expect(mariaNovember).toMatchObject({
        statement_date: '2026-11-20',
        period_start: '2026-10-21',
        period_end: '2026-11-20',
        previous_balance_cents: 1_423_567,
        payments_cents: 38_945,
        interest_cents: 14_391,
        fees_cents: 0,
        adjustments_cents: 0,
        new_balance_cents: 1_423_567 - 24_554,
        // Paid up: the December installment is billed.
        amount_due_cents: 38_945,
        past_due_cents: 0,
        due_date: '2026-12-15',
      });
      expect(await loanOf(MARIA)).toMatchObject({ amount_due_cents: 38_945, next_due_date: '2026-12-15', current_balance_cents: 1_423_567 - 24_554 });

      // Daniel did not pay his November installment: it is past due, and December's is added.
      const daniel = await loanOf(DANIEL);
      const [danielNovember] = (await statements.listForAccount(daniel.id, { limit: 1, offset: 0 })).rows;
      expect(danielNovember).toMatchObject({ statement_date: '2026-11-20', payments_cents: 0, interest_cents: 0, past_due_cents: 33_518, amount_due_cents: 67_036, due_date: '2026-12-15' });

      for (const statement of await db().selectFrom('statements').selectAll().execute()) {
        expect(statement.new_balance_cents).toBe(statement.previous_balance_cents - statement.payments_cents + statement.interest_cents + statement.fees_cents + statement.adjustments_cents);
      }

      // Paperless Maria gets one notice per statement, in her language; paper Daniel is on each date's print list.
      const notices = await outboxTo('maria.garcia@example.com');
      expect(notices.map((mail) => mail.subject)).toEqual(['Your Roadbridge Auto Finance statement is ready', 'Seu extrato da Roadbridge Auto Finance está pronto']);
      expect(notices[1]?.body).toContain(`${ORIGIN}/pt/account/statements`);
      expect(await outboxTo('daniel.okafor@example.com')).toEqual([]);
      const list = await fs.readFile(path.join(printDir, 'statements-to-print-2026-11-20.csv'), 'utf8');
      expect(list.trim().split('\r\n')).toEqual([
        'account_number,first_name,last_name,language,statement_id,statement_date,new_balance,amount_due,due_date',
        `${DANIEL},Daniel,Okafor,en-US,${danielNovember?.id},2026-11-20,9654.32,670.36,2026-12-15`,
      ]);
      expect(await fs.readdir(printDir)).toEqual(['statements-to-print-2026-10-20.csv', 'statements-to-print-2026-11-20.csv']);
    });
  });

  describe('payment reminders', () => {
    const run = (date: string) => sendPaymentReminders(db(), central(date), { transport: transport(), origin: ORIGIN });
    const remindersOf = (accountNumber: string, values: { reminder_email: number; reminder_sms: number; reminder_days_before: number }) =>
      db().updateTable('loan_accounts').set(values).where('account_number', '=', accountNumber).execute();

    it('sends each reminder once per due date, by e-mail and text, never for a paid loan nor a text without a confirmed number', async () => {
      // Off by default: nothing goes.
      expect(await run('2026-11-12')).toEqual({ emails: 0, texts: 0, skippedPaid: 0, skippedNoTexting: 0, failed: 0 });
      await remindersOf(MARIA, { reminder_email: 1, reminder_sms: 1, reminder_days_before: 5 });
      await remindersOf(DANIEL, { reminder_email: 1, reminder_sms: 1, reminder_days_before: 3 });
      const maria = await loanOf(MARIA);
      const daniel = await loanOf(DANIEL);
      await db().updateTable('users').set({ language: 'pt-BR' }).where('loan_account_id', '=', maria.id).execute();

      expect((await run('2026-11-09')).emails).toBe(0);
      const [first, second] = await Promise.all([run('2026-11-10'), run('2026-11-10')]);
      expect(first.emails + second.emails).toBe(1);
      expect(first.texts + second.texts).toBe(1);
      expect(await run('2026-11-10')).toEqual({ emails: 0, texts: 0, skippedPaid: 0, skippedNoTexting: 0, failed: 0 });
      const [mail] = await outboxTo('maria.garcia@example.com');
      expect(mail?.subject).toBe('Lembrete: seu pagamento de US$\u00a0389,45 à Roadbridge Auto Finance vence em 15 de novembro de 2026');
      const [text] = await outboxTo('+12025550147');
      expect(text?.body).toContain('vence em 15 de novembro de 2026');

      // Money on its way for Daniel's due date counts as paid: no reminder.
      const method = await db().selectFrom('payment_methods').select('id').where('loan_account_id', '=', daniel.id).executeTakeFirstOrThrow();
      await db()
        .insertInto('payments')
        .values({ loan_account_id: daniel.id, payment_method_id: method.id, amount_cents: 33_518, pay_on: '2026-11-13', status: 'scheduled', source: 'online', confirmation_number: 'RB-TEST3-PAID3' })
        .execute();
      expect(await run('2026-11-12')).toMatchObject({ emails: 0, skippedPaid: 1 });
      // Cancelled: the next day's run reminds him by e-mail; he has no confirmed mobile number, so no text.
      await db().updateTable('payments').set({ status: 'cancelled' }).where('confirmation_number', '=', 'RB-TEST3-PAID3').execute();
      expect(await run('2026-11-13')).toEqual({ emails: 1, texts: 0, skippedPaid: 0, skippedNoTexting: 1, failed: 0 });
      expect(await run('2026-11-14')).toMatchObject({ emails: 0, texts: 0 });
      expect((await outboxTo('daniel.okafor@example.com')).map((row) => row.subject)).toEqual(['Reminder: your Roadbridge Auto Finance payment of $335.18 is due on November 15, 2026']);

      // Paid and posted: the loan's next due date is a month on, and nothing is sent for the one paid.
      const mariaMethod = await db().selectFrom('payment_methods').select('id').where('loan_account_id', '=', maria.id).executeTakeFirstOrThrow();
      await db()
        .insertInto('payments')
        .values({ loan_account_id: maria.id, payment_method_id: mariaMethod.id, amount_cents: 38_945, pay_on: '2026-11-13', status: 'pending', source: 'online', confirmation_number: 'RB-TEST4-PAID4' })
        .execute();
      expect((await sendAndPost('2026-11-13')).posted).toBe(1);
      expect(await createLoanAccountsRepository(db()).findById(maria.id)).toMatchObject({ amount_due_cents: 0, next_due_date: '2026-12-15' });
      // (Daniel's text is still asked for without a number: counted, not sent.)
      expect(await run('2026-11-14')).toEqual({ emails: 0, texts: 0, skippedPaid: 0, skippedNoTexting: 1, failed: 0 });
      expect(await db().selectFrom('payment_reminders').select(['due_date', 'channel']).orderBy('loan_account_id').orderBy('channel').execute()).toHaveLength(3);
    });
  });
});
