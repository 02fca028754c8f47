import { isChunkLoadError, reloadOnceForChunkError } from '@/features/release/chunk-reload';

describe('chunk-load failure (spec 4.9)', () => {
  it('recognises webpack and federation chunk failures', () => {
    const named = new Error('x');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 482 failed.\n(error: http://x/482.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, then not again within the guard window', () => {
    const reload = jest.fn();
    const storage = window.sessionStorage;
    storage.clear();
    expect(reloadOnceForChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reloadOnceForChunkError(1_030_000, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(1_070_000, storage, reload)).toBe(true);
  });
});
