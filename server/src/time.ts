/*
 * Points in time as the database stores them: ISO-8601 UTC strings with milliseconds (db/schema.ts). They
 * compare correctly as text in SQLite and as timestamptz in PostgreSQL.
 */
export const isoNow = (now: Date = new Date()): string => now.toISOString();

export const isoAfterSeconds = (seconds: number, from: Date = new Date()): string =>
  new Date(from.getTime() + seconds * 1000).toISOString();

export const secondsUntil = (iso: string, now: Date = new Date()): number =>
  Math.max(0, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));
