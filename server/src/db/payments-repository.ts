import type { Insertable, Kysely, SelectQueryBuilder } from 'kysely';
import type {
  AutopayEnrolmentRow,
  DatabaseSchema,
  PaymentMethodRow,
  PaymentMethodsTable,
  PaymentRow,
  PaymentStatusColumn,
  PaymentsTable,
} from './schema.js';
import { precompiledQuery } from './precompiled-query.js';

/*
 * Saved bank accounts, payments and autopay of one loan. Every read and write names the loan, so another
 * borrower's id finds nothing (the routes answer 404).
 */

export type NewPaymentMethod = Omit<Insertable<PaymentMethodsTable>, 'id' | 'created_at' | 'removed_at'> & {
  /** From the service's clock: the bank-account quota counts by it (docs/decisions/051). */
  created_at?: string;
  /** Set at once for a bank account typed for one guest payment (docs/decisions/058): never in the borrower's list. */
  removed_at?: string | null;
};
export type NewPayment = Omit<Insertable<PaymentsTable>, 'id' | 'created_at' | 'cancelled_at' | 'posted_on' | 'transaction_id' | 'credit_cents' | 'ach_file_id' | 'ach_trace' | 'settles_on' | 'returned_at' | 'return_code'> & {
  /** From the service's clock: the duplicate guard compares it with the same clock (docs/decisions/051). */
  created_at: string;
};

export interface PaymentMethodsRepository {
  /** Saved and not removed (with `includeRemoved`, removed ones too: past payments name them), oldest first. */
  listForAccount(loanAccountId: number, options?: { includeRemoved?: boolean }): Promise<PaymentMethodRow[]>;
  findForAccount(loanAccountId: number, id: number): Promise<PaymentMethodRow | null>;
  insert(method: NewPaymentMethod): Promise<PaymentMethodRow>;
  /** True when a live method of this loan was removed now. */
  remove(loanAccountId: number, id: number, now: Date): Promise<boolean>;
  /** When each bank account added to the loan since `since` was added (removed ones too), oldest first: the daily quota. */
  addedSince(loanAccountId: number, since: string): Promise<string[]>;
}

export type PaymentWithMethodRow = PaymentRow & { last4: string };

export interface PaymentsRepository {
  /** Paid today, not yet posted (history shows them first), newest first. */
  listPending(loanAccountId: number): Promise<PaymentRow[]>;
  /** Scheduled, pending, and posted on or after `postedSince`, newest first, each with its bank account's last four. */
  listRecent(loanAccountId: number, postedSince: string): Promise<PaymentWithMethodRow[]>;
  findForAccount(loanAccountId: number, id: number): Promise<PaymentRow | null>;
  /** A payment of this loan by its confirmation number, with its bank account's last four: its receipt. */
  findByConfirmation(loanAccountId: number, confirmationNumber: string): Promise<PaymentWithMethodRow | null>;
  findByIdempotencyKey(loanAccountId: number, key: string): Promise<PaymentRow | null>;
  /** One write: the answer to replay to a repeated request (`first_answer`) is stored with the payment. */
  insert(payment: NewPayment): Promise<PaymentRow>;
  /** Moves a payment from one of `from` to cancelled; false when it was in none of them any more. */
  cancel(loanAccountId: number, id: number, from: readonly PaymentStatusColumn[], now: Date): Promise<boolean>;
  /** Scheduled or pending payments of a loan that draw on this method. */
  countOpenUsing(loanAccountId: number, paymentMethodId: number): Promise<number>;
  /** Scheduled and pending payments of every loan due on or before `date`, oldest first (the posting job). */
  listDue(date: string): Promise<PaymentRow[]>;
  /** The sum of the loan's scheduled and pending payments, in cents: money already on its way to the payoff. */
  openTotalCents(loanAccountId: number): Promise<number>;
  /**
   * The newest payment of the loan, not cancelled, of this amount for this date made at or after `madeSince`:
   * the one a new payment may repeat by mistake (docs/decisions/051).
   */
  findRecentLike(loanAccountId: number, amountCents: number, payOn: string, madeSince: string): Promise<PaymentRow | null>;
  /** Scheduled → pending once its day has come (the posting job); false when it was no longer scheduled. */
  markPending(id: number): Promise<boolean>;
  /**
   * Claims a payment with a settled ACH file for posting, as of `postedOn`: false when another instance (or a
   * cancellation) got to it first, so the posting happens once (payments/posting-job.ts).
   */
  claimForPosting(id: number, postedOn: string): Promise<boolean>;
  /** The ledger entry a posted payment made, and the part of it held as the borrower's credit (docs/decisions/051). */
  recordPosting(id: number, transactionId: number, creditCents: number): Promise<void>;
  /** What a bank's return file names of a payment (the development stand-in, routes/dev-ach-returns.ts). */
  findForReturnFile(id: number): Promise<PaymentForReturnFile | null>;
}

