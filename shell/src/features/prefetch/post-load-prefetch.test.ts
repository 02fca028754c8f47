import { preloadRemote } from '@module-federation/enhanced/runtime';
import { prefetchRemotes, prefetchTargets } from '@/features/prefetch/post-load-prefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(async () => undefined) }));

describe('post-load prefetch (spec 9)', () => {
  it('prefetches the login dialogs for a visitor and the account pages for a signed-in customer', async () => {
    await prefetchRemotes(prefetchTargets(false));
    expect(preloadRemote).toHaveBeenLastCalledWith([{ nameOrAlias: 'mfe_auth', exposes: ['./AuthDialogs'], resourceCategory: 'sync' }]);
    await prefetchRemotes(prefetchTargets(true));
    expect(preloadRemote).toHaveBeenLastCalledWith([{ nameOrAlias: 'mfe_account', exposes: ['./AccountPage'], resourceCategory: 'sync' }]);
  });

  it('shrugs off a failed prefetch: the chunks load on demand later', async () => {
    jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('manifest unreachable'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(prefetchRemotes(prefetchTargets(false))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
