import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { COMPANY } from 'shared-contracts';

/** Spec 2.7: "{page} | {company}", or the company alone. */
export function formatDocumentTitle(page: string | null): string {
  return page ? `${page} | ${COMPANY.name}` : COMPANY.name;
}

/** Sets the page title of spec 2.7, in the active locale; the route pages and the error page both use it. */
export function useDocumentTitle(title: MessageDescriptor | null): void {
  const { i18n } = useLingui();
  const text = title ? i18n._(title) : null;
  useEffect(() => {
    document.title = formatDocumentTitle(text);
  }, [text]);
}
