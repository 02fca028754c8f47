import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_MONEY_PATHS, QUERY_KEYS, statementsResponseSchema, type Statement } from 'shared-contracts';
import { apiGet } from 'shared-contracts/api-client';

/** Under QUERY_KEYS.account, so the shell drops the statements with the rest of the borrower's data at sign-out. */
export const STATEMENTS_QUERY_KEY = [...QUERY_KEYS.account, 'statements'] as const;

/** `GET /api/statements`: every statement kept online (twelve for the demo loan), newest first. */
export function getStatements({ signal }: { signal?: AbortSignal } = {}): Promise<Statement[]> {
  return apiGet(ACCOUNT_MONEY_PATHS.statements, statementsResponseSchema, { signal });
}

export const statementsQueryOptions = () => queryOptions({ queryKey: STATEMENTS_QUERY_KEY, queryFn: ({ signal }) => getStatements({ signal }) });

export const useStatements = () => useQuery(statementsQueryOptions());
