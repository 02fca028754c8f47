import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';
import { useAuthDialogsWanted } from '@/features/remotes/useAuthDialogsWanted';
import { LOGIN_HREF } from '@/lib/login-href';

function renderWanted(address = '/') {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
    </Provider>
  );
  return { store, ...renderHook(() => useAuthDialogsWanted(), { wrapper }) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useAuthDialogsWanted (docs/decisions/038, 072)', () => {
  it('is false at first (as on the server and at hydration) and stays so once the page is interactive', () => {
    const { result } = renderWanted();
    expect(result.current).toBe(false);
    act(() => jest.runAllTimers());
    expect(result.current).toBe(false);
  });

  it.each(['pointerover', 'touchstart', 'focusin'])('is true once a %s reaches a "Log in" link, not another link', (type) => {
    const link = document.body.appendChild(document.createElement('a'));
    link.setAttribute('href', LOGIN_HREF);
    const other = document.body.appendChild(document.createElement('a'));
    other.setAttribute('href', '/faq');
    const { result } = renderWanted();
    act(() => void other.dispatchEvent(new Event(type, { bubbles: true })));
    expect(result.current).toBe(false);
    act(() => void link.dispatchEvent(new Event(type, { bubbles: true })));
    expect(result.current).toBe(true);
    link.remove();
    other.remove();
  });

  it('is true at once when the login dialog is asked for, and stays so when mfe-auth answers the request', () => {
    const { result, store } = renderWanted();
    act(() => store.set(loginDialogRequestedAtom, true));
    expect(result.current).toBe(true);
    // mfe-auth's dialogs clear the request as they open the login dialog: they must not unmount with it.
    act(() => store.set(loginDialogRequestedAtom, false));
    expect(result.current).toBe(true);
  });

  it.each(['/?forgot-password=true', '/es/faq?forgot-username=true'])('is true on %s: mfe-auth opens its recovery dialog from the address (spec 2.11)', (address) => {
    expect(renderWanted(address).result.current).toBe(true);
  });
});
