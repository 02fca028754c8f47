import { prefetchLink } from './prefetch-link';

describe('post-load prefetch links are prefetches, not preloads (spec 9, docs/decisions/038)', () => {
  const url = `${window.location.origin}/remotes/mfe-auth/static/js/123.abc.js`;

  it("turns preloadRemote's preload of a chunk into a prefetch of the same file and kind", () => {
    const link = prefetchLink(url, { rel: 'preload', as: 'script' }, 'preloadRemote');
    expect(link?.rel).toBe('prefetch');
    expect(link?.getAttribute('as')).toBe('script');
    expect(link?.href).toBe(url);
    const style = prefetchLink(url.replace('.js', '.css'), { rel: 'preload', as: 'style' }, 'preloadRemote');
    expect(style?.rel).toBe('prefetch');
    expect(style?.getAttribute('as')).toBe('style');
  });

  it('leaves every other link to the runtime: a loaded remote’s stylesheet, a module preload, another initiator', () => {
    expect(prefetchLink(url, { rel: 'stylesheet', type: 'text/css' }, 'loadRemote')).toBeUndefined();
    expect(prefetchLink(url, { rel: 'stylesheet', type: 'text/css' }, 'preloadRemote')).toBeUndefined();
    expect(prefetchLink(url, { rel: 'preload', as: 'script' }, 'loadRemote')).toBeUndefined();
    expect(prefetchLink(url, { rel: 'preload', as: 'script' }, undefined)).toBeUndefined();
  });
});
