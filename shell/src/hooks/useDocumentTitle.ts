import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { formatDocumentTitle } from 'shared-contracts/core';

/** Sets the page title of spec 2.7, in the active locale; the route pages and the error page both use it. */
export function useDocumentTitle(title: MessageDescriptor | null): void {
  const { i18n } = useLingui();
  const text = title ? i18n._(title) : null;
  useEffect(() => {
    document.title = formatDocumentTitle(text);
  }, [text]);
}
