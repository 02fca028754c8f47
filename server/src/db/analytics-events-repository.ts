import type { Kysely, Selectable } from 'kysely';
import type { AnalyticsEventsTable, AnalyticsRouteColumn, DatabaseSchema } from './schema.js';
import { inTransaction } from './in-transaction.js';

export type AnalyticsEventRow = Selectable<AnalyticsEventsTable>;

export interface NewAnalyticsEvent {
  route: AnalyticsRouteColumn;
  eventName: string | null;
  distinctId: string | null;
  /** Already stripped of any IP address (analytics/payload.ts). */
  properties: Record<string, unknown>;
}

export interface AnalyticsEventsQuery {
  limit: number;
  /** Only events of this name. */
  eventName?: string;
}

export interface AnalyticsEventsRepository {
  /** Stores one request's events together: all of them or none. */
  addAll(events: readonly NewAnalyticsEvent[]): Promise<void>;
  /** Newest first. */
  listRecent(query: AnalyticsEventsQuery): Promise<AnalyticsEventRow[]>;
}

// Rows per INSERT: well under both dialects' limit of bound parameters (4 per row) for a full batch.
const ROWS_PER_STATEMENT = 500;

export function createAnalyticsEventsRepository(db: Kysely<DatabaseSchema>): AnalyticsEventsRepository {
  return {
    async addAll(events) {
      if (events.length === 0) return;
      const rows = events.map((event) => ({
        route: event.route,
        event_name: event.eventName,
        distinct_id: event.distinctId,
        properties: JSON.stringify(event.properties),
      }));
      await inTransaction(db, async (transaction) => {
        for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
          await transaction.insertInto('analytics_events').values(rows.slice(start, start + ROWS_PER_STATEMENT)).execute();
        }
      });
    },
    async listRecent({ limit, eventName }) {
      let query = db.selectFrom('analytics_events').selectAll();
      if (eventName !== undefined) query = query.where('event_name', '=', eventName);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
