/** What identifies the set of a loan's ledger rows: how many there are and the newest id. */
export interface LedgerVersion {
  rows: number;
  newestId: number;
}

/** A loan's ledger rows, newest first, read from memory when the database still holds exactly these. */
export interface LedgerCache<Row> {
  rowsOf(loanAccountId: number): Promise<readonly Row[]>;
}

/** How many loans' ledgers stay in memory: the least recently read is dropped beyond it. */
export const LEDGER_CACHE_LOANS = 500;

/**
 * The statements and the transaction history of a loan (spec 2.4) are ledgers: rows are only ever added, never
 * changed, and removed only with their loan. Turning SQLite's rows into objects is what those pages cost (about
 * 3 µs a row, ten times the index lookup), so the rows are kept in memory per loan, and every read first asks
 * the database for the ledger's version: its row count and newest id, from the index alone. Any row added, by
 * this process or another one on the same database, changes the count, so the next read loads the ledger again
 * and no page ever shows a stale one. The version is read before the rows: a row committed in between is then
 * in the rows but not the version, which costs one extra load, never a stale answer.
 *
 * Callers must not change the rows they get: the same objects answer every later read (they are frozen).
 */
export function ledgerCache<Row>(source: {
  version(loanAccountId: number): Promise<LedgerVersion>;
  load(loanAccountId: number): Promise<Row[]>;
  loans?: number;
}): LedgerCache<Row> {
  const maxLoans = source.loans ?? LEDGER_CACHE_LOANS;
  const entries = new Map<number, LedgerVersion & { ledger: readonly Row[] }>();
  return {
    async rowsOf(loanAccountId) {
      const version = await source.version(loanAccountId);
      const cached = entries.get(loanAccountId);
      // Least recently read first, so the first key is the one to drop.
      entries.delete(loanAccountId);
      if (cached && cached.rows === version.rows && cached.newestId === version.newestId) {
        entries.set(loanAccountId, cached);
        return cached.ledger;
      }
      const ledger = Object.freeze((await source.load(loanAccountId)).map((row) => Object.freeze(row)));
      entries.set(loanAccountId, { ...version, ledger });
      if (entries.size > maxLoans) entries.delete(entries.keys().next().value!);
      return ledger;
    },
  };
}
