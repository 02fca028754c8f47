import { useEffect } from 'react';
import { Navigate, useLocation, useNavigationType } from 'react-router-dom';
import { ErrorPage } from '@/features/error-page/ErrorPage';
import { PendingLoad } from '@/features/loading-bar/PendingLoad';
import { useRedirect } from '@/features/routing/api/get-redirect';

/** Spec 2.6: an unknown path asks the server's redirect lookup first, else shows 'Page not found'. */
export function UnknownPath({ path }: { path: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  // React Router gives the first location of the tab the key "default": then the error is fatal (spec 8.5).
  const fatal = navigationType === 'POP' && location.key === 'default';
  const { data, isPending } = useRedirect(path);
  const target = data && data.location !== path ? data : null;

  useEffect(() => {
    if (target?.external) window.location.assign(target.location);
  }, [target]);

  if (isPending || target?.external) return <PendingLoad />;
  if (target) return <Navigate to={`${target.location}${location.search}`} replace />;
  return <ErrorPage status={404} path={path} fatal={fatal} />;
}
