import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from 'shared-contracts/core';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { ErrorPage } from '@/features/error-page/ErrorPage';
import { RoutePage } from '@/features/routing/RoutePage';
import { UnknownPath } from '@/features/routing/UnknownPath';
import { useDueDateDraftReset } from '@/features/routing/useDueDateDraftReset';
import { useFocusMainOnNavigate } from '@/features/routing/useFocusMainOnNavigate';

/** Resolves the URL against the route table of shared-contracts (spec 2.1–2.6). */
export function PageView() {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  useDueDateDraftReset(match?.route.id ?? null);
  useFocusMainOnNavigate();
  return (
    // Any error rendering a page is treated as 500 (spec 2.14); navigating elsewhere clears it.
    <ErrorBoundary area="page" resetKey={pathname} fallback={<ErrorPage status={500} />}>
      {match ? <RoutePage match={match} /> : <UnknownPath path={pathname} />}
    </ErrorBoundary>
  );
}
