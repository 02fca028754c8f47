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
  it('contentHydration: at once without a hydrating page, else after its content has painted, at most three seconds after load', async () => {
    const plain = load();
    const atOnce = jest.fn();
    void plain.contentHydration().then(atOnce);
    await Promise.resolve();
    expect(atOnce).toHaveBeenCalledTimes(1);

    const hydrating = load();
    hydrating.expectContentHydration();
    const withContent = jest.fn();
    void hydrating.contentHydration().then(withContent);
    jest.advanceTimersByTime(1000);
    await Promise.resolve();
    expect(withContent).not.toHaveBeenCalled();
    hydrating.markContentHydrated();
    await Promise.resolve();
    // After the next frame has painted.
    jest.advanceTimersByTime(100);
    await Promise.resolve();
    expect(withContent).toHaveBeenCalledTimes(1);

    const remoteDown = load();
    remoteDown.expectContentHydration();
    const capped = jest.fn();
    void remoteDown.contentHydration().then(capped);
    jest.advanceTimersByTime(2999);
    await Promise.resolve();
    expect(capped).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(capped).toHaveBeenCalledTimes(1);
  });
});
