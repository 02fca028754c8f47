import { act, render, renderHook } from '@testing-library/react';
import { useAttemptId } from './useAttemptId';

function ShowAttempt() {
  const [id] = useAttemptId('test-form');
  return <output>{id}</output>;
}

describe('useAttemptId', () => {
  it('keeps one id across renders (retries, double clicks) and gives a new one on renew', () => {
    const { result, rerender } = renderHook(() => useAttemptId('hook-form'));
    const [first] = result.current;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    rerender();
    expect(result.current[0]).toBe(first);

    act(() => result.current[1]());
    expect(result.current[0]).not.toBe(first);
  });

  it('keeps the attempt when React renders the form again in the same place (a boundary rendered anew during hydration)', () => {
    const { container, rerender } = render(<ShowAttempt key="first" />);
    const first = container.textContent;
    // A new key at the same place: React unmounts the form and mounts a fresh one, as a client-rendered boundary does.
    rerender(<ShowAttempt key="again" />);
    expect(container.textContent).toBe(first);
  });

  it('starts a new attempt when the form comes back after leaving the page', () => {
    const { container, rerender } = render(<ShowAttempt />);
    const first = container.textContent;
    rerender(<p>another page</p>);
    rerender(<ShowAttempt />);
    expect(container.textContent).not.toBe(first);
  });
});
