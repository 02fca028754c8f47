import { PAGINATION_DEFAULTS } from 'shared-contracts/core';

/**
 * Page numbers of a paged list (spec 9: 10 items per page, 2 sibling pages, at least 1 page). Pure, so every
 * pager of the site shows the same numbers and the rules are tested once.
 */

export type PaginationItem =
  | { type: 'page'; page: number }
  /** Stands for two or more hidden pages: never for a single page, which is shown instead. */
  | { type: 'ellipsis'; position: 'start' | 'end' };

export interface PaginationInput {
  totalItems: number;
  /** 1-based; out-of-range values are brought back to the first or the last page. */
  page: number;
  perPage?: number;
  /** Pages shown on each side of the current one. */
  siblings?: number;
}

export interface PaginationRange {
  /** At least PAGINATION_DEFAULTS.minPages, also for an empty list. */
  pageCount: number;
  /** The requested page, clamped to 1…pageCount. */
  page: number;
  items: PaginationItem[];
  hasPrevious: boolean;
  hasNext: boolean;
  /** Zero-based slice of the list shown on this page: `list.slice(start, end)`. */
  start: number;
  end: number;
}

const wholeAtLeast = (value: number, minimum: number) => (Number.isFinite(value) ? Math.max(minimum, Math.floor(value)) : minimum);

/** How many pages `totalItems` fill: never fewer than one, so an empty list still has its page 1. */
export function pageCountOf(totalItems: number, perPage: number = PAGINATION_DEFAULTS.perPage): number {
  const items = wholeAtLeast(totalItems, 0);
  return Math.max(PAGINATION_DEFAULTS.minPages, Math.ceil(items / wholeAtLeast(perPage, 1)));
}

const pages = (from: number, to: number): PaginationItem[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => ({ type: 'page', page: from + index }));

/**
 * The first and last page are always shown, with `siblings` pages on each side of the current one. When the
 * pages do not all fit, an ellipsis replaces each hidden run; the window slides at the ends so the number of
 * items stays the same (2 × siblings + 5) and the buttons do not jump under the pointer.
 */
export function paginationRange({
  totalItems,
  page,
  perPage = PAGINATION_DEFAULTS.perPage,
  siblings = PAGINATION_DEFAULTS.siblings,
}: PaginationInput): PaginationRange {
  const size = wholeAtLeast(perPage, 1);
  const around = wholeAtLeast(siblings, 0);
  const pageCount = pageCountOf(totalItems, size);
  const current = Math.min(pageCount, wholeAtLeast(page, 1));
  const items = wholeAtLeast(totalItems, 0);

  // first + last + current + two ellipses (or the single pages they would hide) + the siblings
  const slots = 2 * around + 5;
  let list: PaginationItem[];
  if (pageCount <= slots) {
    list = pages(1, pageCount);
  } else {
    // The middle window covers 2 × siblings + 1 pages and stays within 3…pageCount − 2, so that the items
    // beside it are either a single page (2 or pageCount − 1) or an ellipsis over at least two pages.
    const windowStart = Math.min(Math.max(current - around, 3), pageCount - 2 - 2 * around);
    const windowEnd = windowStart + 2 * around;
    list = [
      { type: 'page', page: 1 },
      windowStart === 3 ? { type: 'page', page: 2 } : { type: 'ellipsis', position: 'start' },
      ...pages(windowStart, windowEnd),
      windowEnd === pageCount - 2 ? { type: 'page', page: pageCount - 1 } : { type: 'ellipsis', position: 'end' },
      { type: 'page', page: pageCount },
    ];
  }

  const start = Math.min(items, (current - 1) * size);
  return {
    pageCount,
    page: current,
    items: list,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
    start,
    end: Math.min(items, start + size),
  };
}
