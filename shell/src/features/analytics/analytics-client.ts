import type { OverridedMixpanel } from 'mixpanel-browser/dist/mixpanel-core.cjs.js';
import type { EnvConfig } from 'shared-contracts';
import { attachAnalyticsSink, type AnalyticsProperties, type AnalyticsSink, type PageAddress } from '@/features/analytics/analytics';
import { analyticsClientConfig } from '@/features/analytics/analytics-config';
import { whenPageInteractive } from '@/lib/page-ready';
import { exposeRetryAfterToMixpanel } from '@/features/analytics/retry-after';
import { redactTokens } from '@/lib/url-redaction';

/**
 * The addresses mixpanel adds to every event, as they were when the event was tracked, with the token of a
 * tokenised route redacted (spec 2.3 routes carry a secret). Passed as event properties, they replace the
 * library's own values, which would be read when the event is sent.
 */
function addressProperties({ href, referrer }: PageAddress): AnalyticsProperties {
  const properties: AnalyticsProperties = { $current_url: redactTokens(href) };
  if (referrer) properties['$referrer'] = redactTokens(referrer);
  return properties;
}

export function mixpanelSink(mixpanel: OverridedMixpanel): AnalyticsSink {
  return {
    track(event, properties, address) {
      mixpanel.track(event, { ...properties, ...addressProperties(address) });
    },
    identify(userId, traits) {
      mixpanel.identify(userId);
      mixpanel.people.set(traits);
    },
    reset() {
      mixpanel.reset();
    },
  };
}

/** The core build (35 KB gz; the default entry bundles the session recorder, STACK.md), in its own chunk. */
const loadMixpanel = () => import(/* webpackChunkName: "analytics" */ 'mixpanel-browser/dist/mixpanel-core.cjs.js');

let state: 'idle' | 'scheduled' | 'loading' | 'attached' = 'idle';

/**
 * Spec 1, 7: with a project token in /env.json, loads mixpanel-browser once the page is interactive,
 * configures it and attaches it to the analytics door, which hands over what was tracked meanwhile.
 * Without a token nothing is loaded and nothing is requested. Returns a cancel function (effective until
 * the loading starts).
 */
export function startAnalyticsClient(env: EnvConfig): () => void {
  if (!env.analyticsToken || state !== 'idle') return () => undefined;
  state = 'scheduled';
  const cancel = whenPageInteractive(() => {
    state = 'loading';
    loadMixpanel()
      .then(({ default: mixpanel }) => {
        exposeRetryAfterToMixpanel();
        mixpanel.init(env.analyticsToken, analyticsClientConfig(window.location.origin, window.location.protocol === 'https:'));
        const initialReferrer = mixpanel.get_property('$initial_referrer') as unknown;
        if (typeof initialReferrer === 'string' && redactTokens(initialReferrer) !== initialReferrer) {
          mixpanel.register({ $initial_referrer: redactTokens(initialReferrer) });
        }
        attachAnalyticsSink(mixpanelSink(mixpanel));
        state = 'attached';
      })
      .catch((error: unknown) => {
        // Analytics is optional: the site works without it; the events stay in the door's short queue.
        state = 'idle';
        console.warn('[analytics] the analytics client did not load', error);
      });
  });
  return () => {
    if (state !== 'scheduled') return;
    cancel();
    state = 'idle';
  };
}

/** Tests only. */
export function resetAnalyticsClientForTests(): void {
  state = 'idle';
}
