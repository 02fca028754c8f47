import { useQuery } from '@tanstack/react-query';
import type { MessageSummary } from 'shared-contracts';
import { messageSummariesQueryOptions } from 'shared-contracts/api-client';

export const countUnread = (summaries: MessageSummary[]): number => summaries.filter((summary) => !summary.custRead).length;

/**
 * How many secure messages the customer has not read yet, as the shell's poll last saw it: the shared summaries
 * entry (docs/decisions/063), never fetched here. The shell alone polls and stops after three failures (spec 4.5),
 * and a page's own fetch or retry would undo that. Undefined while the shell has no answer.
 */
export const useUnreadMessageCount = () => useQuery({ ...messageSummariesQueryOptions(), select: countUnread, enabled: false });
