import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from 'shared-contracts';
import { RouteErrorBoundary } from '@/features/error-page/RouteErrorBoundary';
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
    <RouteErrorBoundary resetKey={pathname}>
      {match ? <RoutePage match={match} /> : <UnknownPath path={pathname} />}
    </RouteErrorBoundary>
  );
}
