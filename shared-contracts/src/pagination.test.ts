import { PAGINATION_DEFAULTS } from './constants.js';
import { pageCountOf, paginationRange, type PaginationItem } from './pagination.js';

/** `[1, '…', 4, 5, 6, '…', 10]`: the items as a visitor reads them. */
const shown = (items: PaginationItem[]) => items.map((item) => (item.type === 'page' ? item.page : '…'));

describe('pagination defaults (spec 9)', () => {
  it('are 10 items per page, 2 sibling pages, at least 1 page', () => {
    expect(PAGINATION_DEFAULTS).toEqual({ perPage: 10, siblings: 2, minPages: 1 });
  });

  it('uses them when perPage and siblings are not given', () => {
    const range = paginationRange({ totalItems: 200, page: 10 });
    expect(range.pageCount).toBe(20);
    expect(shown(range.items)).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
    expect(range.start).toBe(90);
    expect(range.end).toBe(100);
  });
});

describe('pageCountOf', () => {
  it('is at least one page, even for an empty list', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(-5)).toBe(1);
    expect(pageCountOf(Number.NaN)).toBe(1);
  });

  it('rounds a partly filled last page up', () => {
    expect(pageCountOf(1)).toBe(1);
    expect(pageCountOf(10)).toBe(1);
    expect(pageCountOf(11)).toBe(2);
    expect(pageCountOf(95)).toBe(10);
    expect(pageCountOf(100)).toBe(10);
    expect(pageCountOf(101)).toBe(11);
    expect(pageCountOf(95, 20)).toBe(5);
  });

  it('treats a page size below one as one', () => {
    expect(pageCountOf(3, 0)).toBe(3);
    expect(pageCountOf(3, -2)).toBe(3);
  });
});

