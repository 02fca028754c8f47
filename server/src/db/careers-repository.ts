import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts';
import type { DatabaseSchema, JobOpeningRow } from './schema.js';

export interface ListedOpening {
  opening: JobOpeningRow;
  title: string;
  location: string;
  employmentType: string;
  /** Paragraphs. */
  description: string[];
}

export interface CareersRepository {
  /**
   * Openings listed on `today` (`YYYY-MM-DD`): posted, not closed, not past their last day; newest first.
   * Each in `locale`, or in English where its text in that locale is missing.
   */
  listOpen(locale: Locale, today: string): Promise<ListedOpening[]>;
}

/** Paragraphs are stored separated by a blank line (schema.ts). */
export const splitParagraphs = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

export function createCareersRepository(db: Kysely<DatabaseSchema>): CareersRepository {
  return {
    async listOpen(locale, today) {
      const openings = await db
        .selectFrom('job_openings')
        .selectAll()
        .where('closed_at', 'is', null)
        .where('posted_on', '<=', today)
        .where((eb) => eb.or([eb('closes_on', 'is', null), eb('closes_on', '>=', today)]))
        .orderBy('posted_on', 'desc')
        .orderBy('id', 'desc')
        .execute();
      if (openings.length === 0) return [];
      const texts = await db
        .selectFrom('job_opening_texts')
        .selectAll()
        .where(
          'job_opening_id',
          'in',
          openings.map((opening) => opening.id),
        )
        .where('locale', 'in', [locale, DEFAULT_LOCALE])
        .execute();
      const listed: ListedOpening[] = [];
      for (const opening of openings) {
        const ofOpening = texts.filter((text) => text.job_opening_id === opening.id);
        const text = ofOpening.find((candidate) => candidate.locale === locale) ?? ofOpening.find((candidate) => candidate.locale === DEFAULT_LOCALE);
        // An opening nobody has written up yet is not shown half-empty.
        if (!text) continue;
        listed.push({
          opening,
          title: text.title,
          location: text.location,
          employmentType: text.employment_type,
          description: splitParagraphs(text.description),
        });
      }
      return listed;
    },
  };
}
