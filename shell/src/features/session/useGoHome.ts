import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { localizePath, pathOf } from 'shared-contracts/core';
import { useLocale } from '@/hooks/useLocale';
import { useLatest } from '@/features/session/use-latest';

/**
 * Navigates to the homepage in the current locale. Stable across navigations (react-router's navigate and
 * the locale change with the location), so the session's timers and listeners do not restart on each page.
 */
export function useGoHome(): () => void {
  const navigate = useNavigate();
  const locale = useLocale();
  const latest = useLatest({ navigate, locale });
  return useCallback(() => {
    latest.current.navigate(localizePath(pathOf('index'), latest.current.locale));
  }, [latest]);
}
