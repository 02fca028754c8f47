import { queryOptions, useQuery } from '@tanstack/react-query';
import { DUE_DATE_PATHS, dueDateOptionsSchema, type DueDateOptions } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';
import { DUE_DATE_QUERY_KEYS } from '@/features/due-date/api/query-keys';

/** `GET /api/due-date/options`: whether the loan may change its due date, to which dates, and the per-diem. */
export function getDueDateOptions({ signal }: { signal?: AbortSignal } = {}): Promise<DueDateOptions> {
  return apiGet(DUE_DATE_PATHS.options, dueDateOptionsSchema, { signal });
}

export const dueDateOptionsQueryOptions = () =>
  queryOptions({ queryKey: DUE_DATE_QUERY_KEYS.options, queryFn: ({ signal }) => getDueDateOptions({ signal }) });

export const useDueDateOptions = () => useQuery(dueDateOptionsQueryOptions());
