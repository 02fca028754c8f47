import type { Kysely } from 'kysely';
import { emailKey } from '../security/identity-hash.js';
import { isoNow } from '../time.js';
import { inTransaction } from './in-transaction.js';
import type { DatabaseSchema } from './schema.js';

/** What the settings page shows of a user and their loan, with the changes still waiting. */
export interface SettingsRow {
  userId: number;
  loanAccountId: number;
  username: string;
  email: string;
  passwordHash: string;
  language: string;
  /** The confirmed mobile phone (E.164), or null. */
  phone: string | null;
  billingMethod: string;
  textEnrolled: string;
  autopayFlag: string;
  /** An address waiting for its link, while the link is valid. */
  pendingEmail: string | null;
  /** A number waiting for its code, while the code is valid and tries are left. */
  pendingPhone: string | null;
}

export interface PendingPhone {
  phone: string;
  codeHash: string;
}

export interface PreferencesChange {
  billingMethod: 'I' | 'P';
  textEnrolled: 'Y' | 'N';
  language: string;
  /** Set when paperless was turned on with the consent. */
  electronicConsentAt?: string;
}

/** Payment reminders as stored on the loan: 3 or 5 days before the due date. */
export interface RemindersRow {
  email: boolean;
  sms: boolean;
  daysBefore: number;
}

export interface SettingsRepository {
  find(userId: number, maxPhoneTries: number, now?: Date): Promise<SettingsRow | null>;
  /**
   * Stores an e-mail change and its link token (a 'verify' one_time_token of the same hash), in one
   * transaction: earlier unused links of the user and an earlier pending change stop working.
   */
  startEmailChange(change: { userId: number; newEmail: string; tokenHash: string; expiresAt: string }, now?: Date): Promise<void>;
  /**
   * Applies the change whose link token was just spent: the user's and the loan's address become the new one.
   * Null when no valid change has this token (an ordinary verification link, or an expired change).
   */
  applyEmailChange(userId: number, tokenHash: string, now?: Date): Promise<{ oldEmail: string; newEmail: string } | null>;
  /**
   * Keeps a new code for a number (HMAC), valid until `expiresAt`. A code for the same number counts against
   * `maxCodesSent` and keeps the tries already used; another number starts afresh. False past the limit.
   */
  savePhoneCode(change: { userId: number; phone: string; codeHash: string; expiresAt: string }, maxCodesSent: number, now?: Date): Promise<boolean>;
  /** Counts one check of the code before it is compared; null when no code waits or its tries are used up. */
  reservePhoneTry(userId: number, maxTries: number, now?: Date): Promise<PendingPhone | null>;
  /** The number becomes the loan's mobile phone; the pending code is gone. */
  confirmPhone(userId: number, phone: string): Promise<void>;
  setPreferences(userId: number, change: PreferencesChange): Promise<void>;
  /** The language of the user's mail and text messages, or null for an unknown user. */
  languageOf(userId: number): Promise<string | null>;
  /** The payment reminders of the user's loan (docs/decisions/057), or null for an unknown user. */
  reminders(userId: number): Promise<RemindersRow | null>;
  setReminders(userId: number, reminders: RemindersRow): Promise<void>;
  /** Tidying (housekeeping): changes whose link or code has expired. */
  deleteExpired(now?: Date): Promise<number>;
}

