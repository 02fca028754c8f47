import { useEffect, useRef } from 'react';

/**
 * A ref for a wrapper whose first heading (`h1` by default) takes the focus when the page has rendered, after the
 * shell's own focus on `<main>`: a screen reader says where the customer now is, and the next Tab starts there.
 */
export function useFocusHeadingOnMount<T extends HTMLElement>(selector = 'h1', when = true) {
  const ref = useRef<T>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!when || done.current) return;
    const heading = ref.current?.querySelector<HTMLElement>(selector);
    if (!heading) return;
    done.current = true;
    heading.tabIndex = -1;
    heading.focus();
  }, [selector, when]);
  return ref;
}
