import { act, renderHook } from '@testing-library/react';
import { useAttemptId } from './useAttemptId';

describe('useAttemptId', () => {
  it('keeps one id across renders (retries, double clicks) and gives a new one on renew', () => {
    const { result, rerender } = renderHook(() => useAttemptId());
    const [first] = result.current;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    rerender();
    expect(result.current[0]).toBe(first);

    act(() => result.current[1]());
    expect(result.current[0]).not.toBe(first);
  });
});