export function createSettingsRepository(db: Kysely<DatabaseSchema>): SettingsRepository {
  return {
    async find(userId, maxPhoneTries, now = new Date()) {
      const at = isoNow(now);
      const row = await db
        .selectFrom('users')
        .innerJoin('loan_accounts', 'loan_accounts.id', 'users.loan_account_id')
        .leftJoin('email_changes', (join) => join.onRef('email_changes.user_id', '=', 'users.id').on('email_changes.expires_at', '>', at))
        .leftJoin('phone_verifications', (join) =>
          join
            .onRef('phone_verifications.user_id', '=', 'users.id')
            .on('phone_verifications.expires_at', '>', at)
            .on('phone_verifications.failures', '<', maxPhoneTries),
        )
        .select([
          'users.id as user_id',
          'users.loan_account_id',
          'users.username',
          'users.email',
          'users.password_hash',
          'users.language',
          'loan_accounts.phone',
          'loan_accounts.billing_method',
          'loan_accounts.text_enrolled',
          'loan_accounts.autopay_flag',
          'email_changes.new_email',
          'phone_verifications.phone as pending_phone',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        userId: row.user_id,
        loanAccountId: row.loan_account_id,
        username: row.username,
        email: row.email,
        passwordHash: row.password_hash,
        language: row.language,
        phone: row.phone,
        billingMethod: row.billing_method,
        textEnrolled: row.text_enrolled,
        autopayFlag: row.autopay_flag,
        pendingEmail: row.new_email ?? null,
        pendingPhone: row.pending_phone ?? null,
      };
    },

    async startEmailChange(change, now = new Date()) {
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('one_time_tokens')
          .set({ used_at: isoNow(now) })
          .where('user_id', '=', change.userId)
          .where('purpose', '=', 'verify')
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('one_time_tokens')
          .values({ token_hash: change.tokenHash, purpose: 'verify', user_id: change.userId, expires_at: change.expiresAt })
          .execute();
        await trx.deleteFrom('email_changes').where('user_id', '=', change.userId).execute();
        await trx
          .insertInto('email_changes')
          .values({ user_id: change.userId, new_email: change.newEmail, token_hash: change.tokenHash, expires_at: change.expiresAt })
          .execute();
      });
    },

    async applyEmailChange(userId, tokenHash, now = new Date()) {
      return inTransaction(db, async (trx) => {
        const change = await trx
          .deleteFrom('email_changes')
          .where('user_id', '=', userId)
          .where('token_hash', '=', tokenHash)
          .where('expires_at', '>', isoNow(now))
          .returning('new_email')
          .executeTakeFirst();
        if (!change) return null;
        const user = await trx.selectFrom('users').select(['email', 'loan_account_id']).where('id', '=', userId).executeTakeFirst();
        if (!user) return null;
        await trx
          .updateTable('users')
          .set({ email: change.new_email, email_key: emailKey(change.new_email), email_verified_at: isoNow(now) })
          .where('id', '=', userId)
          .execute();
        await trx.updateTable('loan_accounts').set({ email: change.new_email }).where('id', '=', user.loan_account_id).execute();
        return { oldEmail: user.email, newEmail: change.new_email };
      });
    },

    async savePhoneCode(change, maxCodesSent, now = new Date()) {
      return inTransaction(db, async (trx) => {
        const current = await trx.selectFrom('phone_verifications').select(['phone', 'codes_sent', 'expires_at']).where('user_id', '=', change.userId).executeTakeFirst();
        const sameNumber = current !== undefined && current.phone === change.phone && current.expires_at > isoNow(now);
        if (sameNumber) {
          if (current.codes_sent >= maxCodesSent) return false;
          await trx
            .updateTable('phone_verifications')
            .set((eb) => ({ code_hash: change.codeHash, expires_at: change.expiresAt, codes_sent: eb('codes_sent', '+', 1) }))
            .where('user_id', '=', change.userId)
            .execute();
          return true;
        }
        await trx.deleteFrom('phone_verifications').where('user_id', '=', change.userId).execute();
        await trx
          .insertInto('phone_verifications')
          .values({ user_id: change.userId, phone: change.phone, code_hash: change.codeHash, expires_at: change.expiresAt, failures: 0, codes_sent: 1 })
          .execute();
        return true;
      });
    },

    async reservePhoneTry(userId, maxTries, now = new Date()) {
      const row = await db
        .updateTable('phone_verifications')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('user_id', '=', userId)
        .where('failures', '<', maxTries)
        .where('expires_at', '>', isoNow(now))
        .returning(['phone', 'code_hash'])
        .executeTakeFirst();
      return row ? { phone: row.phone, codeHash: row.code_hash } : null;
    },

    async confirmPhone(userId, phone) {
      await inTransaction(db, async (trx) => {
        const user = await trx.selectFrom('users').select('loan_account_id').where('id', '=', userId).executeTakeFirst();
        if (!user) return;
        await trx.updateTable('loan_accounts').set({ phone }).where('id', '=', user.loan_account_id).execute();
        await trx.deleteFrom('phone_verifications').where('user_id', '=', userId).execute();
      });
    },

    async setPreferences(userId, change) {
      await inTransaction(db, async (trx) => {
        const user = await trx
          .updateTable('users')
          .set({ language: change.language, ...(change.electronicConsentAt ? { electronic_consent_at: change.electronicConsentAt } : {}) })
          .where('id', '=', userId)
          .returning('loan_account_id')
          .executeTakeFirst();
        if (!user) return;
        await trx
          .updateTable('loan_accounts')
          .set({ billing_method: change.billingMethod, text_enrolled: change.textEnrolled })
          .where('id', '=', user.loan_account_id)
          .execute();
      });
    },

    async reminders(userId) {
      const row = await db
        .selectFrom('users')
        .innerJoin('loan_accounts', 'loan_accounts.id', 'users.loan_account_id')
        .select(['loan_accounts.reminder_email', 'loan_accounts.reminder_sms', 'loan_accounts.reminder_days_before'])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      return row ? { email: row.reminder_email === 1, sms: row.reminder_sms === 1, daysBefore: row.reminder_days_before } : null;
    },

    async setReminders(userId, reminders) {
      const user = await db.selectFrom('users').select('loan_account_id').where('id', '=', userId).executeTakeFirst();
      if (!user) return;
      await db
        .updateTable('loan_accounts')
        .set({ reminder_email: reminders.email ? 1 : 0, reminder_sms: reminders.sms ? 1 : 0, reminder_days_before: reminders.daysBefore })
        .where('id', '=', user.loan_account_id)
        .execute();
    },

    async languageOf(userId) {
      const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
      return row?.language ?? null;
    },

    async deleteExpired(now = new Date()) {
      const at = isoNow(now);
      const emails = await db.deleteFrom('email_changes').where('expires_at', '<=', at).executeTakeFirst();
      const phones = await db.deleteFrom('phone_verifications').where('expires_at', '<=', at).executeTakeFirst();
      return Number(emails.numDeletedRows) + Number(phones.numDeletedRows);
    },
  };
}
