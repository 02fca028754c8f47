import { useQuery } from '@tanstack/react-query';
import { sessionRestoreQueryOptions } from 'shared-contracts/api-client';

/** The restore of a session after a reload (spec 4.1): the call and its options are the shared ones (docs/decisions/063). */
export function useSessionQuery() {
  return useQuery(sessionRestoreQueryOptions());
}
