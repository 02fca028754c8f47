import { CAREER_TEAMS, type CareerTeam, type CareersResponse, type JobOpening, type Locale } from 'shared-contracts';
import type { CareersRepository, ListedOpening } from '../db/careers-repository.js';

export interface CareersService {
  /** The openings listed today, newest first, in the visitor's language (spec 2.2 /careers). */
  list(locale: Locale, now?: Date): Promise<CareersResponse>;
}

/** The subject line of an application by mail names the job, in the applicant's language, and its reference. */
const APPLICATION_SUBJECT: Readonly<Record<Locale, string>> = {
  'en-US': 'Application',
  'es-US': 'Solicitud de empleo',
  'pt-BR': 'Candidatura',
};

const isCareerTeam = (team: string): team is CareerTeam => (CAREER_TEAMS as readonly string[]).includes(team);

/** `mailto:` with an encoded subject: RFC 6068 wants %20, not the `+` of form encoding. */
export function applyByMailUrl(careersEmail: string, locale: Locale, title: string, reference: string): string {
  return `mailto:${careersEmail}?subject=${encodeURIComponent(`${APPLICATION_SUBJECT[locale]}: ${title} (${reference})`)}`;
}

export function createCareersService(deps: { careers: CareersRepository; careersEmail: string }): CareersService {
  const { careers, careersEmail } = deps;

  const toOpening = (locale: Locale, listed: ListedOpening, team: CareerTeam): JobOpening => ({
    id: listed.opening.reference,
    title: listed.title,
    team,
    location: listed.location,
    employmentType: listed.employmentType,
    description: listed.description,
    applyUrl: listed.opening.apply_url ?? applyByMailUrl(careersEmail, locale, listed.title, listed.opening.reference),
    postedOn: listed.opening.posted_on,
  });

  return {
    async list(locale, now = new Date()) {
      const listed = await careers.listOpen(locale, now.toISOString().slice(0, 10));
      const openings: JobOpening[] = [];
      for (const entry of listed) {
        // A team the pages cannot name (added in the database before the code) waits for the release that knows it.
        if (isCareerTeam(entry.opening.team)) openings.push(toOpening(locale, entry, entry.opening.team));
      }
      return { openings };
    },
  };
}
