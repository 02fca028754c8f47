import { sql } from 'kysely';
import { migrateToEmpty, migrateToLatest } from '../migrate.js';
import { describeMigration, IDENTITY_HASH, migrationBefore, migrateTo } from '../../test-support/migration-test.js';

/*
 * 0014 on a database that already has users and live sessions: every user gets English, every session a public
 * id (the list of signed-in devices names sessions by it) and a last activity; and it rolls back.
 */
describeMigration('0014_create_settings', (database) => {
  it('gives existing users a language and existing sessions a public id, and rolls back', async () => {
    const db = database();
    await migrateTo(db, migrationBefore('0014'));

    await sql`insert into loan_accounts (account_number, account_status, borrower_first_name, borrower_last_name, ssn_hash, ssn_last_four_hash, dob_hash, email, vin)
      values ('100', 'AL', 'Ana', 'Lima', ${IDENTITY_HASH}, ${IDENTITY_HASH}, ${IDENTITY_HASH}, 'ana@example.com', 'VIN')`.execute(db);
    const loan = await sql<{ id: number }>`select id from loan_accounts where account_number = '100'`.execute(db);
    await sql`insert into users (username, username_key, email, email_key, password_hash, loan_account_id)
      values ('ana', 'ana', 'ana@example.com', 'ana@example.com', 'x', ${loan.rows[0]!.id})`.execute(db);
    const user = await sql<{ id: number }>`select id from users where username = 'ana'`.execute(db);
    for (const idHash of ['h1', 'h2']) {
      await sql`insert into sessions (id_hash, user_id, csrf_token, idle_expires_at, absolute_expires_at)
        values (${idHash}, ${user.rows[0]!.id}, 'c', '2999-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z')`.execute(db);
    }

    await migrateToLatest(db);
    expect(await db.selectFrom('users').select('language').execute()).toEqual([{ language: 'en-US' }]);
    const sessions = await db.selectFrom('sessions').select(['public_id', 'last_active_at', 'created_at']).orderBy('id_hash').execute();
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      expect(session.public_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(session.last_active_at).toBe(session.created_at);
    }
    expect(sessions[0]!.public_id).not.toBe(sessions[1]!.public_id);
    // By its message, not `toThrow()`: jest does not always see better-sqlite3's error, made in a native module
    // loaded by an earlier test file of the same worker, as an instance of this file's Error.
    await expect(sql`update users set language = 'fr-FR'`.execute(db)).rejects.toHaveProperty('message', expect.stringMatching(/check constraint/i));

    await migrateToEmpty(db);
  });
});
