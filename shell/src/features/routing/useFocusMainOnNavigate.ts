import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation, move focus to <main> so keyboard and screen-reader users start at the new
 * page's content instead of the link they chose. Not on first load, where the browser's own order applies.
 */
export function useFocusMainOnNavigate(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main-content')?.focus({ preventScroll: false });
    window.scrollTo({ top: 0 });
  }, [pathname]);
}
