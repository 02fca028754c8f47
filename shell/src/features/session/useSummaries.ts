import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { SESSION, type MessageSummary } from 'shared-contracts';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { useEnv } from '@/app/env-config';
import { fetchMessageSummaries } from '@/features/session/session-api';

/** Spec 7: the summaries are a cached data fetch keyed 'summaries'. */
export const SUMMARIES_QUERY_KEY = ['summaries'] as const;

export interface SummariesState {
  summaries: readonly MessageSummary[] | undefined;
  /** Spec 2.8: some summary has custRead false (the envelope's orange dot). */
  hasUnread: boolean;
}

/**
 * Spec 4.5: the message summaries, polled every `summariesRefetchInterval` seconds while signed in. Polling
 * stops on logout (and timeout), and after SESSION.summariesMaxConsecutiveFailures failed fetches in a row,
 * when the data is also cleared; the next sign-in starts again.
 */
export function useSummaries(): SummariesState {
  const env = useEnv();
  const authenticated = useAtomValue(authenticatedAtom);
  const queryClient = useQueryClient();
  const failures = useRef(0);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    failures.current = 0;
    setStopped(false);
    // Signed out: the summaries of that session are dropped, not shown to whoever signs in next.
    if (!authenticated) queryClient.removeQueries({ queryKey: SUMMARIES_QUERY_KEY });
  }, [authenticated, queryClient]);

  useEffect(() => {
    if (stopped) queryClient.removeQueries({ queryKey: SUMMARIES_QUERY_KEY });
  }, [stopped, queryClient]);

  const query = useQuery({
    queryKey: SUMMARIES_QUERY_KEY,
    queryFn: async () => {
      try {
        const summaries = await fetchMessageSummaries();
        failures.current = 0;
        return summaries;
      } catch (error) {
        failures.current += 1;
        if (failures.current >= SESSION.summariesMaxConsecutiveFailures) setStopped(true);
        throw error;
      }
    },
    enabled: authenticated && !stopped,
    refetchInterval: env.summariesRefetchInterval * 1000,
    // One request per poll: each failed poll counts once towards the consecutive failures.
    retry: false,
  });

  const summaries = authenticated && !stopped ? query.data : undefined;
  return { summaries, hasUnread: summaries?.some((summary) => !summary.custRead) ?? false };
}
