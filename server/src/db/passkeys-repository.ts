import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isoNow } from '../time.js';
import type { DatabaseSchema } from './schema.js';

/** A stored passkey, as the service reads it (docs/decisions/052). */
export interface StoredPasskey {
  id: number;
  publicId: string;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

export type ChallengePurpose = 'registration' | 'sign_in';

/** Passkeys and the challenges of their ceremonies (docs/decisions/052). */
export interface PasskeysRepository {
  listForUser(userId: number): Promise<StoredPasskey[]>;
  countForUser(userId: number): Promise<number>;
  findByCredentialId(credentialId: string): Promise<StoredPasskey | null>;
  /** Answers the new passkey's public id. A credential id already stored fails on its unique constraint. */
  add(passkey: { userId: number; credentialId: string; publicKey: string; counter: number; transports: string[]; name: string | null }): Promise<string>;
  /** The passkey's new counter and its last use: only if the stored counter is still the one the check read. */
  recordUse(id: number, previousCounter: number, newCounter: number, now?: Date): Promise<boolean>;
  /** False when no passkey of this user has that public id (another user's one included). */
  remove(userId: number, publicId: string): Promise<boolean>;
  /** A new challenge; the binding's earlier ones of the same purpose are dropped (only the latest can be answered). */
  saveChallenge(challenge: { purpose: ChallengePurpose; bindingHash: string; userId: number | null; challenge: string; expiresAt: string }): Promise<void>;
  /**
   * Spends the challenge: true once, for an unexpired challenge of this purpose and binding; a second call, from
   * this instance or another, finds nothing (one DELETE, atomic on both dialects).
   */
  spendChallenge(purpose: ChallengePurpose, bindingHash: string, challenge: string, now?: Date): Promise<{ userId: number | null } | null>;
  deleteExpiredChallenges(now?: Date): Promise<number>;
}

type PasskeyRow = {
  id: number;
  public_id: string;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number | string;
  transports: string | null;
  name: string | null;
  created_at: string;
  last_used_at: string | null;
};

function transportsOf(json: string | null): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

const passkeyOf = (row: PasskeyRow): StoredPasskey => ({
  id: row.id,
  publicId: row.public_id,
  userId: row.user_id,
  credentialId: row.credential_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: transportsOf(row.transports),
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export function createPasskeysRepository(db: Kysely<DatabaseSchema>): PasskeysRepository {
  return {
    async listForUser(userId) {
      const rows = await db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(passkeyOf);
    },
    async countForUser(userId) {
      const row = await db.selectFrom('passkeys').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async findByCredentialId(credentialId) {
      const row = await db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
      return row ? passkeyOf(row) : null;
    },
    async add(passkey) {
      const publicId = randomUUID();
      await db
        .insertInto('passkeys')
        .values({
          public_id: publicId,
          user_id: passkey.userId,
          credential_id: passkey.credentialId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports.length > 0 ? JSON.stringify(passkey.transports) : null,
          name: passkey.name,
        })
        .execute();
      return publicId;
    },
    async recordUse(id, previousCounter, newCounter, now = new Date()) {
      const result = await db
        .updateTable('passkeys')
        .set({ counter: newCounter, last_used_at: isoNow(now) })
        .where('id', '=', id)
        .where('counter', '=', previousCounter)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async remove(userId, publicId) {
      const result = await db.deleteFrom('passkeys').where('user_id', '=', userId).where('public_id', '=', publicId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    async saveChallenge(challenge) {
      await db.deleteFrom('webauthn_challenges').where('purpose', '=', challenge.purpose).where('binding_hash', '=', challenge.bindingHash).execute();
      await db
        .insertInto('webauthn_challenges')
        .values({
          purpose: challenge.purpose,
          binding_hash: challenge.bindingHash,
          user_id: challenge.userId,
          challenge: challenge.challenge,
          expires_at: challenge.expiresAt,
        })
        .execute();
    },
    async spendChallenge(purpose, bindingHash, challenge, now = new Date()) {
      const row = await db
        .deleteFrom('webauthn_challenges')
        .where('purpose', '=', purpose)
        .where('binding_hash', '=', bindingHash)
        .where('challenge', '=', challenge)
        .where('expires_at', '>', isoNow(now))
        .returning('user_id')
        .executeTakeFirst();
      return row ? { userId: row.user_id } : null;
    },
    async deleteExpiredChallenges(now = new Date()) {
      const result = await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', isoNow(now)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
