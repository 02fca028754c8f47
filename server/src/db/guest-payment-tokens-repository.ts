import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, GuestPaymentTokensTable } from './schema.js';

export type GuestPaymentTokenRow = Selectable<GuestPaymentTokensTable>;

/** Tokens of matched guest lookups (docs/decisions/058), found by the SHA-256 of the token. */
export interface GuestPaymentTokensRepository {
  create(token: { tokenHash: string; loanAccountId: number; expiresAt: string }): Promise<void>;
  /** The token's row, spent or not, expired or not: a repeated payment request finds its first answer through it. */
  findByHash(tokenHash: string): Promise<GuestPaymentTokenRow | null>;
  /** Spends an unspent, unexpired token for a payment, atomically: of two concurrent payments one gets true. */
  spend(id: number, paymentId: number, at: string): Promise<boolean>;
  deleteExpired(before: string): Promise<number>;
}

export function createGuestPaymentTokensRepository(db: Kysely<DatabaseSchema>): GuestPaymentTokensRepository {
  return {
    async create({ tokenHash, loanAccountId, expiresAt }) {
      await db.insertInto('guest_payment_tokens').values({ token_hash: tokenHash, loan_account_id: loanAccountId, expires_at: expiresAt }).execute();
    },
    async findByHash(tokenHash) {
      return (await db.selectFrom('guest_payment_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()) ?? null;
    },
    async spend(id, paymentId, at) {
      const result = await db
        .updateTable('guest_payment_tokens')
        .set({ spent_at: at, payment_id: paymentId })
        .where('id', '=', id)
        .where('spent_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async deleteExpired(before) {
      const result = await db.deleteFrom('guest_payment_tokens').where('expires_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
