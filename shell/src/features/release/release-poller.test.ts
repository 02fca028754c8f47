import { startReleasePoller } from '@/features/release/release-poller';

const manifest = (version: string) => ({ ok: true, json: async () => ({ metaData: { buildInfo: { buildVersion: version } } }) });

describe('release poller (spec 4.9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports a changed build version and stops polling', async () => {
    const versions: Record<string, string> = { '/a.json': 'a1', '/b.json': 'b1' };
    const fetchImpl = jest.fn(async (url: string) => manifest(versions[url.split('?')[0] ?? ''] ?? '')) as unknown as typeof fetch;
    const onNewRelease = jest.fn();
    const stop = startReleasePoller({ manifestUrls: ['/a.json', '/b.json'], intervalMs: 1000, onNewRelease, fetchImpl });

    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(1000);
    expect(onNewRelease).not.toHaveBeenCalled();

    versions['/b.json'] = 'b2';
    await jest.advanceTimersByTimeAsync(1000);
    expect(onNewRelease).toHaveBeenCalledWith('/b.json');

    const calls = (fetchImpl as jest.Mock).mock.calls.length;
    await jest.advanceTimersByTimeAsync(5000);
    expect((fetchImpl as jest.Mock).mock.calls.length).toBe(calls);
    stop();
  });

  it('asks with a timestamp query and no-store, and ignores failed polls', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(manifest('v1'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ ok: false, json: async () => ({}) }) as unknown as typeof fetch;
    const onNewRelease = jest.fn();
    const stop = startReleasePoller({ manifestUrls: ['/m.json'], intervalMs: 1000, onNewRelease, fetchImpl });
    await jest.advanceTimersByTimeAsync(3000);
    expect(onNewRelease).not.toHaveBeenCalled();
    const [url, init] = (fetchImpl as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^\/m\.json\?t=\d+$/);
    expect(init.cache).toBe('no-store');
    stop();
  });
});
