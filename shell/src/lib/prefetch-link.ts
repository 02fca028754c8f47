/**
 * The link for one file of the post-load prefetch (spec 9), as `rel="prefetch"`: module federation's `preloadRemote`
 * (features/prefetch/post-load-prefetch.ts) writes `<link rel="preload">` for a target's chunks, and a preload promises the file is
 * used within seconds. mfe-auth's dialogs now mount only on an intent (docs/decisions/038, amended), so Chromium
 * warned on every public page that they were "preloaded but not used within a few seconds". A prefetch fetches the
 * file at idle priority into the HTTP cache for the next navigation or load (the `<script>` webpack adds on the
 * intent), with no such promise. Answers the runtime's `createLink` hook for `preloadRemote`'s links only: nothing
 * else the runtime links (a `loadRemote`'s stylesheet, decision 060) changes.
 */
export function prefetchLink(url: string, attrs: Record<string, unknown> | undefined, initiator: string | undefined): HTMLLinkElement | undefined {
  if (typeof document === 'undefined' || initiator !== 'preloadRemote' || attrs?.['rel'] !== 'preload') return undefined;
  const link = document.createElement('link');
  link.setAttribute('rel', 'prefetch');
  // `as` stays (script, style): the cache entry is kept for a request of that kind.
  if (typeof attrs['as'] === 'string') link.setAttribute('as', attrs['as']);
  link.setAttribute('href', url);
  return link;
}