export type PaymentForReturnFile = Pick<PaymentRow, 'confirmation_number' | 'amount_cents' | 'ach_trace'> &
  Pick<PaymentMethodRow, 'holder_name' | 'routing_number' | 'last4' | 'account_type'>;

export interface AutopayRepository {
  find(loanAccountId: number): Promise<AutopayEnrolmentRow | null>;
  upsert(loanAccountId: number, paymentMethodId: number, draftDay: number): Promise<void>;
  /** True when there was an enrolment to remove. */
  remove(loanAccountId: number): Promise<boolean>;
}

export function createPaymentMethodsRepository(db: Kysely<DatabaseSchema>): PaymentMethodsRepository {
  const saved = precompiledQuery<{ loanAccountId: number }, PaymentMethodRow>(db, (param) =>
    db.selectFrom('payment_methods').selectAll().where('loan_account_id', '=', param('loanAccountId')).where('removed_at', 'is', null).orderBy('id'),
  );
  const everSaved = precompiledQuery<{ loanAccountId: number }, PaymentMethodRow>(db, (param) =>
    db.selectFrom('payment_methods').selectAll().where('loan_account_id', '=', param('loanAccountId')).orderBy('id'),
  );
  return {
    async listForAccount(loanAccountId, options = {}) {
      return (options.includeRemoved ? everSaved : saved).rows({ loanAccountId });
    },
    async findForAccount(loanAccountId, id) {
      const row = await db
        .selectFrom('payment_methods')
        .selectAll()
        .where('loan_account_id', '=', loanAccountId)
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return row ?? null;
    },
    async insert(method) {
      return db.insertInto('payment_methods').values(method).returningAll().executeTakeFirstOrThrow();
    },
    async remove(loanAccountId, id, now) {
      const result = await db
        .updateTable('payment_methods')
        .set({ removed_at: now.toISOString() })
        .where('loan_account_id', '=', loanAccountId)
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async addedSince(loanAccountId, since) {
      const rows = await db
        .selectFrom('payment_methods')
        .select('created_at')
        .where('loan_account_id', '=', loanAccountId)
        .where('created_at', '>=', since)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => row.created_at);
    },
  };
}

