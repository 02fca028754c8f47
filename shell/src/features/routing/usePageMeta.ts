import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { COMPANY, ROUTE_TITLES, type RouteId } from 'shared-contracts';

/** Spec 2.7: "{page} | {company}", or the company alone. */
export function formatDocumentTitle(page: string | null): string {
  return page ? `${page} | ${COMPANY.name}` : COMPANY.name;
}

export function useDocumentTitle(title: MessageDescriptor | null): void {
  const { i18n } = useLingui();
  const text = title ? i18n._(title) : null;
  useEffect(() => {
    document.title = formatDocumentTitle(text);
  }, [text]);
}

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
