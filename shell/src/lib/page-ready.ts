/**
 * Third-party and optional work waits until the page is interactive: after the window's load event, in an
 * idle moment (or `delayMs` after load, for the post-load prefetch). Returns a cancel function.
 *
 * On a page the server rendered, "interactive" also means its own content: the remote page's Suspense boundary
 * hydrates after the shell's frame (docs/decisions/069), and on a phone the load event and the idle timeout
 * come before it. The extras (mfe-auth's dialogs, the prefetch, analytics, the release poller) then competed with
 * the page's chunk for the network and with its hydration for the main thread. They wait for the content too,
 * at most CONTENT_WAIT_AFTER_LOAD_MS after load (a page of the shell's own, or a remote that is down, has no
 * remote content to wait for).
 */
const IDLE_TIMEOUT_MS = 2000;
const CONTENT_WAIT_AFTER_LOAD_MS = 3000;

let contentHydrated: Promise<void> | null = null;
let resolveContentHydrated: (() => void) | null = null;

/** Before hydrating a server-rendered page (bootstrap): the extras wait for its content as well as for load. */
export function expectContentHydration(): void {
  if (contentHydrated) return;
  contentHydrated = new Promise((resolve) => {
    resolveContentHydrated = resolve;
  });
}

/** The page's own content has hydrated (or rendered): RemotePage's marker inside its Suspense boundary. */
export function markContentHydrated(): void {
  resolveContentHydrated?.();
  resolveContentHydrated = null;
}

let contentOrCap: Promise<void> | null = null;

/** A task after the next frame (or after AFTER_PAINT_CAP_MS, in a tab that draws no frames: a hidden one). */
const AFTER_PAINT_CAP_MS = 100;
function afterNextPaint(run: () => void): void {
  const next = () => window.setTimeout(run, 0);
  requestAnimationFrame(next);
  window.setTimeout(next, AFTER_PAINT_CAP_MS);
}

/**
 * Resolves once the page's own content has hydrated and the frame that follows has painted: at once on a page that
 * does not hydrate a server render, and at the latest CONTENT_WAIT_AFTER_LOAD_MS after load (a remote that is down
 * never says so). For work that must not compete with the content's hydration but need not wait for the load event
 * or an idle moment: the session restore's schema, with zod (features/session/api/get-session.ts, decision 071).
 */
export function contentHydration(): Promise<void> {
  const content = contentHydrated;
  if (!content) return Promise.resolve();
  contentOrCap ??= new Promise<void>((resolve) => {
    void content.then(() => afterNextPaint(resolve));
    const cap = () => window.setTimeout(resolve, CONTENT_WAIT_AFTER_LOAD_MS);
    if (document.readyState === 'complete') cap();
    else window.addEventListener('load', cap, { once: true });
  });
  return contentOrCap;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

function afterLoad(run: () => () => void): () => void {
  let cancelScheduled: (() => void) | null = null;
  let cancelled = false;
  const start = () => {
    if (!cancelled) cancelScheduled = run();
  };
  const onLoad = () => {
    if (cancelled) return;
    const content = contentHydrated;
    if (!content) return start();
    let started = false;
    const startOnce = () => {
      if (started) return;
      started = true;
      window.clearTimeout(cap);
      start();
    };
    const cap = window.setTimeout(startOnce, CONTENT_WAIT_AFTER_LOAD_MS);
    cancelScheduled = () => window.clearTimeout(cap);
    void content.then(startOnce);
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
