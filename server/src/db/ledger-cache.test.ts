import { ledgerCache, type LedgerVersion } from './ledger-cache.js';

/** A loan's ledger as the database holds it, with a count of how often its rows were read. */
function fakeLedgers() {
  const ledgers = new Map<number, Array<{ id: number }>>();
  const loads: number[] = [];
  const add = (loanAccountId: number, id: number) => ledgers.set(loanAccountId, [{ id }, ...(ledgers.get(loanAccountId) ?? [])]);
  const source = {
    version: async (loanAccountId: number): Promise<LedgerVersion> => {
      const rows = ledgers.get(loanAccountId) ?? [];
      return { rows: rows.length, newestId: Math.max(0, ...rows.map((row) => row.id)) };
    },
    load: async (loanAccountId: number) => {
      loads.push(loanAccountId);
      return (ledgers.get(loanAccountId) ?? []).map((row) => ({ ...row }));
    },
  };
  return { add, source, loads };
}

describe('ledgerCache', () => {
  it('reads the rows once while the ledger is unchanged, and again after a row is added', async () => {
    const { add, source, loads } = fakeLedgers();
    add(1, 10);
    const cache = ledgerCache(source);
    expect(await cache.rowsOf(1)).toEqual([{ id: 10 }]);
    expect(await cache.rowsOf(1)).toEqual([{ id: 10 }]);
    expect(loads).toEqual([1]);

    add(1, 11);
    expect(await cache.rowsOf(1)).toEqual([{ id: 11 }, { id: 10 }]);
    expect(loads).toEqual([1, 1]);
  });

  it('sees a ledger deleted and written again with the same number of rows', async () => {
    const { add, source } = fakeLedgers();
    add(1, 10);
    const cache = ledgerCache(source);
    await cache.rowsOf(1);
    source.version = async () => ({ rows: 1, newestId: 12 });
    source.load = async () => [{ id: 12 }];
    expect(await cache.rowsOf(1)).toEqual([{ id: 12 }]);
  });

  it('keeps each loan apart and drops the least recently read loan beyond its size', async () => {
    const { add, source, loads } = fakeLedgers();
    add(1, 10);
    add(2, 20);
    add(3, 30);
    const cache = ledgerCache({ ...source, loans: 2 });
    expect(await cache.rowsOf(1)).toEqual([{ id: 10 }]);
    expect(await cache.rowsOf(2)).toEqual([{ id: 20 }]);
    await cache.rowsOf(1);
    // Loan 2 is now the least recently read: loan 3 takes its place.
    expect(await cache.rowsOf(3)).toEqual([{ id: 30 }]);
    await cache.rowsOf(1);
    await cache.rowsOf(2);
    expect(loads).toEqual([1, 2, 3, 2]);
  });

  it('answers rows no caller can change', async () => {
    const { add, source } = fakeLedgers();
    add(1, 10);
    const rows = await ledgerCache(source).rowsOf(1);
    expect(Object.isFrozen(rows)).toBe(true);
    expect(Object.isFrozen(rows[0])).toBe(true);
  });
});
