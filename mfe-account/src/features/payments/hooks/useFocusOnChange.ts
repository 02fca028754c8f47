import { useEffect, useRef } from 'react';

/**
 * A ref for the element that takes the focus whenever `key` changes after the first render: a step's heading,
 * so a screen reader says where the customer now is and the next Tab starts there. Not on the first render,
 * which would pull the focus away from wherever the page load left it. Compares with the key last focused,
 * so React's doubled effects in development do not count as a change.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const focusedFor = useRef(key);
  useEffect(() => {
    if (focusedFor.current === key) return;
    focusedFor.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}
