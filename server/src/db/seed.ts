import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.js';
import { LEGACY_REDIRECTS } from './legacy-redirects.js';
import { redirectKey } from './redirect-key.js';

/**
 * Fills an empty redirects table with the legacy paths. Only an empty table is seeded, so a redirect an
 * operator removed on purpose stays removed after a restart; `on conflict do nothing` covers two
 * instances seeding the same fresh database at once. Returns the number of rows added.
 */
export async function seedRedirects(db: Kysely<DatabaseSchema>): Promise<number> {
  const existing = await db.selectFrom('redirects').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const inserted = await db
    .insertInto('redirects')
    .values(
      LEGACY_REDIRECTS.map((redirect) => ({
        from_path: redirectKey(redirect.fromPath),
        to_location: redirect.toLocation,
        status_code: redirect.statusCode,
      })),
    )
    .onConflict((conflict) => conflict.column('from_path').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** Everything a fresh database needs on first start. Later issues add their demo data here. */
export async function seedDatabase(db: Kysely<DatabaseSchema>): Promise<{ redirects: number }> {
  return { redirects: await seedRedirects(db) };
}