describe('paginationRange', () => {
  it('shows page 1 alone for an empty list, with nothing before or after it', () => {
    const range = paginationRange({ totalItems: 0, page: 1 });
    expect(shown(range.items)).toEqual([1]);
    expect(range).toMatchObject({ pageCount: 1, page: 1, hasPrevious: false, hasNext: false, start: 0, end: 0 });
  });

  it('shows every page when they fit in 2 × siblings + 5 items', () => {
    expect(shown(paginationRange({ totalItems: 90, page: 5 }).items)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(shown(paginationRange({ totalItems: 30, page: 2, siblings: 1 }).items)).toEqual([1, 2, 3]);
    expect(shown(paginationRange({ totalItems: 70, page: 1, siblings: 1 }).items)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('hides the far pages behind one ellipsis near the start', () => {
    expect(shown(paginationRange({ totalItems: 95, page: 1 }).items)).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 10]);
    expect(shown(paginationRange({ totalItems: 95, page: 5 }).items)).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 10]);
  });

  it('hides the near pages behind one ellipsis near the end', () => {
    expect(shown(paginationRange({ totalItems: 95, page: 6 }).items)).toEqual([1, '…', 4, 5, 6, 7, 8, 9, 10]);
    expect(shown(paginationRange({ totalItems: 95, page: 10 }).items)).toEqual([1, '…', 4, 5, 6, 7, 8, 9, 10]);
  });

  it('uses two ellipses in the middle of a long list', () => {
    expect(shown(paginationRange({ totalItems: 500, page: 25 }).items)).toEqual([1, '…', 23, 24, 25, 26, 27, '…', 50]);
    expect(shown(paginationRange({ totalItems: 500, page: 25, siblings: 1 }).items)).toEqual([1, '…', 24, 25, 26, '…', 50]);
    expect(shown(paginationRange({ totalItems: 500, page: 25, siblings: 0 }).items)).toEqual([1, '…', 25, '…', 50]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    // page 6 of 20 with 2 siblings: the window 4–8 leaves pages 2–3 hidden (ellipsis), 9–19 hidden (ellipsis)
    expect(shown(paginationRange({ totalItems: 200, page: 6 }).items)).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 20]);
    // page 5: the window 3–7 leaves only page 2 before it, which is shown
    expect(shown(paginationRange({ totalItems: 200, page: 5 }).items)).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 20]);
  });

  it('marks the two ellipses as distinct items', () => {
    const items = paginationRange({ totalItems: 500, page: 25 }).items;
    expect(items.filter((item) => item.type === 'ellipsis')).toEqual([
      { type: 'ellipsis', position: 'start' },
      { type: 'ellipsis', position: 'end' },
    ]);
  });

  it('brings a page out of range back to the first or last page', () => {
    expect(paginationRange({ totalItems: 95, page: 0 }).page).toBe(1);
    expect(paginationRange({ totalItems: 95, page: -3 }).page).toBe(1);
    expect(paginationRange({ totalItems: 95, page: 99 })).toMatchObject({ page: 10, start: 90, end: 95, hasNext: false });
    expect(paginationRange({ totalItems: 95, page: Number.NaN }).page).toBe(1);
    expect(paginationRange({ totalItems: 95, page: 2.7 }).page).toBe(2);
  });

  it('gives the slice of the list and whether there is a previous and a next page', () => {
    expect(paginationRange({ totalItems: 95, page: 1 })).toMatchObject({ start: 0, end: 10, hasPrevious: false, hasNext: true });
    expect(paginationRange({ totalItems: 95, page: 4 })).toMatchObject({ start: 30, end: 40, hasPrevious: true, hasNext: true });
    expect(paginationRange({ totalItems: 95, page: 10 })).toMatchObject({ start: 90, end: 95, hasPrevious: true, hasNext: false });
    expect(paginationRange({ totalItems: 95, page: 3, perPage: 25 })).toMatchObject({ pageCount: 4, start: 50, end: 75 });
  });

  describe('holds its rules for every list of 1–45 pages, 0–3 siblings and every page', () => {
    const cases: Array<[pageCount: number, siblings: number, page: number]> = [];
    for (let pageCount = 1; pageCount <= 45; pageCount += 1) {
      for (let siblings = 0; siblings <= 3; siblings += 1) {
        for (let page = 1; page <= pageCount; page += 1) cases.push([pageCount, siblings, page]);
      }
    }

    it(`in all ${cases.length} cases`, () => {
      for (const [pageCount, siblings, page] of cases) {
        const range = paginationRange({ totalItems: pageCount * 10, page, siblings });
        const label = `${page} of ${pageCount}, ${siblings} siblings: ${shown(range.items).join(' ')}`;
        const numbers = range.items.flatMap((item) => (item.type === 'page' ? [item.page] : []));

        expect({ label, count: range.pageCount }).toEqual({ label, count: pageCount });
        // first, last and current are always there, in increasing order, once each
        expect({ label, first: numbers[0], last: numbers.at(-1) }).toEqual({ label, first: 1, last: pageCount });
        expect({ label, current: numbers.includes(page) }).toEqual({ label, current: true });
        expect({ label, sorted: numbers.every((value, index) => index === 0 || value > numbers[index - 1]!) }).toEqual({ label, sorted: true });
        // the siblings that exist are shown
        for (let offset = 1; offset <= siblings; offset += 1) {
          for (const sibling of [page - offset, page + offset]) {
            if (sibling >= 1 && sibling <= pageCount) expect({ label, sibling, shown: numbers.includes(sibling) }).toEqual({ label, sibling, shown: true });
          }
        }
        // a constant number of items once the list is long, so the buttons stay where they are
        expect({ label, length: range.items.length }).toEqual({ label, length: Math.min(pageCount, 2 * siblings + 5) });
        // each ellipsis sits between two pages and hides at least two of them
        range.items.forEach((item, index) => {
          if (item.type !== 'ellipsis') return;
          const before = range.items[index - 1];
          const after = range.items[index + 1];
          const gap = before?.type === 'page' && after?.type === 'page' ? after.page - before.page - 1 : 0;
          expect({ label, index, hidesTwoOrMore: gap >= 2 }).toEqual({ label, index, hidesTwoOrMore: true });
        });
        // consecutive pages without an ellipsis between them leave no page out
        range.items.forEach((item, index) => {
          const next = range.items[index + 1];
          if (item.type === 'page' && next?.type === 'page') expect({ label, step: next.page - item.page }).toEqual({ label, step: 1 });
        });
      }
    });
  });
});
