/**
 * Spec 8.6: on 5xx or 429 the client waits for the answer's Retry-After (in seconds) when there is one.
 * mixpanel-browser 2.83's batcher reads that header as `xhr.responseHeaders['Retry-After']`
 * (dist/mixpanel-core.cjs.js, its XHR callback), a property XMLHttpRequest does not have in browsers, so
 * the header never counts and every retry waits twice the flush interval. This adds exactly that property,
 * read-only and holding only Retry-After, unless the browser already has one. Installed by the analytics
 * client (only when analytics is configured); the e2e suite (analytics.spec.ts) proves the wait.
 */
export function exposeRetryAfterToMixpanel(prototype: XMLHttpRequest = XMLHttpRequest.prototype): void {
  if ('responseHeaders' in prototype) return;
  Object.defineProperty(prototype, 'responseHeaders', {
    configurable: true,
    enumerable: false,
    get(this: XMLHttpRequest): Record<string, string> {
      const retryAfter = this.getResponseHeader('Retry-After');
      return retryAfter === null ? {} : { 'Retry-After': retryAfter };
    },
  });
}
