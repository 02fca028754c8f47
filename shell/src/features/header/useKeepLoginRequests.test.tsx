import { render } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { WINDOW_EVENTS } from 'shared-contracts';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';
import { useKeepLoginRequests } from '@/features/header/useKeepLoginRequests';

function Probe() {
  useKeepLoginRequests();
  return null;
}

describe('useKeepLoginRequests (spec 2.10)', () => {
  afterEach(() => getDefaultStore().set(loginDialogRequestedAtom, false));

  it('keeps an openLoginDialog event sent before mfe-auth listens, for mfe-auth to answer when it mounts', () => {
    render(<Probe />);
    expect(getDefaultStore().get(loginDialogRequestedAtom)).toBe(false);
    window.dispatchEvent(new Event(WINDOW_EVENTS.openLoginDialog));
    expect(getDefaultStore().get(loginDialogRequestedAtom)).toBe(true);
  });

  it('stops listening when the shell unmounts', () => {
    const { unmount } = render(<Probe />);
    unmount();
    window.dispatchEvent(new Event(WINDOW_EVENTS.openLoginDialog));
    expect(getDefaultStore().get(loginDialogRequestedAtom)).toBe(false);
  });
});
