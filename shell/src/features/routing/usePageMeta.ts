import { useEffect } from 'react';
import { ROUTE_TITLES, type RouteId } from 'shared-contracts/core';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';

/** Spec 2.7: the page title of a route. */
export function usePageTitle(routeId: RouteId): void {
  useDocumentTitle(ROUTE_TITLES[routeId]);
}

/** Spec 2.7: the index and dealers routes get a special class on <html>. */
export function useHtmlClass(className: string | undefined): void {
  useEffect(() => {
    if (!className) return undefined;
    const root = document.documentElement;
    root.classList.add(className);
    return () => root.classList.remove(className);
  }, [className]);
}
