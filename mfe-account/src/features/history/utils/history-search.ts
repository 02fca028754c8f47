import { historyQuerySchema, type HistoryFilter } from 'shared-contracts';
import type { HistoryRequest } from '@/features/history/api/get-history';

const SEARCH_KEYS = ['page', 'type', 'from', 'to'] as const;

/**
 * The page and filter of the URL's query string, which is where they live so that a reload, a bookmark or
 * Back shows the same transactions. Checked by the server's own schema; a part it refuses (a hand-edited
 * `type=foo`, `from` after `to`) is left out rather than failing the whole page.
 */
export function readHistorySearch(params: URLSearchParams): HistoryRequest {
  const raw: Partial<Record<(typeof SEARCH_KEYS)[number], string>> = {};
  for (const key of SEARCH_KEYS) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  let parsed = historyQuerySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[issue.path[0] as (typeof SEARCH_KEYS)[number]];
    parsed = historyQuerySchema.safeParse(raw);
  }
  if (!parsed.success) return { page: 1, filter: {} };
  const { page, type, from, to } = parsed.data;
  return { page, filter: withoutBlanks({ type, from, to }) };
}

/** The query string of a page and filter: page 1 and empty parts are left out, so the plain URL is the default view. */
export function historySearch({ page, filter }: HistoryRequest): URLSearchParams {
  const search = new URLSearchParams();
  if (page > 1) search.set('page', String(page));
  for (const [key, value] of Object.entries(withoutBlanks(filter))) search.set(key, value);
  return search;
}

export const isFiltered = (filter: HistoryFilter): boolean => Boolean(filter.type || filter.from || filter.to);

function withoutBlanks(filter: HistoryFilter): HistoryFilter {
  const kept: HistoryFilter = {};
  if (filter.type) kept.type = filter.type;
  if (filter.from) kept.from = filter.from;
  if (filter.to) kept.to = filter.to;
  return kept;
}
