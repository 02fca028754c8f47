import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { splitLocale } from 'shared-contracts/core';
import { activateLocale } from '@/features/i18n/i18n';

/** The URL decides the locale (spec 2.1): a navigation to /es or /pt loads and activates that catalog. */
export function useLocaleSync(): void {
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname);
  useEffect(() => {
    void activateLocale(locale);
  }, [locale]);
}
