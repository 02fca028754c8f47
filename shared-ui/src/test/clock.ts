/**
 * Pins `Date` for a test (docs/decisions/066). Only `Date` is faked: Testing Library, user-event and React keep
 * their real timers, so a test waits on what the user sees, not on a clock it has to advance.
 */
export function pinClock(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
