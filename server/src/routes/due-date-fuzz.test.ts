import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { DUE_DATE_PATHS, IDEMPOTENCY_KEY_HEADER, dueDateChangeRequestSchema } from 'shared-contracts';
import { brokenBodies, describeFuzz, expectBodiesRefused, expectClientError, junkValues, senders } from '../test-support/fuzz.js';

/*
 * Bad input to the due-date change (spec 4.7): malformed bodies, signed in or not, with or without the csrf token,
 * any Idempotency-Key; and valid bodies whose date the rule refuses. Every answer is a JSON 4xx, never a 5xx,
 * and nothing is written: no change, the loan's date as it was, no message.
 */

const NOW = new Date('2026-11-23T16:00:00Z');
const TABLES = ['due_date_changes', 'loan_accounts', 'message_threads', 'messages'] as const;

const junk = junkValues(['', ' ', 'other', 'payday', '2026-02-30', '2026-12-20T00:00:00Z', '20261220', '\u0000', '😀'.repeat(300), 'x'.repeat(501)]);

const VALID = { newDueDate: '2026-12-20', reason: 'payday', otherReason: '' };

/** Bodies the schema refuses: fields broken or missing, not an object, an unknown field, "other" without words. */
const otherWithoutWords = fc.constantFrom('', ' ', '\n\t').map((otherReason) => ({ ...VALID, reason: 'other', otherReason }));
const badBody = fc
  .oneof(brokenBodies(VALID, junk, { extraField: true }), otherWithoutWords)
  .filter((body) => !dueDateChangeRequestSchema.safeParse(body).success);

/** Calendar dates the rule refuses for a loan due 2026-12-15: on or before it, more than 15 days later, the 29th–31st. */
const refusedDate = fc
  .integer({ min: -400, max: 400 })
  .map((days) => new Date(Date.UTC(2026, 11, 15 + days)).toISOString().slice(0, 10))
  .filter((date) => !(date > '2026-12-15' && date <= '2026-12-28'));

describeFuzz('the due-date calls', { options: { now: () => NOW }, tables: TABLES }, (target) => {
  const anyKey = fc.oneof(fc.constant(randomUUID()), fc.uuid(), fc.string({ maxLength: 60 }), fc.constantFrom('', ' ', '00000000-0000-0000-0000-00000000000g'));

  it('answers a JSON 4xx to malformed bodies and headers, and writes nothing', async () => {
    const before = await target.snapshot();
    await expectBodiesRefused(
      target.app,
      [{ method: 'POST', url: DUE_DATE_PATHS.change, bodies: badBody }],
      fc.tuple(senders, anyKey).map(([as, key]) => ({ [IDEMPOTENCY_KEY_HEADER]: key, ...target.headersFor(as) })),
      250,
    );
    expect(await target.snapshot()).toBe(before);
  }, 120_000);

  it('answers 400 to any date outside the rule and writes nothing', async () => {
    const before = await target.snapshot();
    await fc.assert(
      fc.asyncProperty(refusedDate, fc.constantFrom('payday', 'budget', 'other'), async (newDueDate, reason) => {
        const response = await target.app.inject({
          method: 'POST',
          url: DUE_DATE_PATHS.change,
          headers: { ...target.headersFor('signed-in'), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
          payload: { newDueDate, reason, otherReason: reason === 'other' ? 'A reason' : '' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ status: 'INVALID', fields: { newDueDate: 'not_allowed_date' } });
      }),
      { numRuns: 150 },
    );
    expect(await target.snapshot()).toBe(before);
  }, 120_000);

  it('answers 200 or a JSON 4xx to the options with any query or method, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH'), fc.string({ maxLength: 30 }), senders, async (method, query, as) => {
        const response = await target.app.inject({ method: method as 'GET', url: `${DUE_DATE_PATHS.options}?${encodeURIComponent(query)}`, headers: target.headersFor(as) });
        if (response.statusCode === 200 && method === 'GET' && as !== 'anonymous') return;
        expectClientError(response, `${method} options ${query}`);
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
