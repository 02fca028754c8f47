import { queryOptions } from '@tanstack/react-query';
import { PUBLIC_API_PATHS, careersResponseSchema, type JobOpening, type Locale } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { useServerRenderedQuery } from 'shared-ui';

/**
 * `GET /api/careers?locale=…` (spec 2.2 /careers; spec 7 leaves the call "not shown"): the open positions,
 * written in the visitor's language.
 */
export async function getCareerOpenings({ locale, signal }: { locale: Locale; signal?: AbortSignal }): Promise<JobOpening[]> {
  const answer = await apiGet(PUBLIC_API_PATHS.careers, careersResponseSchema, { query: { locale }, signal });
  return answer.openings;
}

/** One entry per language in the shell's query cache: switching back to a language shows its list at once. */
export const careerOpeningsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['careers', 'openings', locale],
    queryFn: ({ signal }) => getCareerOpenings({ locale, signal }),
  });

/** Rendered on the server with the page (the openings are public and the same for every visitor). */
export const useCareerOpenings = (locale: Locale) => useServerRenderedQuery(careerOpeningsQueryOptions(locale));
