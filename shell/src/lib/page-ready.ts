/**
 * Third-party and optional work waits until the page is interactive: after the window's load event, in an
 * idle moment (or `delayMs` after load, for the post-load prefetch). Returns a cancel function.
 */
const IDLE_TIMEOUT_MS = 2000;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

function afterLoad(run: () => () => void): () => void {
  let cancelScheduled: (() => void) | null = null;
  let cancelled = false;
  const onLoad = () => {
    if (!cancelled) cancelScheduled = run();
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
    cancelScheduled?.();
  };
}

/** Runs `callback` once the page has loaded and the main thread is idle. */
export function whenPageInteractive(callback: () => void): () => void {
  return afterLoad(() => {
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const handle = idle.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      return () => idle.cancelIdleCallback?.(handle);
    }
    const timer = window.setTimeout(callback, 0);
    return () => window.clearTimeout(timer);
  });
}

/** Runs `callback` `delayMs` after the window's load event (or after this call, if the page has loaded). */
export function afterPageLoad(delayMs: number, callback: () => void): () => void {
  return afterLoad(() => {
    const timer = window.setTimeout(callback, delayMs);
    return () => window.clearTimeout(timer);
  });
}
