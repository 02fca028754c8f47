import type { AnalyticsEventName } from 'shared-contracts';

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export interface AnalyticsSink {
  track(event: AnalyticsEventName, properties: AnalyticsProperties): void;
}

/**
 * The one door for product analytics (spec 7). Events tracked before a sink is attached wait in a short
 * queue; the analytics client (its own issue) attaches itself with `attachAnalyticsSink` once /env.json has
 * a project token. Without a token nothing is sent anywhere.
 */
const MAX_QUEUED = 100;
const queue: Array<[AnalyticsEventName, AnalyticsProperties]> = [];
let sink: AnalyticsSink | null = null;

export function track(event: AnalyticsEventName, properties: AnalyticsProperties = {}): void {
  if (sink) {
    sink.track(event, properties);
    return;
  }
  if (queue.length >= MAX_QUEUED) queue.shift();
  queue.push([event, properties]);
}

export function attachAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
  for (const [event, properties] of queue.splice(0)) next.track(event, properties);
}

/** Events waiting for a sink; read by tests and by the client when it attaches. */
export function queuedAnalyticsEvents(): ReadonlyArray<[AnalyticsEventName, AnalyticsProperties]> {
  return queue;
}
