import type { EnvConfig } from 'shared-contracts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The tag-manager ids of /env.json (spec 3 keeps the spelling `gtmMeasurmentId`), empty ones left out. */
export function tagManagerIds(env: Pick<EnvConfig, 'gtmMeasurmentId' | 'gtmLegacyMessagingId'>): string[] {
  return [env.gtmMeasurmentId, env.gtmLegacyMessagingId].map((id) => id.trim()).filter((id) => id.length > 0);
}

/** A Tag Manager container id loads gtm.js; any other id (G-…, UA-…, AW-…) is a gtag.js destination. */
const isContainerId = (id: string) => id.startsWith('GTM-');

export interface PageViewDetails {
  /** The full address, its token (if any) already redacted. */
  location: string;
  path: string;
  title: string;
}

export interface TagManager {
  pageView(details: PageViewDetails): void;
}

function appendScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.addEventListener('error', () => console.warn(`[tag-manager] ${src} did not load`));
  document.head.appendChild(script);
}

let installed: TagManager | null = null;

/**
 * Spec 1, 3: sets up `window.dataLayer` and loads the tag manager's scripts from `tagManagerOrigin`, only
 * when an id is configured (null otherwise: nothing is loaded). Once per page. gtag destinations are
 * configured with `send_page_view: false`: the shell reports each route change itself (`pageView`), since a
 * single-page app has one load for many pages.
 */
export function installTagManager(env: EnvConfig): TagManager | null {
  if (installed) return installed;
  const ids = tagManagerIds(env);
  if (ids.length === 0) return null;
  const origin = env.tagManagerOrigin.replace(/\/+$/, '');
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  // gtag.js reads the `arguments` object itself from the data layer, not an array: keep the official shape.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the Arguments object
    dataLayer.push(arguments);
  };

  const containers = ids.filter(isContainerId);
  const destinations = ids.filter((id) => !isContainerId(id));
  if (containers.length > 0) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    for (const id of containers) appendScript(`${origin}/gtm.js?id=${encodeURIComponent(id)}`);
  }
  if (destinations.length > 0) {
    window.gtag('js', new Date());
    for (const id of destinations) window.gtag('config', id, { send_page_view: false });
    appendScript(`${origin}/gtag/js?id=${encodeURIComponent(destinations[0] ?? '')}`);
  }

  installed = {
    pageView({ location, path, title }) {
      const page = { page_location: location, page_path: path, page_title: title };
      if (destinations.length > 0) {
        // `set` first, so whatever else the destinations measure on this page carries the redacted address.
        window.gtag?.('set', page);
        window.gtag?.('event', 'page_view', { ...page, send_to: destinations });
      }
      if (containers.length > 0) dataLayer.push({ event: 'page_view', ...page });
    },
  };
  return installed;
}

/** Tests only. */
export function uninstallTagManagerForTests(): void {
  installed = null;
  delete window.dataLayer;
  delete window.gtag;
}
