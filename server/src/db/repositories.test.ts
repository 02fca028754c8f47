import { sql } from 'kysely';
import { createIdentityHasher } from '../security/identity-hash.js';
import { verifyPassword } from '../security/passwords.js';
import { paymentDataCipherFor } from '../security/payment-data-cipher.js';
import { sha256Hex } from '../security/tokens.js';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../test-support/test-databases.js';
import { isoAfterSeconds } from '../time.js';
import { isUniqueViolation } from './constraint-errors.js';
import { DEMO_BORROWERS, DEMO_PASSWORD } from './demo-data.js';
import { migrateToLatest } from './migrate.js';
import { createRepositories, type Repositories } from './repositories.js';
import { seedDatabase } from './seed.js';
import { OUTBOX_RETENTION_MS, removeExpiredRows } from '../plugins/housekeeping.js';

const identity = createIdentityHasher('k'.repeat(43));
const cipher = paymentDataCipherFor(null, 's'.repeat(43));

describe.each(TEST_DIALECTS)('repositories on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let repos: Repositories;
  const db = () => testDatabase.database.db;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await migrateToLatest(db());
    repos = createRepositories(db());
  });
  afterAll(() => testDatabase.dispose());

  describe('the demo seed', () => {
    it('creates the five demo users on an empty database, and nothing on the next start', async () => {
      expect((await seedDatabase(db(), { demo: { identity, cipher } })).demoUsers).toEqual(['demo', 'unverified', 'locked', 'chargedoff', 'demo2']);
      expect((await seedDatabase(db(), { demo: { identity, cipher } })).demoUsers).toEqual([]);
      expect(await db().selectFrom('loan_accounts').select('id').execute()).toHaveLength(DEMO_BORROWERS.length);
    });

    it('gives each user its state, and every one the demo password as argon2id', async () => {
      const demo = await repos.users.findByUsername('demo');
      const unverified = await repos.users.findByUsername('unverified');
      const locked = await repos.users.findByUsername('locked');
      expect(demo?.email_verified_at).not.toBeNull();
      expect(demo?.locked_at).toBeNull();
      expect(unverified?.email_verified_at).toBeNull();
      expect(locked?.locked_at).not.toBeNull();
      expect(demo?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(await verifyPassword(demo?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
      // A salt per user: equal passwords, different hashes.
      expect(unverified?.password_hash).not.toBe(demo?.password_hash);
      const chargedOff = await repos.loanAccounts.findById((await repos.users.findByUsername('chargedoff'))?.loan_account_id ?? 0);
      expect(chargedOff?.account_status).toBe('CO');
    });

    it('stores the identity of Maria Garcia only as keyed hashes', async () => {
      const [loan] = await repos.loanAccounts.findByIdentity(identity.ssn('123456789'), identity.dateOfBirth('1985-04-15'));
      expect(loan).toMatchObject({ borrower_first_name: 'Maria', borrower_last_name: 'Garcia', account_status: 'AL' });
      expect(loan?.ssn_last_four_hash).toBe(identity.ssnLastFour('6789'));
      const dump = JSON.stringify(await db().selectFrom('loan_accounts').selectAll().execute());
      for (const borrower of DEMO_BORROWERS) {
        expect(dump).not.toContain(borrower.ssn);
        expect(dump).not.toContain(borrower.dob);
      }
      // Without the key, the same digits hash differently.
      expect(createIdentityHasher('other-key-'.repeat(4)).ssn('123456789')).not.toBe(loan?.ssn_hash);
    });

    it('gives demo one unread secure message, newest first', async () => {
      const demo = await repos.users.findByUsername('demo');
      const summaries = await repos.messageSummaries.listForLoanAccount(demo?.loan_account_id ?? 0);
      expect(summaries.map((summary) => summary.read_at === null)).toEqual([true, false]);
    });
  });

  describe('users', () => {
    it('finds and keeps usernames unique without regard to case', async () => {
      expect((await repos.users.findByUsername('  DEMO '))?.username).toBe('demo');
      const ana = await repos.loanAccounts.findByAccountNumber('3052718845');
      const error = await repos.users
        .create({ username: 'Demo', email: 'x@example.com', passwordHash: 'h', loanAccountId: ana?.id ?? 0 })
        .catch((rejection: unknown) => rejection);
      expect(isUniqueViolation(error)).toBe(true);
    });

    it('finds users by e-mail without regard to case', async () => {
      expect((await repos.users.findByEmail('Maria.Garcia@EXAMPLE.com')).map((user) => user.username)).toEqual(['demo']);
    });

    it('counts login attempts, locks at the limit and resets on a right password', async () => {
      const user = await repos.users.findByUsername('demo');
      const id = user?.id ?? 0;
      for (let attempt = 1; attempt <= 4; attempt += 1) expect(await repos.users.reserveLoginAttempt(id)).toBe(attempt);
      const until = new Date(Date.now() + 15 * 60_000);
      expect(await repos.users.lockAfterFailures(id, 5, until)).toBe(false);
      expect((await repos.users.findById(id))?.locked_at).toBeNull();
      expect(await repos.users.reserveLoginAttempt(id)).toBe(5);
      expect(await repos.users.lockAfterFailures(id, 5, until)).toBe(true);
      expect(await repos.users.findById(id)).toMatchObject({ locked_at: expect.any(String), locked_until: until.toISOString(), lock_count: 1 });
      // Locked already: no second lock, no second mail.
      expect(await repos.users.lockAfterFailures(id, 5, until)).toBe(false);
      await repos.users.setPassword(id, user?.password_hash ?? '', { verifyEmail: false });
      const reset = await repos.users.findById(id);
      expect(reset).toMatchObject({ failed_attempts: 0, locked_at: null, locked_until: null, lock_count: 0 });
      await repos.users.reserveLoginAttempt(id);
      await repos.users.recordPasswordAccepted(id);
      expect((await repos.users.findById(id))?.failed_attempts).toBe(0);
    });

    it('marks the e-mail verified by a password reset only when asked, and keeps the first date', async () => {
      const user = await repos.users.findByUsername('unverified');
      await repos.users.setPassword(user?.id ?? 0, user?.password_hash ?? '', { verifyEmail: false });
      expect((await repos.users.findById(user?.id ?? 0))?.email_verified_at).toBeNull();
      await repos.users.setPassword(user?.id ?? 0, user?.password_hash ?? '', { verifyEmail: true });
      const verifiedAt = (await repos.users.findById(user?.id ?? 0))?.email_verified_at;
      expect(verifiedAt).toMatch(/^\d{4}-/);
      await repos.users.setPassword(user?.id ?? 0, user?.password_hash ?? '', { verifyEmail: true, now: new Date(Date.now() + 60_000) });
      expect((await repos.users.findById(user?.id ?? 0))?.email_verified_at).toBe(verifiedAt);
    });
  });

  describe('sessions', () => {
    it('finds a live session with its user and loan, and not an expired one', async () => {
      const user = await repos.users.findByUsername('demo');
      const base = { userId: user?.id ?? 0, csrfToken: 'csrf', absoluteExpiresAt: isoAfterSeconds(3600) };
      await repos.sessions.create({ ...base, idHash: sha256Hex('live'), idleExpiresAt: isoAfterSeconds(600) });
      await repos.sessions.create({ ...base, idHash: sha256Hex('idle'), idleExpiresAt: isoAfterSeconds(-1) });
      await repos.sessions.create({ ...base, idHash: sha256Hex('old'), idleExpiresAt: isoAfterSeconds(600), absoluteExpiresAt: isoAfterSeconds(-1) });
      expect(await repos.sessions.findActive(sha256Hex('live'))).toMatchObject({ userId: user?.id, loanAccountId: user?.loan_account_id, csrfToken: 'csrf' });
      expect(await repos.sessions.findActive(sha256Hex('idle'))).toBeNull();
      expect(await repos.sessions.findActive(sha256Hex('old'))).toBeNull();
      expect(await repos.sessions.deleteExpired()).toBe(2);
      expect(await repos.sessions.setIdleExpiry(sha256Hex('live'), isoAfterSeconds(900))).toBe(true);
      expect(await repos.sessions.setIdleExpiry(sha256Hex('gone'), isoAfterSeconds(900))).toBe(false);
    });

    it('ends all of a user\'s sessions, or all but one', async () => {
      const user = await repos.users.findByUsername('chargedoff');
      for (const name of ['a', 'b', 'c']) {
        await repos.sessions.create({
          idHash: sha256Hex(name),
          userId: user?.id ?? 0,
          csrfToken: name,
          idleExpiresAt: isoAfterSeconds(600),
          absoluteExpiresAt: isoAfterSeconds(3600),
        });
      }
      expect(await repos.sessions.deleteForUser(user?.id ?? 0, { except: sha256Hex('a') })).toBe(2);
      expect(await repos.sessions.findActive(sha256Hex('a'))).not.toBeNull();
      expect(await repos.sessions.deleteForUser(user?.id ?? 0)).toBe(1);
    });
  });

  describe('one-time tokens', () => {
    it('are spent once, expire, and a newer one replaces the older', async () => {
      const user = await repos.users.findByUsername('demo');
      const userId = user?.id ?? 0;
      await repos.oneTimeTokens.issue({ tokenHash: sha256Hex('t1'), purpose: 'reset', userId, expiresAt: isoAfterSeconds(1800) });
      expect(await repos.oneTimeTokens.findValid(sha256Hex('t1'), 'reset')).toEqual({ userId });
      expect(await repos.oneTimeTokens.consume(sha256Hex('t1'), 'verify')).toBeNull();
      expect(await repos.oneTimeTokens.consume(sha256Hex('t1'), 'reset')).toEqual({ userId });
      expect(await repos.oneTimeTokens.consume(sha256Hex('t1'), 'reset')).toBeNull();

      await repos.oneTimeTokens.issue({ tokenHash: sha256Hex('t2'), purpose: 'reset', userId, expiresAt: isoAfterSeconds(1800) });
      await repos.oneTimeTokens.issue({ tokenHash: sha256Hex('t3'), purpose: 'reset', userId, expiresAt: isoAfterSeconds(1800) });
      expect(await repos.oneTimeTokens.consume(sha256Hex('t2'), 'reset')).toBeNull();
      expect(await repos.oneTimeTokens.consume(sha256Hex('t3'), 'reset')).toEqual({ userId });

      await repos.oneTimeTokens.issue({ tokenHash: sha256Hex('t4'), purpose: 'verify', userId, expiresAt: isoAfterSeconds(-1) });
      expect(await repos.oneTimeTokens.consume(sha256Hex('t4'), 'verify')).toBeNull();
      expect(await repos.oneTimeTokens.deleteExpired()).toBe(1);
    });
  });

  describe('account lookups', () => {
    it('bind codes to their lookup, count tries across new codes and finish once', async () => {
      const loan = await repos.loanAccounts.findByAccountNumber('3052718841');
      const lookupId = await repos.accountLookups.create({ tokenHash: sha256Hex('lookup'), loanAccountId: loan?.id ?? 0, expiresAt: isoAfterSeconds(900) });
      expect(await repos.accountLookups.findActive(sha256Hex('lookup'), 5, 'lookup')).toEqual({ id: lookupId, loanAccountId: loan?.id, failures: 0, codesSent: 0 });

      expect(await repos.accountLookups.reserveCodeSend(lookupId, 2)).toBe(true);
      await repos.accountLookups.addCode({ lookupId, codeHash: 'first', channel: 'email', expiresAt: isoAfterSeconds(600) });
      expect(await repos.accountLookups.reserveTry(lookupId, 5)).toBe(1);
      expect(await repos.accountLookups.reserveCodeSend(lookupId, 2)).toBe(true);
      expect(await repos.accountLookups.reserveCodeSend(lookupId, 2)).toBe(false);
      await repos.accountLookups.addCode({ lookupId, codeHash: 'second', channel: 'sms', expiresAt: isoAfterSeconds(600) });
      const current = await repos.accountLookups.currentCode(lookupId);
      expect(current?.codeHash).toBe('second');
      // A new code keeps the tries already used.
      expect(await repos.accountLookups.reserveTry(lookupId, 5)).toBe(2);
      expect(await repos.accountLookups.complete(lookupId, current?.id ?? 0)).toBe(true);
      expect(await repos.accountLookups.complete(lookupId, current?.id ?? 0)).toBe(false);
      expect(await repos.accountLookups.findActive(sha256Hex('lookup'), 5, 'lookup')).toBeNull();
      expect(await repos.accountLookups.reserveTry(lookupId, 5)).toBeNull();
    });

    it('end after the last try and on expiry', async () => {
      const loan = await repos.loanAccounts.findByAccountNumber('3052718841');
      const lookupId = await repos.accountLookups.create({ tokenHash: sha256Hex('tries'), loanAccountId: loan?.id ?? 0, expiresAt: isoAfterSeconds(900) });
      for (let attempt = 1; attempt <= 5; attempt += 1) expect(await repos.accountLookups.reserveTry(lookupId, 5)).toBe(attempt);
      expect(await repos.accountLookups.reserveTry(lookupId, 5)).toBeNull();
      expect(await repos.accountLookups.findActive(sha256Hex('tries'), 5, 'lookup')).toBeNull();

      await repos.accountLookups.create({ tokenHash: sha256Hex('old'), loanAccountId: loan?.id ?? 0, expiresAt: isoAfterSeconds(-1) });
      expect(await repos.accountLookups.findActive(sha256Hex('old'), 5, 'lookup')).toBeNull();
      expect(await repos.accountLookups.deleteExpired()).toBe(1);
    });
  });

  describe('rate limits', () => {
    it('count hits in a window and start again after it', async () => {
      const now = new Date();
      expect(await repos.rateLimits.hit('k', 60, now)).toEqual({ hits: 1, resetAt: isoAfterSeconds(60, now) });
      expect((await repos.rateLimits.hit('k', 60, now)).hits).toBe(2);
      const later = new Date(now.getTime() + 61_000);
      expect(await repos.rateLimits.hit('k', 60, later)).toEqual({ hits: 1, resetAt: isoAfterSeconds(60, later) });
      expect(await repos.rateLimits.deleteExpired(new Date(later.getTime() + 61_000))).toBe(1);
    });
  });

  describe('captchas, outbox', () => {
    it('redeem a captcha signature once', async () => {
      expect(await repos.usedCaptchas.redeem('sig', isoAfterSeconds(600))).toBe(true);
      expect(await repos.usedCaptchas.redeem('sig', isoAfterSeconds(600))).toBe(false);
    });

    it('keep messages newest first', async () => {
      await repos.outbox.add({ channel: 'mail', recipient: 'a@example.com', subject: 'One', body: 'first' });
      await repos.outbox.add({ channel: 'sms', recipient: '+12025550147', subject: null, body: 'second' });
      expect((await repos.outbox.listRecent(10)).map((row) => [row.channel, row.body])).toEqual([
        ['sms', 'second'],
        ['mail', 'first'],
      ]);
    });

    it('keep a message no longer than the longest link it can carry (docs/decisions/029)', async () => {
      const count = async () => (await repos.outbox.listRecent(100)).length;
      const kept = await count();
      expect(kept).toBeGreaterThan(0);
      const minute = 60_000;
      expect((await removeExpiredRows(repos, { securityEventDays: 400 }, new Date(Date.now() + OUTBOX_RETENTION_MS - minute))).outbox).toBe(0);
      expect(await count()).toBe(kept);
      expect((await removeExpiredRows(repos, { securityEventDays: 400 }, new Date(Date.now() + OUTBOX_RETENTION_MS + minute))).outbox).toBe(kept);
      expect(await count()).toBe(0);
    });
  });

  it('deletes a loan\'s users, sessions and summaries with it', async () => {
    const loan = await repos.loanAccounts.findByAccountNumber('3052718841');
    await sql`delete from loan_accounts where id = ${loan?.id ?? 0}`.execute(db());
    expect(await repos.users.findByUsername('demo')).toBeNull();
    expect(await repos.messageSummaries.listForLoanAccount(loan?.id ?? 0)).toEqual([]);
  });
});
