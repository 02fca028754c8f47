import type { Kysely } from 'kysely';
import { LOCALES } from 'shared-contracts';
import { isoAfterSeconds } from '../time.js';
import { SEED_OPENINGS, type SeedOpening } from './career-openings.js';
import { isUniqueViolation } from './constraint-errors.js';
import type { DatabaseSchema } from './schema.js';
import { inTransaction } from './in-transaction.js';

const DAY_SECONDS = 24 * 60 * 60;
const dateAfterDays = (days: number, now: Date) => isoAfterSeconds(days * DAY_SECONDS, now).slice(0, 10);

/**
 * The careers page's openings (career-openings.ts) into an empty job_openings table, as the redirects are
 * seeded: only an empty table, so openings an operator closed or removed stay so. Not demo data: the page
 * has nothing to show without them. Returns the number of openings added.
 */
export async function seedCareers(db: Kysely<DatabaseSchema>, now: Date = new Date(), openings: readonly SeedOpening[] = SEED_OPENINGS): Promise<number> {
  const existing = await db.selectFrom('job_openings').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  try {
    return await inTransaction(db, async (trx) => {
      // Oldest first, so that ids grow with the posting date as they would have in real life.
      const oldestFirst = [...openings].sort((a, b) => b.postedDaysAgo - a.postedDaysAgo);
      for (const opening of oldestFirst) {
        const row = await trx
          .insertInto('job_openings')
          .values({
            reference: opening.reference,
            team: opening.team,
            apply_url: opening.applyUrl ?? null,
            posted_on: dateAfterDays(-opening.postedDaysAgo, now),
            closes_on: opening.closesInDays === undefined ? null : dateAfterDays(opening.closesInDays, now),
            closed_at: opening.closedDaysAgo === undefined ? null : isoAfterSeconds(-opening.closedDaysAgo * DAY_SECONDS, now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('job_opening_texts')
          .values(
            LOCALES.map((locale) => {
              const text = opening.text[locale];
              return {
                job_opening_id: row.id,
                locale,
                title: text.title,
                location: text.location,
                employment_type: text.employmentType,
                description: text.description.join('\n\n'),
              };
            }),
          )
          .execute();
      }
      return oldestFirst.length;
    });
  } catch (error) {
    // Another instance seeded the same fresh database in the meantime.
    if (isUniqueViolation(error)) return 0;
    throw error;
  }
}