export function createPaymentsRepository(db: Kysely<DatabaseSchema>): PaymentsRepository {
  const newestFirst = <Q extends SelectQueryBuilder<DatabaseSchema, 'payments', object>>(query: Q) =>
    query.orderBy('payments.pay_on', 'desc').orderBy('payments.id', 'desc');
  const pending = precompiledQuery<{ loanAccountId: number }, PaymentRow>(db, (param) =>
    newestFirst(db.selectFrom('payments').selectAll().where('loan_account_id', '=', param('loanAccountId')).where('status', '=', 'pending')),
  );
  // With the bank account's last four: the payments list names each one's account (removed ones too).
  const recent = precompiledQuery<{ loanAccountId: number; postedSince: string }, PaymentWithMethodRow>(db, (param) =>
    newestFirst(
      db
        .selectFrom('payments')
        .innerJoin('payment_methods', 'payment_methods.id', 'payments.payment_method_id')
        .selectAll('payments')
        .select('payment_methods.last4')
        .where('payments.loan_account_id', '=', param('loanAccountId'))
        .where((eb) =>
          eb.or([eb('payments.status', 'in', ['scheduled', 'pending']), eb.and([eb('payments.status', '=', 'posted'), eb('payments.posted_on', '>=', param('postedSince'))])]),
        ),
    ),
  );
  // A payment POST runs these two: compiled once (decision 022), every column of a new payment named.
  const byIdempotencyKey = precompiledQuery<{ loanAccountId: number; key: string }, PaymentRow>(db, (param) =>
    db.selectFrom('payments').selectAll().where('loan_account_id', '=', param('loanAccountId')).where('idempotency_key', '=', param('key')),
  );
  const inserted = precompiledQuery<{ [Column in keyof NewPayment]-?: Exclude<NewPayment[Column], undefined> }, PaymentRow>(db, (param) =>
    db
      .insertInto('payments')
      .values({
        loan_account_id: param('loan_account_id'),
        payment_method_id: param('payment_method_id'),
        amount_cents: param('amount_cents'),
        pay_on: param('pay_on'),
        status: param('status'),
        source: param('source'),
        confirmation_number: param('confirmation_number'),
        idempotency_key: param('idempotency_key'),
        request_fingerprint: param('request_fingerprint'),
        first_answer: param('first_answer'),
        created_at: param('created_at'),
      })
      .returningAll(),
  );
  return {
    async listPending(loanAccountId) {
      return pending.rows({ loanAccountId });
    },
    async listRecent(loanAccountId, postedSince) {
      return recent.rows({ loanAccountId, postedSince });
    },
    async findForAccount(loanAccountId, id) {
      return (await db.selectFrom('payments').selectAll().where('loan_account_id', '=', loanAccountId).where('id', '=', id).executeTakeFirst()) ?? null;
    },
    async findByConfirmation(loanAccountId, confirmationNumber) {
      const row = await db
        .selectFrom('payments')
        .innerJoin('payment_methods', 'payment_methods.id', 'payments.payment_method_id')
        .selectAll('payments')
        .select('payment_methods.last4')
        .where('payments.loan_account_id', '=', loanAccountId)
        .where('payments.confirmation_number', '=', confirmationNumber)
        .executeTakeFirst();
      return row ?? null;
    },
    async findByIdempotencyKey(loanAccountId, key) {
      return (await byIdempotencyKey.first({ loanAccountId, key })) ?? null;
    },
    async insert(payment) {
      const row = await inserted.first({
        ...payment,
        source: payment.source ?? 'online',
        idempotency_key: payment.idempotency_key ?? null,
        request_fingerprint: payment.request_fingerprint ?? null,
        first_answer: payment.first_answer ?? null,
      });
      if (!row) throw new Error('The payment insert returned no row');
      return row;
    },
    async cancel(loanAccountId, id, from, now) {
      const result = await db
        .updateTable('payments')
        .set({ status: 'cancelled', cancelled_at: now.toISOString() })
        .where('loan_account_id', '=', loanAccountId)
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async countOpenUsing(loanAccountId, paymentMethodId) {
      const { count } = await db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('loan_account_id', '=', loanAccountId)
        .where('payment_method_id', '=', paymentMethodId)
        .where('status', 'in', ['scheduled', 'pending'])
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    async markPending(id) {
      const updated = await db.updateTable('payments').set({ status: 'pending' }).where('id', '=', id).where('status', '=', 'scheduled').executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },
    async claimForPosting(id, postedOn) {
      const claimed = await db
        .updateTable('payments')
        .set({ status: 'posted', posted_on: postedOn })
        .where('id', '=', id)
        .where('status', 'in', ['scheduled', 'pending'])
        .where('ach_file_id', 'is not', null)
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) > 0;
    },
    async recordPosting(id, transactionId, creditCents) {
      await db.updateTable('payments').set({ transaction_id: transactionId, credit_cents: creditCents }).where('id', '=', id).execute();
    },
    async findForReturnFile(id) {
      const row = await db
        .selectFrom('payments')
        .innerJoin('payment_methods', 'payment_methods.id', 'payments.payment_method_id')
        .select(['payments.confirmation_number', 'payments.amount_cents', 'payments.ach_trace', 'payment_methods.holder_name', 'payment_methods.routing_number', 'payment_methods.last4', 'payment_methods.account_type'])
        .where('payments.id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },
    async listDue(date) {
      return db.selectFrom('payments').selectAll().where('status', 'in', ['scheduled', 'pending']).where('pay_on', '<=', date).orderBy('pay_on').orderBy('id').execute();
    },
    async openTotalCents(loanAccountId) {
      const { total } = await db
        .selectFrom('payments')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_cents'), eb.lit(0)).as('total'))
        .where('loan_account_id', '=', loanAccountId)
        .where('status', 'in', ['scheduled', 'pending'])
        .executeTakeFirstOrThrow();
      return Number(total);
    },
    async findRecentLike(loanAccountId, amountCents, payOn, madeSince) {
      const row = await db
        .selectFrom('payments')
        .selectAll()
        .where('loan_account_id', '=', loanAccountId)
        .where('amount_cents', '=', amountCents)
        .where('pay_on', '=', payOn)
        .where('status', '!=', 'cancelled')
        .where('created_at', '>=', madeSince)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ?? null;
    },
  };
}

export function createAutopayRepository(db: Kysely<DatabaseSchema>): AutopayRepository {
  const enrolment = precompiledQuery<{ loanAccountId: number }, AutopayEnrolmentRow>(db, (param) =>
    db.selectFrom('autopay_enrolments').selectAll().where('loan_account_id', '=', param('loanAccountId')),
  );
  return {
    async find(loanAccountId) {
      return (await enrolment.first({ loanAccountId })) ?? null;
    },
    async upsert(loanAccountId, paymentMethodId, draftDay) {
      await db
        .insertInto('autopay_enrolments')
        .values({ loan_account_id: loanAccountId, payment_method_id: paymentMethodId, draft_day: draftDay })
        .onConflict((conflict) => conflict.column('loan_account_id').doUpdateSet({ payment_method_id: paymentMethodId, draft_day: draftDay }))
        .execute();
    },
    async remove(loanAccountId) {
      const result = await db.deleteFrom('autopay_enrolments').where('loan_account_id', '=', loanAccountId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
