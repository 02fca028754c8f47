import { LOADING_BAR } from 'shared-contracts';
import { createLoadingBar, type LoadingBarState } from '@/features/loading-bar/loading-bar-machine';

describe('loading bar (spec 2.15)', () => {
  let states: LoadingBarState[];
  let bar: ReturnType<typeof createLoadingBar>;
  beforeEach(() => {
    jest.useFakeTimers();
    states = [];
    bar = createLoadingBar((state) => states.push(state));
  });
  afterEach(() => {
    bar.dispose();
    jest.useRealTimers();
  });

  it('stays hidden for loads shorter than the 200 ms throttle', () => {
    bar.start();
    jest.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    bar.finish();
    jest.advanceTimersByTime(5000);
    expect(states).toEqual([]);
  });

  it('shows after the throttle, creeps, fills, hides after 500 ms and resets after 400 ms more', () => {
    bar.start();
    jest.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(states.at(-1)).toEqual({ visible: true, progress: 0 });
    jest.advanceTimersByTime(LOADING_BAR.durationMs / 2);
    const midway = states.at(-1)?.progress ?? 0;
    expect(midway).toBeGreaterThan(30);
    expect(midway).toBeLessThan(90);
    jest.advanceTimersByTime(LOADING_BAR.durationMs * 2);
    expect(states.at(-1)?.progress).toBe(90);
    bar.finish();
    expect(states.at(-1)).toEqual({ visible: true, progress: 100 });
    jest.advanceTimersByTime(LOADING_BAR.hideDelayMs);
    expect(states.at(-1)).toEqual({ visible: false, progress: 100 });
    jest.advanceTimersByTime(LOADING_BAR.resetDelayMs);
    expect(states.at(-1)).toEqual({ visible: false, progress: 0 });
  });

  it('has the constants of spec 2.15', () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400, heightPx: 3 });
  });
});
