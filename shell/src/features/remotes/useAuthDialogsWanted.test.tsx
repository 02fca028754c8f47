import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';
import { useAuthDialogsWanted } from '@/features/remotes/useAuthDialogsWanted';

function renderWanted() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useAuthDialogsWanted(), { wrapper }) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useAuthDialogsWanted (docs/decisions/038)', () => {
  it('is false at first (as on the server and at hydration), true once the page is interactive', () => {
    const { result } = renderWanted();
    expect(result.current).toBe(false);
    act(() => jest.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('is true at once when the login dialog is asked for, and stays so when mfe-auth answers the request', () => {
    const { result, store } = renderWanted();
    act(() => store.set(loginDialogRequestedAtom, true));
    expect(result.current).toBe(true);
    // mfe-auth's dialogs clear the request as they open the login dialog: they must not unmount with it.
    act(() => store.set(loginDialogRequestedAtom, false));
    expect(result.current).toBe(true);
  });
});
