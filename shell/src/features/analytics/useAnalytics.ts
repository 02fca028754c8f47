import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { useEnv } from '@/app/env-config';
import { resetAnalytics } from '@/features/analytics/analytics';
import { startAnalyticsClient } from '@/features/analytics/analytics-client';
import { useScrollCheckpoints } from '@/features/analytics/useScrollCheckpoints';

/**
 * The shell's analytics, called once by the app shell: starts the client when /env.json has a token,
 * records the scroll checkpoints, and resets analytics whenever the visitor becomes signed out (spec 4.1:
 * the logout, and the session's timeout, which both clear `authenticatedAtom`). The identify of spec 3
 * happens in the door, on mfe-auth's 'Log In Success' (analytics.ts). Not started while `allowed` is false (a
 * tokenised route, docs/decisions/053): what is tracked meanwhile waits in the door's queue, its addresses redacted.
 */
export function useAnalytics(allowed: boolean): void {
  const env = useEnv();
  useEffect(() => (allowed ? startAnalyticsClient(env) : undefined), [env, allowed]);
  useScrollCheckpoints();

  const authenticated = useAtomValue(authenticatedAtom);
  const wasAuthenticated = useRef(authenticated);
  useEffect(() => {
    if (wasAuthenticated.current && !authenticated) resetAnalytics();
    wasAuthenticated.current = authenticated;
  }, [authenticated]);
}
