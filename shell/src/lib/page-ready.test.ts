import type * as PageReadyModule from './page-ready';

/*
 * docs/decisions/069: on a server-rendered page the shell's optional work (mfe-auth's dialogs, the prefetch,
 * analytics, the release poller) waits for the page's own content to hydrate as well as for the load event, at
 * most a few seconds after load. jsdom's document has loaded, so only the content decides here.
 */
type PageReady = typeof PageReadyModule;

describe('page-ready', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // A fresh module per test: whether a page is hydrating is the module's state, once per page load.
  const load = () => {
    let fresh: PageReady | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules takes a synchronous require
      fresh = require('./page-ready') as PageReady;
    });
    if (!fresh) throw new Error('page-ready did not load');
    return fresh;
  };

  it('runs at once after load when no server-rendered page is hydrating (a client render, the tests)', async () => {
    const { afterPageLoad } = load();
    const callback = jest.fn();
    afterPageLoad(0, callback);
    jest.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the content of a hydrating page, then runs', async () => {
    const { afterPageLoad, expectContentHydration, markContentHydrated } = load();
    expectContentHydration();
    const callback = jest.fn();
    afterPageLoad(0, callback);
    jest.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
    markContentHydrated();
    await Promise.resolve();
    jest.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    // Once, even when the cap passes later.
    jest.advanceTimersByTime(5000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs three seconds after load when the content never says so (a shell page, a remote down)', async () => {
    const { afterPageLoad, expectContentHydration } = load();
    expectContentHydration();
    const callback = jest.fn();
    afterPageLoad(0, callback);
    jest.advanceTimersByTime(2999);
    expect(callback).not.toHaveBeenCalled();
    // The cap, then the prefetch's own delay (0 here).
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait never runs', async () => {
    const { afterPageLoad, expectContentHydration, markContentHydrated } = load();
    expectContentHydration();
    const callback = jest.fn();
    const cancel = afterPageLoad(0, callback);
    cancel();
    markContentHydrated();
    await Promise.resolve();
    jest.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
  });

  // contentHydration: at once without a hydrating page, else after its content has painted, at most three seconds
  // after load. Each case: how long it is still pending, then what settles it.
  it.each([
    { when: 'no server-rendered page is hydrating: at once', hydrating: false, pendingMs: 0, settle: () => undefined },
    {
      when: 'its content has hydrated: after the next frame has painted',
      hydrating: true,
      pendingMs: 1000,
      settle: async ({ markContentHydrated }: PageReady) => {
        markContentHydrated();
        await Promise.resolve();
        jest.advanceTimersByTime(100);
      },
    },
    { when: 'the content never says so (a remote down): three seconds after load', hydrating: true, pendingMs: 2999, settle: () => jest.advanceTimersByTime(1) },
  ])('contentHydration resolves when $when', async ({ hydrating, pendingMs, settle }) => {
    const page = load();
    if (hydrating) page.expectContentHydration();
    const resolved = jest.fn();
    void page.contentHydration().then(resolved);
    if (pendingMs > 0) {
      jest.advanceTimersByTime(pendingMs);
      await Promise.resolve();
      expect(resolved).not.toHaveBeenCalled();
    }
    await settle(page);
    await Promise.resolve();
    expect(resolved).toHaveBeenCalledTimes(1);
  });
});
