import { useQuery } from '@tanstack/react-query';
import { PUBLIC_API_PATHS, careersResponseSchema, type JobOpening, type Locale } from 'shared-contracts';
import { callJson } from '@/lib/http';

export const careerOpeningsKey = (locale: Locale) => ['public', 'careers', locale] as const;

/** The open positions, in the visitor's language (GET /api/careers), through the shell's query client. */
export function useCareerOpenings(locale: Locale) {
  return useQuery({
    queryKey: careerOpeningsKey(locale),
    queryFn: async ({ signal }): Promise<JobOpening[]> => {
      const result = await callJson(`${PUBLIC_API_PATHS.careers}?locale=${encodeURIComponent(locale)}`, careersResponseSchema, { signal });
      if (result.kind !== 'ok') throw new Error(`The careers list could not be loaded (${result.kind})`);
      return result.data.openings;
    },
  });
}
