import { ANALYTICS_EVENTS, type AnalyticsEventName } from 'shared-contracts/core';
import { identityFromLogin } from '@/features/analytics/login-identity';

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

/**
 * Where the page was when an event was tracked. Read at `track()`, not when the client sends it: an event tracked
 * before the client attached (a locale chosen in the first seconds, which also navigates) names the page it
 * happened on, not the one the visitor reached meanwhile.
 */
export interface PageAddress {
  href: string;
  referrer: string;
}

/** What the analytics client (mixpanel-browser, see analytics-client.ts) does for the door. */
export interface AnalyticsSink {
  track(event: AnalyticsEventName, properties: AnalyticsProperties, address: PageAddress): void;
  /** Spec 3: after login the user is identified with the e-mail and the account's traits. */
  identify(userId: string, traits: AnalyticsProperties): void;
  /** Spec 4.1: logout (and the session's timeout) resets analytics: the next events are anonymous. */
  reset(): void;
}

type Operation =
  | { kind: 'track'; event: AnalyticsEventName; properties: AnalyticsProperties; address: PageAddress }
  | { kind: 'identify'; userId: string; traits: AnalyticsProperties }
  | { kind: 'reset' };

/**
 * The one door for product analytics (spec 7). Remotes reach it through `ShellServices.track`. Operations
 * asked for before a sink is attached wait in a short queue, in order (an identify before the login event
 * it belongs to); the analytics client attaches itself with `attachAnalyticsSink` after the page is
 * interactive, and only when /env.json has a project token. Without a token nothing is sent anywhere and
 * the queue simply keeps its last few entries.
 */
const MAX_QUEUED = 100;
const queue: Operation[] = [];
let sink: AnalyticsSink | null = null;

function run(target: AnalyticsSink, operation: Operation): void {
  if (operation.kind === 'track') target.track(operation.event, operation.properties, operation.address);
  else if (operation.kind === 'identify') target.identify(operation.userId, operation.traits);
  else target.reset();
}

function deliver(operation: Operation): void {
  if (sink) {
    run(sink, operation);
    return;
  }
  if (queue.length >= MAX_QUEUED) queue.shift();
  queue.push(operation);
}

const addressNow = (): PageAddress => ({ href: window.location.href, referrer: document.referrer });

export function track(event: AnalyticsEventName, properties: AnalyticsProperties = {}): void {
  const address = addressNow();
  if (event === ANALYTICS_EVENTS.logInSuccess) {
    // mfe-auth reports the signed-in account's traits with this event; the shell turns them into the
    // identity of spec 3 and keeps the e-mail and account number out of the event itself.
    const login = identityFromLogin(properties);
    if (login) {
      deliver({ kind: 'identify', userId: login.userId, traits: login.traits });
      deliver({ kind: 'track', event, properties: login.eventProperties, address });
      return;
    }
  }
  deliver({ kind: 'track', event, properties, address });
}

/** Spec 4.1: called when the visitor becomes signed out (logout or timeout). */
export function resetAnalytics(): void {
  deliver({ kind: 'reset' });
}

export function attachAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
  for (const operation of queue.splice(0)) run(next, operation);
}

/** Tests only: forget the sink and the queue. */
export function detachAnalyticsSinkForTests(): void {
  sink = null;
  queue.splice(0);
}
