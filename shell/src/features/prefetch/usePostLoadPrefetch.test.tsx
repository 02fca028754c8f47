import { preloadRemote } from '@module-federation/enhanced/runtime';
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { POST_LOAD_PREFETCH_DELAY_MS } from 'shared-contracts';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { usePostLoadPrefetch } from '@/features/prefetch/usePostLoadPrefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(async () => undefined) }));

function renderPrefetch(authenticated: boolean) {
  const store = createStore();
  store.set(authenticatedAtom, authenticated);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => usePostLoadPrefetch(), { wrapper });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(preloadRemote).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('usePostLoadPrefetch (spec 9)', () => {
  it('prefetches one second after the load, for a visitor the login dialogs', () => {
    renderPrefetch(false);
    act(() => jest.advanceTimersByTime(POST_LOAD_PREFETCH_DELAY_MS - 1));
    expect(preloadRemote).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(preloadRemote).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'mfe_auth' })]);
  });

  it('for a signed-in customer the account pages; nothing if the shell unmounts first', () => {
    renderPrefetch(true);
    act(() => jest.advanceTimersByTime(POST_LOAD_PREFETCH_DELAY_MS));
    expect(preloadRemote).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'mfe_account' })]);

    jest.mocked(preloadRemote).mockClear();
    const { unmount } = renderPrefetch(false);
    unmount();
    act(() => jest.advanceTimersByTime(POST_LOAD_PREFETCH_DELAY_MS));
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
