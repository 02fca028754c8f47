import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { errorBodySchema } from 'shared-contracts';
import type { DatabaseSchema } from '../db/schema.js';
import { signedInHeaders, type SignedIn } from './portal-client.js';
import { describeSignedIn, type SignedInSuite } from './signed-in-app.js';
import type { TestAppOptions } from './test-app.js';

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

/** What a signed-in fuzz suite's tests reach, once its `beforeAll` has run. */
export interface FuzzTarget extends SignedInSuite<'demo'> {
  /** The demo user, signed in. */
  readonly demo: SignedIn;
  /** The suite's tables as one text (`snapshotTables`). */
  snapshot(): Promise<string>;
  /** The demo user's headers as this sender sends them. */
  headersFor(sender: Sender): Record<string, string>;
}

/**
 * The set-up of every signed-in fuzz suite (docs/decisions/066): `describeSignedIn` titled `malformed requests to
 * <what>`, with the demo user signed in, and `ready` run after the sign-in (to read an id the tests put in their
 * paths).
 */
export function describeFuzz(
  what: string,
  { options = {}, tables, ready }: { options?: Omit<TestAppOptions, 'dialect'>; tables: readonly string[]; ready?: (target: FuzzTarget) => Promise<void> },
  tests: (target: FuzzTarget) => void,
): void {
  describeSignedIn(`malformed requests to ${what}`, options, ['demo'], (suite) => {
    const target: FuzzTarget = {
      get testApp() {
        return suite.testApp;
      },
      get app() {
        return suite.app;
      },
      users: suite.users,
      db: suite.db,
      get: suite.get,
      get demo() {
        return suite.users.demo;
      },
      snapshot: () => snapshotTables(suite.db(), tables),
      headersFor: (sender) => headersOf(sender, suite.users.demo),
    };
    if (ready) beforeAll(() => ready(target));
    tests(target);
  });
}

export interface FuzzedWrite {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** JSON bodies the call must refuse. */
  bodies: fc.Arbitrary<unknown>;
}

/**
 * Sends each write its refused bodies as JSON, with headers drawn from `headers` (who sends it, an
 * Idempotency-Key...): every answer must be a JSON 4xx (`expectClientError`).
 */
export async function expectBodiesRefused(app: FastifyInstance, writes: readonly FuzzedWrite[], headers: fc.Arbitrary<Record<string, string>>, numRuns = 150): Promise<void> {
  for (const write of writes) {
    await fc.assert(
      fc.asyncProperty(write.bodies, headers, async (body, sent) => {
        const response = await app.inject({
          method: write.method,
          url: write.url,
          headers: { 'content-type': 'application/json', ...sent },
          payload: JSON.stringify(body) ?? 'undefined',
        });
        expectClientError(response, `${write.method} ${write.url} ${JSON.stringify(body)?.slice(0, 100)}`);
      }),
      { numRuns },
    );
  }
}

/** Bodies that are not JSON, or not an object, sent as JSON (and one as text/plain) to each url: every answer a JSON 4xx. */
export async function expectNonJsonRefused(app: FastifyInstance, method: 'POST' | 'PUT', urls: readonly string[], headers: Record<string, string>, formBody: string): Promise<void> {
  for (const url of urls) {
    for (const payload of ['{', formBody, '[]', 'null', '"x"']) {
      expectClientError(await app.inject({ method, url, headers: { 'content-type': 'application/json', ...headers }, payload }), url);
    }
    expectClientError(await app.inject({ method, url, headers: { 'content-type': 'text/plain', ...headers }, payload: 'hello' }), url);
  }
}

/** Path segments that are no id of a uuid-keyed row (a uuid nobody has, upper case, with a tail...), plus `extra`. */
export function madeUpUuidSegments(...extra: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.uuid().map(String),
    fc.constantFrom('0', '-1', 'abc', '%00', '9'.repeat(30), '%2e%2e', ' 1', randomUUID().toUpperCase(), `${randomUUID()}x`, ...extra),
    fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  );
}

/**
 * Path segments that are no id of a demo row of an integer-keyed table (large numbers, fractions, texts...), plus
 * `extra`. A short run of digits may be one of demo's own rows, which rightly answers 200: none is drawn.
 */
export function madeUpNumericSegments(...extra: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: 100_000, max: 2 ** 31 - 1 }).map(String),
    fc.constantFrom('0', '-1', '1.5', 'abc', '1e3', '%00', '9'.repeat(30), '%2e%2e', ' 1', ...extra),
    fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !/^\d{1,5}$/.test(text)).map(encodeURIComponent),
  );
}

/** Any Idempotency-Key header value: a fresh uuid or any text. */
export const anyIdempotencyKey = fc.oneof(fc.constant(randomUUID()), fc.string({ maxLength: 60 }));
