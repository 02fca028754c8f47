import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useLocation } from 'react-router-dom';
import { sessionRestoreQueryOptions } from 'shared-contracts/api-client';
import { matchRoute } from 'shared-contracts/core';
import { restoreAsks, sessionHinted } from '@/features/session/page-visitor';
import { knownSignedInAtom, routeWaitsForSession, serverVisitorAtom } from '@/features/session/session-atoms';
import { contentHydration } from '@/lib/page-ready';

/**
 * The restore of a session after a reload (spec 4.1): the call and its options are the shared ones (docs/decisions/063).
 *
 * Not asked at all when this browser has no session to restore (`asked` false, `restoreAsks`): the server's page
 * said so, or, on a public page the server does not look for, the session hint is absent (docs/decisions/074). A
 * login since then is the login dialog's own to apply, as it always was.
 *
 * Otherwise the request goes out at once. On a page that renders its content before the check (a public page), its
 * answer is read once that content has hydrated: the schema's load brings the contracts' main entry and zod (25 KB
 * gzip), which otherwise competed with the content's chunk while the frame had hydrated and the content had not
 * (docs/decisions/071). Meanwhile the header draws what the server rendered (the server's word on the visitor, or
 * neither state). A page whose guard waits for the check reads it at once: its content renders only after the answer.
 */
export function useSessionQuery() {
  const store = useStore();
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  // Read, not subscribed: only the first fetch's page counts (the restore is asked once per page load).
  const asked = useMemo(() => restoreAsks(store.get(serverVisitorAtom), sessionHinted()), [store]);
  const readsAtOnce = !match || routeWaitsForSession(match.route, store.get(knownSignedInAtom));
  const query = useQuery({ ...sessionRestoreQueryOptions(readsAtOnce ? undefined : contentHydration()), enabled: asked });
  return { asked, status: query.status, data: query.data };
}
