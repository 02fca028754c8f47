import type { Kysely } from 'kysely';
import type { IdentityHasher } from '../security/identity-hash.js';
import { hashPassword } from '../security/passwords.js';
import { isoAfterSeconds, isoNow } from '../time.js';
import { seedDemoAccountHistory } from './account-history-seed.js';
import { seedCareers } from './careers-seed.js';
import { isUniqueViolation } from './constraint-errors.js';
import { DEMO_BORROWERS, DEMO_PASSWORD, nextDueDate, type DemoBorrower } from './demo-data.js';
import { createAutopayRepository, createPaymentMethodsRepository } from './payments-repository.js';
import type { PaymentDataCipher } from '../security/payment-data-cipher.js';
import type { DatabaseSchema } from './schema.js';
import { insertThread } from './secure-messages-repository.js';
import { LEGACY_REDIRECTS } from './legacy-redirects.js';
import { redirectKey } from './redirect-key.js';
import { createUsersRepository } from './users-repository.js';
import { inTransaction } from './in-transaction.js';

/**
 * Fills an empty redirects table with the legacy paths. Only an empty table is seeded, so a redirect an
 * operator removed on purpose stays removed after a restart; `on conflict do nothing` covers two
 * instances seeding the same fresh database at once. Returns the number of rows added.
 */
