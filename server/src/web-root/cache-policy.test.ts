import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cache-policy.js';

describe('cacheControlFor', () => {
  it.each([
    ['index.html', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['mf-stats.json', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['remoteEntry.js.br', NO_CACHE],
    ['static/remoteEntry.js', NO_CACHE],
    ['favicon.ico', NO_CACHE],
    ['robots.txt', NO_CACHE],
    ['assets/logo.svg', NO_CACHE],
    ['static/js/main.3f9a1c2b.js', IMMUTABLE],
    ['static/css/main.0d1e2f3a.css', IMMUTABLE],
    ['static/media/font.woff2', IMMUTABLE],
    ['static/js/main.3f9a1c2b.js.gz', IMMUTABLE],
    ['__federation_expose_PublicPage.1a2b3c4d.js', IMMUTABLE],
    ['main.3f9a1c2b.js.map', IMMUTABLE],
    ['12345678.js', NO_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
