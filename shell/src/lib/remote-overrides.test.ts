import type { EnvConfig } from 'shared-contracts';
import { REMOTE_OVERRIDES_STORAGE_KEY, activeRemoteOverrides, parseRemoteOverrides, resetRemoteOverridesForTests } from '@/lib/remote-overrides';

const CDN = 'https://cdn.example.com';

describe('remote overrides (docs/decisions/036)', () => {
  afterEach(() => {
    resetRemoteOverridesForTests();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('reads kept versions and manifests on an allowed origin, and leaves out anything else', () => {
    const overrides = parseRemoteOverrides(
      `mfe-account@v1.2,mfe-public@${CDN}/public/mf-manifest.json,mfe-auth@https://evil.example/m.json,shell@v1,mfe-nope@v2,mfe-account@../x`,
      [CDN],
    );
    expect(overrides).toEqual([
      { key: 'account', packageName: 'mfe-account', chosen: 'v1.2', manifestUrl: '/remotes/mfe-account/releases/v1.2/mf-manifest.json' },
      { key: 'public', packageName: 'mfe-public', chosen: `${CDN}/public/mf-manifest.json`, manifestUrl: `${CDN}/public/mf-manifest.json` },
    ]);
  });

  it('keeps the choice of the address for the tab', () => {
    const env = { remoteOverrides: { origins: [] } } as unknown as EnvConfig;
    window.history.replaceState(null, '', '/faq?remotes=mfe-public@v7');
    expect(activeRemoteOverrides(env).map((override) => override.chosen)).toEqual(['v7']);
    expect(sessionStorage.getItem(REMOTE_OVERRIDES_STORAGE_KEY)).toBe('mfe-public@v7');

    resetRemoteOverridesForTests();
    window.history.replaceState(null, '', '/about');
    expect(activeRemoteOverrides(env).map((override) => override.chosen)).toEqual(['v7']);
  });

  it('ignores the address and forgets a kept choice where the server does not allow overrides', () => {
    sessionStorage.setItem(REMOTE_OVERRIDES_STORAGE_KEY, 'mfe-public@v7');
    window.history.replaceState(null, '', '/faq?remotes=mfe-public@v7');
    expect(activeRemoteOverrides({} as EnvConfig)).toEqual([]);
    expect(sessionStorage.getItem(REMOTE_OVERRIDES_STORAGE_KEY)).toBeNull();
  });
});
