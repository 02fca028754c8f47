import { queryOptions, useQuery } from '@tanstack/react-query';
import { PORTAL_API_PATHS, QUERY_KEYS, messageSummariesResponseSchema, type MessageSummary } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';

/** `GET /api/smc` (spec 7): the secure-message summaries, each with `custRead` (spec 3). */
export function getMessageSummaries({ signal }: { signal?: AbortSignal } = {}): Promise<MessageSummary[]> {
  return apiGet(PORTAL_API_PATHS.messageSummaries, messageSummariesResponseSchema, { signal });
}

/**
 * Spec 7 keys the summaries 'summaries', outside QUERY_KEYS.account: the shell polls this very entry (spec 4.5)
 * and clears it at sign-out itself, so a page reading it shares the poll's answer instead of asking again.
 */
export const messageSummariesQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.summaries, queryFn: ({ signal }) => getMessageSummaries({ signal }) });

export const countUnread = (summaries: MessageSummary[]): number => summaries.filter((summary) => !summary.custRead).length;

/**
 * How many secure messages the customer has not read yet, as the shell's poll last saw it. Never fetched here:
 * the shell alone polls and stops after three failures (spec 4.5), and a page's own fetch or retry would
 * undo that. Undefined while the shell has no answer.
 */
export const useUnreadMessageCount = () => useQuery({ ...messageSummariesQueryOptions(), select: countUnread, enabled: false });
