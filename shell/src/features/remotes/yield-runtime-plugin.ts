import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The browser's own yield where it has one (Chromium 129+), else the next task. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The shell’s start in slices (docs/decisions/075): module federation loads each shared module of the start in one
 * chain of promises, so without a break the whole start ran as one main-thread task. Each shared module's load now
 * begins in a task of its own. Browser only: the server's render has no main thread to keep free.
 */
export default function yieldRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-start-in-slices',
    async beforeLoadShare(args) {
      if (typeof window !== 'undefined') await yieldToMain();
      return args;
    },
  };
}
