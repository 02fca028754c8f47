import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { MessageSummary } from 'shared-contracts';
import { QUERY_KEYS, SESSION } from 'shared-contracts/core';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { useEnv } from '@/app/env-config';
import { useMessageSummaries } from '@/features/session/api/get-message-summaries';

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
    // Signed out: the summaries and every account query of that session are dropped, not shown to whoever
    // signs in next at this browser.
    if (!authenticated) {
      queryClient.removeQueries({ queryKey: QUERY_KEYS.summaries });
      queryClient.removeQueries({ queryKey: QUERY_KEYS.account });
    }
  }, [authenticated, queryClient]);

  useEffect(() => {
    if (stopped) queryClient.removeQueries({ queryKey: QUERY_KEYS.summaries });
  }, [stopped, queryClient]);

  const query = useMessageSummaries({
    queryConfig: {
      enabled: authenticated && !stopped,
      refetchInterval: env.summariesRefetchInterval * 1000,
      // One request per poll: each failed poll counts once towards the consecutive failures.
      retry: false,
    },
    onFetched: (ok) => {
      if (ok) {
        failures.current = 0;
        return;
      }
      failures.current += 1;
      if (failures.current >= SESSION.summariesMaxConsecutiveFailures) setStopped(true);
    },
  });

  const summaries = authenticated && !stopped ? query.data : undefined;
  return { summaries, hasUnread: summaries?.some((summary) => !summary.custRead) ?? false };
}
