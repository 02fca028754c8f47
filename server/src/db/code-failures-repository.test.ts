import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../test-support/test-databases.js';
import { createCodeFailuresRepository, type CodeFailuresRepository } from './code-failures-repository.js';
import { migrateToLatest } from './migrate.js';

/*
 * Wrong codes per person (docs/decisions/050), with the clock in the test's hands: ten within a day close the step
 * for a day, once; a count whose window began more than a day ago starts again; a right code forgets it all.
 */

const HOUR = 60 * 60 * 1000;
const START = new Date('2026-11-27T08:00:00.000Z');
const at = (hours: number) => new Date(START.getTime() + hours * HOUR);
const rule = (now: Date) => ({ maxFailures: 10, windowStart: new Date(now.getTime() - 24 * HOUR), closeUntil: new Date(now.getTime() + 24 * HOUR) });

describe.each(TEST_DIALECTS)('code failures on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let failures: CodeFailuresRepository;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await migrateToLatest(testDatabase.database.db);
    failures = createCodeFailuresRepository(testDatabase.database.db);
  });
  afterAll(() => testDatabase.dispose());

  const wrong = (subject: { purpose: 'sign_in' | 'lookup' | 'enrolment'; subjectId: number }, hours: number) => failures.recordFailure(subject, rule(at(hours)), at(hours));

  it('closes the step at the tenth wrong code within a day, once, until a day later', async () => {
    const user = { purpose: 'sign_in', subjectId: 7 } as const;
    for (let i = 1; i <= 9; i += 1) expect(await wrong(user, i)).toEqual({ failures: i, closedNow: false });
    expect(await failures.closedUntil(user, at(10))).toBeNull();
    expect(await wrong(user, 10)).toEqual({ failures: 10, closedNow: true });
    expect(await failures.closedUntil(user, at(11))).toBe(at(34).toISOString());
    expect(await failures.closedUntil(user, at(34))).toBeNull();
    // Another person, or the same loan on another step, is not closed.
    expect(await failures.closedUntil({ purpose: 'sign_in', subjectId: 8 }, at(11))).toBeNull();
    expect(await failures.closedUntil({ purpose: 'lookup', subjectId: 7 }, at(11))).toBeNull();
  });

  it('starts the count again when its first wrong code is more than a day old', async () => {
    const loan = { purpose: 'lookup', subjectId: 3 } as const;
    for (let i = 0; i < 9; i += 1) await wrong(loan, i / 10);
    expect(await wrong(loan, 25)).toEqual({ failures: 1, closedNow: false });
  });

  it('a right code forgets the count and the closing', async () => {
    const loan = { purpose: 'enrolment', subjectId: 4 } as const;
    for (let i = 0; i < 10; i += 1) await wrong(loan, 1);
    expect(await failures.closedUntil(loan, at(2))).not.toBeNull();
    await failures.reset(loan);
    expect(await failures.closedUntil(loan, at(2))).toBeNull();
    expect(await wrong(loan, 2)).toEqual({ failures: 1, closedNow: false });
  });
});
