import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';

/**
 * Lingui's context, renewed when the locale changes and not at every catalog load. Lingui's own provider
 * renews it at each `i18n.load()`, and every remote loads its catalog when its first module renders: while
 * the browser takes over a server-rendered page, that context change would reach areas not yet hydrated and
 * React would drop the server's HTML for them. Nothing needs the renewal: a remote's modules render only once
 * their catalog is in (they suspend on it), and messages never change within a locale.
 */
export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [locale, setLocale] = useState(i18n.locale);
  useEffect(() => {
    const follow = () => setLocale(i18n.locale);
    const unsubscribe = i18n.on('change', follow);
    follow();
    return unsubscribe;
  }, [i18n]);
  // `locale` is the reason for a new context: consumers re-render in the new language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const context = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n, locale]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
