import { buildVersionOf, pollUrl } from './release.js';

describe('release helpers (spec 4.9)', () => {
  it('reads the build version from a federation manifest', () => {
    expect(buildVersionOf({ id: 'mfe_public', metaData: { buildInfo: { buildVersion: 'abc-1' } } })).toBe('abc-1');
    expect(buildVersionOf({ id: 'mfe_public' })).toBeNull();
    expect(buildVersionOf(null)).toBeNull();
    expect(buildVersionOf({ metaData: { buildInfo: { buildVersion: 7 } } })).toBeNull();
  });

  it('adds a timestamp query', () => {
    expect(pollUrl('/mf-manifest.json', 42)).toBe('/mf-manifest.json?t=42');
    expect(pollUrl('/m.json?x=1', 42)).toBe('/m.json?x=1&t=42');
  });
});