export async function seedRedirects(db: Kysely<DatabaseSchema>): Promise<number> {
  const existing = await db.selectFrom('redirects').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const inserted = await db
    .insertInto('redirects')
    .values(
      LEGACY_REDIRECTS.map((redirect) => ({
        from_path: redirectKey(redirect.fromPath),
        to_location: redirect.toLocation,
        status_code: redirect.statusCode,
      })),
    )
    .onConflict((conflict) => conflict.column('from_path').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The demo borrowers (demo-data.ts) into a database without any loan: a database someone already uses
 * is never touched. Passwords are hashed before the transaction, which stays short. Returns the
 * usernames created (empty when the database had loans, or another instance seeded it first).
 */
export async function seedDemoData(
  db: Kysely<DatabaseSchema>,
  identity: IdentityHasher,
  options: { now?: Date; hashDemoPassword?: (username: string) => Promise<string>; cipher?: PaymentDataCipher } = {},
): Promise<string[]> {
  const { now = new Date(), hashDemoPassword = () => hashPassword(DEMO_PASSWORD), cipher } = options;
  const existing = await db.selectFrom('loan_accounts').select('id').limit(1).executeTakeFirst();
  if (existing) return [];
  const passwordHashes = new Map<string, string>();
  for (const borrower of DEMO_BORROWERS) {
    if (borrower.user) passwordHashes.set(borrower.user.username, await hashDemoPassword(borrower.user.username));
  }
  try {
    return await inTransaction(db, async (trx) => {
      const users = createUsersRepository(trx);
      const created: string[] = [];
      for (const borrower of DEMO_BORROWERS) {
        const loan = await trx
          .insertInto('loan_accounts')
          .values({
            account_number: borrower.accountNumber,
            account_status: borrower.accountStatus,
            borrower_first_name: borrower.firstName,
            borrower_last_name: borrower.lastName,
            ssn_hash: identity.ssn(borrower.ssn),
            ssn_last_four_hash: identity.ssnLastFour(borrower.ssn.slice(-4)),
            dob_hash: identity.dateOfBirth(borrower.dob),
            email: borrower.email,
            phone: borrower.phone,
            billing_zip: borrower.billingZip,
            vin: borrower.vin,
            vehicle_description: borrower.vehicleDescription,
            autopay_flag: borrower.autopayFlag,
            billing_method: borrower.billingMethod,
            text_enrolled: borrower.textEnrolled,
            current_balance_cents: borrower.currentBalanceCents,
            payoff_amount_cents: borrower.payoffAmountCents,
            amount_due_cents: borrower.amountDueCents,
            payment_amount_cents: borrower.paymentAmountCents,
            per_diem_interest_cents: borrower.perDiemInterestCents,
            next_due_date: borrower.amountDueCents > 0 ? nextDueDate(now) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const message of borrower.messages) {
          const threadId = await insertThread(trx, {
            loanAccountId: loan.id,
            topic: message.topic,
            subject: message.subject,
            author: 'lender',
            body: message.body,
            at: isoAfterSeconds(-message.daysAgo * DAY_SECONDS, now),
          });
          if (message.read) {
            const readAt = isoAfterSeconds(-message.daysAgo * DAY_SECONDS + 3600, now);
            await trx.updateTable('message_threads').set({ customer_read_at: readAt }).where('id', '=', threadId).execute();
          }
        }
        if (cipher) await seedBankAccounts(trx, loan.id, borrower, cipher);
        const user = borrower.user;
        if (!user) continue;
        const state = user.state;
        await users.create({
          username: user.username,
          email: borrower.email,
          passwordHash: passwordHashes.get(user.username) ?? '',
          loanAccountId: loan.id,
          emailVerifiedAt: state === 'unverified' ? null : isoNow(now),
          lockedAt: state === 'locked' ? isoNow(now) : null,
          failedAttempts: state === 'locked' ? 5 : 0,
        });
        created.push(user.username);
      }
      return created;
    });
  } catch (error) {
    // Another instance seeded the same fresh database in the meantime.
    if (isUniqueViolation(error)) return [];
    throw error;
  }
}

/** A demo loan's saved bank accounts, and its autopay enrolment on the first of them. */
async function seedBankAccounts(trx: Kysely<DatabaseSchema>, loanAccountId: number, borrower: DemoBorrower, cipher: PaymentDataCipher): Promise<void> {
  const methodIds: number[] = [];
  for (const account of borrower.bankAccounts ?? []) {
    const sealed = cipher.seal(account.accountNumber);
    const row = await createPaymentMethodsRepository(trx).insert({
      loan_account_id: loanAccountId,
      account_type: account.accountType,
      routing_number: account.routingNumber,
      account_number_ciphertext: sealed.ciphertext,
      account_number_key_id: sealed.keyId,
      last4: account.accountNumber.slice(-4),
      holder_name: `${borrower.firstName} ${borrower.lastName}`,
      nickname: account.nickname,
    });
    methodIds.push(row.id);
  }
  const [first] = methodIds;
  if (borrower.autopayDraftDay && first !== undefined) await createAutopayRepository(trx).upsert(loanAccountId, first, borrower.autopayDraftDay);
}

export interface SeedOptions {
  /** Seeds the demo borrowers too (SEED_DEMO_DATA); their SSN and date-of-birth hashes need the key. */
  demo?: {
    identity: IdentityHasher;
    /** Seals the demo loans' saved bank account numbers. */
    cipher: PaymentDataCipher;
    /** Tests reuse one argon2 hash per demo user across their many fresh databases. */
    hashDemoPassword?: (username: string) => Promise<string>;
  };
  /** The moment the demo loans' due dates and histories are counted from; tests pin it. Default: now. */
  now?: Date;
}

export interface SeedResult {
  redirects: number;
  demoUsers: string[];
}

/**
 * Everything a fresh database needs on first start. The careers page's openings are content, seeded into
 * an empty table like the redirects; the demo loan's statements and history follow the demo users, and also
 * reach a demo database seeded before they existed (account-history-seed.ts).
 */
export async function seedDatabase(db: Kysely<DatabaseSchema>, options: SeedOptions = {}): Promise<SeedResult> {
  const redirects = await seedRedirects(db);
  await seedCareers(db);
  const { demo } = options;
  const now = options.now ?? new Date();
  const demoUsers = demo
    ? await seedDemoData(db, demo.identity, { now, cipher: demo.cipher, ...(demo.hashDemoPassword ? { hashDemoPassword: demo.hashDemoPassword } : {}) })
    : [];
  if (demo) await seedDemoAccountHistory(db, now);
  return { redirects, demoUsers };
}
