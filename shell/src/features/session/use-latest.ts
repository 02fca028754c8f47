import { useRef } from 'react';

/** A ref that always holds the latest value: lets long-lived listeners and timers read it without restarting. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
