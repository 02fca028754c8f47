import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { errorBodySchema } from 'shared-contracts';
import type { DatabaseSchema } from '../db/schema.js';
import { signedInHeaders, type SignedIn } from './portal-client.js';

/*
 * What every fuzz suite of the signed-in calls shares: who sends the request, the check that the answer is a
 * JSON 4xx in the error shape, and a snapshot of the tables the calls could write, compared before and after.
 */

export type Sender = 'anonymous' | 'signed-in' | 'no-csrf';

/** Signed out, signed in with the csrf token, or signed in without it. */
export const senders = fc.constantFrom<Sender>('anonymous', 'signed-in', 'no-csrf');

export const headersOf = (sender: Sender, user: SignedIn): Record<string, string> =>
  sender === 'anonymous' ? {} : sender === 'signed-in' ? signedInHeaders(user) : { cookie: user.cookie };

/** Every row of these tables as one text: equal before and after a fuzz run means nothing was written. */
export async function snapshotTables(db: Kysely<DatabaseSchema>, tables: readonly string[]): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db);
    parts.push(`${table}:${JSON.stringify(rows.rows)}`);
  }
  return parts.join('\n');
}

/** A 4xx with the JSON error body of every refusal; anything else fails with what was sent. */
export function expectClientError(response: { statusCode: number; headers: Record<string, unknown>; body: string }, what: string): void {
  if (response.statusCode < 400 || response.statusCode > 499) throw new Error(`${what} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  expect(String(response.headers['content-type'])).toContain('application/json');
  errorBodySchema.strict().parse(JSON.parse(response.body));
}

/**
 * Values of the wrong type or shape for a field: any text, numbers, booleans, null, short arrays, small objects,
 * and `odd`, the texts that come close to what the call's fields take (a date that does not exist, a locale we
 * do not speak...).
 */
export function junkValues(odd: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...odd),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
  );
}

export interface BrokenBodyOptions {
  /** Also the body with an unknown field: for the calls whose schema is strict. */
  extraField?: boolean;
  /** Only the bodies this schema refuses (a junk value can happen to be a valid one). */
  schema?: { safeParse(value: unknown): { success: boolean } };
}

/** Bodies made from a valid one: some fields `junk`, some missing, `junk` instead of the whole body. */
export function brokenBodies(valid: Record<string, unknown>, junk: fc.Arbitrary<unknown>, { extraField = false, schema }: BrokenBodyOptions = {}): fc.Arbitrary<unknown> {
  const names = Object.keys(valid);
  const broken = fc.subarray(names, { minLength: 1 }).chain((fields) =>
    fc.tuple(...fields.map(() => junk)).map((values) => {
      const body: Record<string, unknown> = { ...valid };
      fields.forEach((name, index) => (body[name] = values[index]));
      return body;
    }),
  );
  const missing = fc.subarray(names, { minLength: 1 }).map((fields) => Object.fromEntries(Object.entries(valid).filter(([name]) => !fields.includes(name))));
  const bodies = extraField ? fc.oneof(broken, missing, junk, broken.map((body) => ({ ...body, extra: true }))) : fc.oneof(broken, missing, junk);
  return schema ? bodies.filter((body) => !schema.safeParse(body).success) : bodies;
}
