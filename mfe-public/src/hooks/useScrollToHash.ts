import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A page whose sections render after its chunk arrives opens at the section its address names (`/payments#phone`,
 * a shared link to one section of a legal document): the browser's own jump on load found nothing yet. Deferred
 * one task, so it runs after the shell's scroll-to-top on navigation.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return undefined;
    const timer = window.setTimeout(() => document.getElementById(sectionIdOf(hash))?.scrollIntoView(), 0);
    return () => window.clearTimeout(timer);
  }, [hash]);
}

/** The element id a `#hash` names; a malformed escape in a typed address names none. */
export function sectionIdOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return ''; // A malformed escape in a typed address: no section, stay at the top.
  }
}
