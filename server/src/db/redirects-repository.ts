import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.js';
import { redirectKey } from './redirect-key.js';

export type RedirectStatus = 301 | 302 | 307 | 308;

export interface StoredRedirect {
  /** As stored: a path on this site or an absolute http(s) URL. */
  location: string;
  statusCode: RedirectStatus;
}

export interface RedirectsRepository {
  /** The redirect stored for a path without locale prefix, or null. */
  findRedirect(path: string): Promise<StoredRedirect | null>;
}

const REDIRECT_STATUSES: readonly number[] = [301, 302, 307, 308];

const asRedirectStatus = (code: number): RedirectStatus =>
  (REDIRECT_STATUSES.includes(code) ? code : 301) as RedirectStatus;

export function createRedirectsRepository(db: Kysely<DatabaseSchema>): RedirectsRepository {
  return {
    async findRedirect(path) {
      const row = await db
        .selectFrom('redirects')
        .select(['to_location', 'status_code'])
        .where('from_path', '=', redirectKey(path))
        .executeTakeFirst();
      return row ? { location: row.to_location, statusCode: asRedirectStatus(row.status_code) } : null;
    },
  };
}
