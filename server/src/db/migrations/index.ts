import type { Migration } from 'kysely';
import { createRedirects } from './0001-create-redirects.js';

/**
 * Every migration, in order. Kysely runs them sorted by key, so keys start with a zero-padded number;
 * a new migration is a new file plus one line here (no folder scan: the list must work the same from
 * dist, from tsx and under jest). A key, once released, never changes.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_create_redirects': createRedirects,
};
