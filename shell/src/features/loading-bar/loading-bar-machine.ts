import { LOADING_BAR } from 'shared-contracts/core';

export interface LoadingBarState {
  visible: boolean;
  /** 0–100 */
  progress: number;
}

export type LoadingBarListener = (state: LoadingBarState) => void;

/**
 * Spec 2.15: the bar appears only for loads longer than the throttle, creeps towards 90 % over the
 * duration, then fills, hides after the hide delay and resets after the reset delay.
 */
export function createLoadingBar(listener: LoadingBarListener, constants = LOADING_BAR) {
  let timers: ReturnType<typeof setTimeout>[] = [];
  let ticker: ReturnType<typeof setInterval> | null = null;
  let state: LoadingBarState = { visible: false, progress: 0 };
  let running = false;

  const emit = (next: LoadingBarState) => {
    state = next;
    listener(state);
  };
  const clearAll = () => {
    timers.forEach(clearTimeout);
    timers = [];
    if (ticker) clearInterval(ticker);
    ticker = null;
  };

  return {
    start() {
      if (running) return;
      running = true;
      clearAll();
      timers.push(
        setTimeout(() => {
          const started = Date.now();
          emit({ visible: true, progress: 0 });
          ticker = setInterval(() => {
            const elapsed = Date.now() - started;
            emit({ visible: true, progress: Math.min(90, (elapsed / constants.durationMs) * 90) });
          }, 100);
        }, constants.throttleMs),
      );
    },
    finish() {
      if (!running) return;
      running = false;
      const wasVisible = state.visible;
      clearAll();
      if (!wasVisible) return;
      emit({ visible: true, progress: 100 });
      timers.push(
        setTimeout(() => {
          emit({ visible: false, progress: 100 });
          timers.push(setTimeout(() => emit({ visible: false, progress: 0 }), constants.resetDelayMs));
        }, constants.hideDelayMs),
      );
    },
    dispose: clearAll,
  };
}
