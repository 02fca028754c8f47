/**
 * True when a write failed on a unique constraint (two requests racing for the same username, say).
 * Matched by driver error code rather than class: better-sqlite3's error class is per module registry.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
