import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react';
import type { PageRemoteKey, RemotePageProps } from 'shared-contracts';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PendingLoad } from '@/features/loading-bar/PendingLoad';
import { reloadOnChunkLoadError } from '@/features/release/chunk-reload';
import { loadPageModule } from '@/features/remotes/federation';
import { shellServices } from '@/features/remotes/shell-services';
import { UnavailablePanel } from '@/features/remotes/UnavailablePanel';
import { markContentHydrated } from '@/lib/page-ready';

/**
 * Commits with the page in its Suspense boundary, so its effect runs once the page's content has hydrated (or
 * rendered): the shell's optional work waits for that (lib/page-ready.ts, docs/decisions/069). Renders nothing,
 * so the server's HTML is the same.
 */
function ContentHydrated() {
  useEffect(() => markContentHydrated(), []);
  return null;
}

/**
 * Renders a page owned by a remote, loaded at runtime from its manifest. Memoised: while the browser takes over
 * a server-rendered page, a re-render reaching a boundary not yet hydrated (the session restored, say) would
 * make React drop the server's HTML and show the loading fallback; the props (route match, locale) only change
 * on navigation.
 */
export const RemotePage = memo(function RemotePage({ remote, ...props }: Omit<RemotePageProps, 'shell'> & { remote: PageRemoteKey }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a rejected lazy forever, "Try again" needs a fresh one.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason to build a new one
  const Page = useMemo(() => lazy(() => loadPageModule(remote)), [remote, attempt]);
  return (
    // The last of three layers against a failing remote (the first two are in federation-runtime-plugin.ts):
    // its area shows the unavailable panel, nothing else breaks.
    <ErrorBoundary
      area="federation"
      onError={reloadOnChunkLoadError}
      resetKey={`${remote}:${attempt}`}
      fallback={<UnavailablePanel onRetry={() => setAttempt((value) => value + 1)} />}
    >
      <Suspense fallback={<PendingLoad />}>
        <Page {...props} shell={shellServices} />
        <ContentHydrated />
      </Suspense>
    </ErrorBoundary>
  );
});
