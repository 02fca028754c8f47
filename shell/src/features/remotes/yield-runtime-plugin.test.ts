import yieldRuntimePlugin from '@/features/remotes/yield-runtime-plugin';

/*
 * Docs/decisions/075: each shared module's load begins in a task of its own, so the shell's start is no longer one
 * main-thread task. The hook hands module federation the same arguments back.
 */
/** What module federation hands the hook: only passed on, so any object stands in for it. */
type LoadShareArgs = Parameters<NonNullable<ReturnType<typeof yieldRuntimePlugin>['beforeLoadShare']>>[0];
const loadShareArgs = (pkgName: string) => ({ pkgName }) as unknown as LoadShareArgs;

describe('the start in slices (decision 075)', () => {
  afterEach(() => jest.useRealTimers());

  it('holds a shared module’s load until the next task, then passes its arguments on unchanged', async () => {
    jest.useFakeTimers();
    const hook = yieldRuntimePlugin().beforeLoadShare;
    expect(hook).toBeDefined();
    const args = loadShareArgs('react');
    let resolved: unknown = null;
    const pending = Promise.resolve(hook!(args)).then((value) => (resolved = value));
    await Promise.resolve();
    expect(resolved).toBeNull();
    jest.runAllTimers();
    await pending;
    expect(resolved).toBe(args);
  });

  it('uses the browser’s scheduler.yield where there is one', async () => {
    const yieldOnce = jest.fn(() => Promise.resolve());
    Object.assign(globalThis, { scheduler: { yield: yieldOnce } });
    try {
      const args = loadShareArgs('react-dom');
      await expect(yieldRuntimePlugin().beforeLoadShare!(args)).resolves.toBe(args);
      expect(yieldOnce).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
