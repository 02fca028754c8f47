import { useLocation } from 'react-router-dom';
import { splitLocale, type Locale } from 'shared-contracts/core';

/** The locale of the current URL (spec 2.1: the path prefix decides it). */
export function useLocale(): Locale {
  const { pathname } = useLocation();
  return splitLocale(pathname).locale;
}
