import type { AnalyticsRoute } from 'shared-contracts';
import type { AnalyticsEventsRepository, NewAnalyticsEvent } from '../db/analytics-events-repository.js';

/** One stored event as the development view shows it (routes/analytics-proxy.ts, `/dev/analytics.json`). */
export interface StoredAnalyticsEvent {
  id: number;
  receivedAt: string;
  route: AnalyticsRoute;
  event: string | null;
  distinctId: string | null;
  properties: Record<string, unknown>;
}

/**
 * `/mp/*` without an upstream stores the checked events (docs/decisions/011); the routes call this, never the
 * repository (docs/decisions/064).
 */
export function createAnalyticsStore(events: AnalyticsEventsRepository) {
  return {
    add: (checked: readonly NewAnalyticsEvent[]): Promise<void> => events.addAll(checked),
    /** Newest first; only events named `eventName` when given. */
    async recent(limit: number, eventName?: string): Promise<StoredAnalyticsEvent[]> {
      const rows = await events.listRecent({ limit, ...(eventName ? { eventName } : {}) });
      return rows.map((row) => ({
        id: row.id,
        receivedAt: row.received_at,
        route: row.route,
        event: row.event_name,
        distinctId: row.distinct_id,
        properties: JSON.parse(row.properties) as Record<string, unknown>,
      }));
    },
  };
}

export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>;
