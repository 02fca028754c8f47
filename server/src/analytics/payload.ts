import { z } from 'zod';
import type { AnalyticsRoute } from 'shared-contracts';
import type { NewAnalyticsEvent } from '../db/analytics-events-repository.js';

/*
 * What mixpanel-browser 2.83 sends to `/mp/<route>/` (read in its source, spec 7):
 * - track, engage, groups: POST `data=<base64 or JSON>` as application/x-www-form-urlencoded (XHR), or as
 *   text/plain when the page unloads (navigator.sendBeacon of the same string); the query carries `ip`
 *   (1 or 0: whether the service may geolocate the sender), `_` (a timestamp) and, for batches, `verbose=1`.
 *   The JSON is a batch (an array) or, unbatched, one object.
 * - record (session recording): POST application/octet-stream, gzip or JSON of the recorder's frames,
 *   the project token in `Authorization: Basic base64(token:)`, the replay's ids in the query.
 * - flags: GET with the token in the query and the Authorization header; POST JSON to
 *   `flags/<flag id>/first-time-events` when the service asked for it.
 */

/** Largest body accepted: a batch of 50 events is a few tens of KiB; a bigger body gets a 413, which makes the client halve its batch (spec 8.6). */
export const ANALYTICS_BODY_LIMIT = 1024 * 1024;

/** The analytics service's own limit per request; more also gets a 413 (the client halves the batch). */
export const MAX_EVENTS_PER_REQUEST = 2000;

const flag = z.enum(['0', '1']);

/** The query of a `data` call (spec 7). Other parameters (api_extra_query_params) pass through to the upstream. */
export const analyticsQuerySchema = z.looseObject({
  ip: flag.optional(),
  _: z.string().regex(/^\d{1,16}$/, 'must be a timestamp in milliseconds').optional(),
  verbose: flag.optional(),
  test: flag.optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const eventName = z.string().min(1).max(255);
const objectRecord = z.record(z.string(), z.unknown());

/** A tracked event: `{event, properties}` with the project token among the properties (spec 7). */
const trackItemSchema = z.object({ event: eventName, properties: objectRecord });
/** A profile (engage) or group update: `{$token, $distinct_id | $group_key, $group_id, $set: {…}}`. */
const updateItemSchema = objectRecord;

export class PayloadError extends Error {
  constructor(
    readonly kind: 'invalid' | 'too-many' | 'wrong-token',
    message: string,
  ) {
    super(message);
    this.name = 'PayloadError';
  }
}

/** The form field `data` as JSON: mixpanel-browser base64-encodes it unless told to send plain JSON. */
export function decodeDataField(data: string): unknown {
  const text = data.trim();
  if (text.startsWith('[') || text.startsWith('{')) return parseJson(text);
  // A form decoder turns an unescaped '+' into a space; base64 has no spaces, so they can only be that.
  const base64 = text.replace(/ /g, '+');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(base64)) throw new PayloadError('invalid', 'The data field is neither JSON nor base64');
  return parseJson(Buffer.from(base64, 'base64').toString('utf8'));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PayloadError('invalid', 'The data field does not hold JSON');
  }
}

/** The data field of a form body (`data=…`), or null when there is none. */
export function dataFieldOf(body: Buffer): string | null {
  return new URLSearchParams(body.toString('utf8')).get('data');
}

const IP_KEYS = new Set(['ip', '$ip']);
// Profile updates carry their properties one level down ($set: {…}); an `$ip` there would be stored too.
const NESTED_KEYS = new Set(['properties', '$set', '$set_once']);

/** A copy without the keys that hold an IP address, at the top and one level down. */
export function withoutIp(item: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if (IP_KEYS.has(key)) continue;
    copy[key] = NESTED_KEYS.has(key) && isRecord(value) ? withoutIp(value) : value;
  }
  return copy;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const IDENTITY_KEYS = new Set(['$token', '$distinct_id', '$device_id', '$user_id', '$had_persisted_distinct_id', '$group_key', '$group_id', '$time', '$ip', '$ignore_time', '$ignore_alias']);

/** A profile or group update's operation: its first `$` key that is not an identity key (`$set`, `$add`…). */
function operationOf(update: Record<string, unknown>): string | null {
  return Object.keys(update).find((key) => key.startsWith('$') && !IDENTITY_KEYS.has(key)) ?? null;
}

function distinctIdOf(value: unknown): string | null {
  if (typeof value === 'string') return value.slice(0, 255);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function tokenOf(item: Record<string, unknown>): unknown {
  const properties = item.properties;
  if (isRecord(properties) && 'token' in properties) return properties.token;
  return item.$token ?? item.token;
}

/**
 * The events of one `data` call, checked and ready to store: every item must be an object of the
 * route's shape and carry the configured project token (else the whole call is refused: one wrong
 * event is a sign of a wrong project, not of a slip). Throws a PayloadError.
 */
export function eventsOf(route: AnalyticsRoute, decoded: unknown, projectToken: string): NewAnalyticsEvent[] {
  const items = Array.isArray(decoded) ? decoded : [decoded];
  if (items.length > MAX_EVENTS_PER_REQUEST) {
    throw new PayloadError('too-many', `A request may carry at most ${MAX_EVENTS_PER_REQUEST} events`);
  }
  const events = items.map((item, index): NewAnalyticsEvent => {
    if (route === 'track') {
      const parsed = trackItemSchema.safeParse(item);
      if (!parsed.success) throw new PayloadError('invalid', `Event ${index} is not an {event, properties} object`);
      return { route, eventName: parsed.data.event, distinctId: distinctIdOf(parsed.data.properties.distinct_id), properties: withoutIp(parsed.data.properties) };
    }
    const parsed = updateItemSchema.safeParse(item);
    if (!parsed.success) throw new PayloadError('invalid', `Item ${index} is not an object`);
    const update = parsed.data;
    const name = typeof update.event === 'string' ? eventName.safeParse(update.event).data ?? null : operationOf(update);
    const distinctId = distinctIdOf(update.$distinct_id ?? (isRecord(update.properties) ? update.properties.distinct_id : update.distinct_id));
    return { route, eventName: name, distinctId, properties: withoutIp(update) };
  });
  items.forEach((item) => {
    if (!isRecord(item) || tokenOf(item) !== projectToken) {
      throw new PayloadError('wrong-token', "The events do not carry this site's analytics project token");
    }
  });
  return events;
}

/** The token of `Authorization: Basic base64(token:)`, as the recorder and the flags client send it. */
export function basicAuthToken(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? decoded : decoded.slice(0, colon);
}
