import { lazy, memo, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { PageModule, PageRemoteKey, RemotePageProps } from 'shared-contracts';
import { ChakraIsland, preloadable, preloadChakraScope } from 'shared-ui/chakra-free';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { reloadOnChunkLoadError } from '@/features/release/chunk-reload';
import { loadPageModule } from '@/features/remotes/federation';
import { shellServices } from '@/features/remotes/shell-services';
import { markContentHydrated } from '@/lib/page-ready';

// Drawn with Chakra: loaded when shown (a page loading, a remote down), with the Chakra island they are drawn in.
const pendingLoad = preloadable(() => import('@/features/loading-bar/PendingLoad').then((module) => module.PendingLoad));
const unavailablePanel = preloadable(() => import('@/features/remotes/UnavailablePanel').then((module) => module.UnavailablePanel));

/**
 * A page module that places Chakra islands (shared-ui `ChakraScope`) around its Chakra parts itself says so with
 * `export const chakraScope = 'self'` beside its default export; the shell then renders it as it is, and Chakra
 * loads with its first island, not with the page (docs/decisions/072). Any other page module is drawn inside an
 * island whose code loads beside the page's, so the page waits for nothing more.
 */
interface ScopedPageModule extends PageModule {
  chakraScope?: 'self';
}

async function loadPage(remote: PageRemoteKey): Promise<{ default: ComponentType<RemotePageProps> }> {
  const module: ScopedPageModule = await loadPageModule(remote);
  if (module.chakraScope === 'self') return module;
  await preloadChakraScope();
  const Page = module.default;
  return {
    default: (props: RemotePageProps) => (
      <ChakraIsland>
        <Page {...props} />
      </ChakraIsland>
    ),
  };
}

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
  const Page = useMemo(() => lazy(() => loadPage(remote)), [remote, attempt]);
  return (
    // The last of three layers against a failing remote (the first two are in federation-runtime-plugin.ts):
    // its area shows the unavailable panel, nothing else breaks.
    <ErrorBoundary
      area="federation"
      onError={reloadOnChunkLoadError}
      resetKey={`${remote}:${attempt}`}
      fallback={
        <ChakraIsland>
          <Suspense fallback={null}>
            <unavailablePanel.Component onRetry={() => setAttempt((value) => value + 1)} />
          </Suspense>
        </ChakraIsland>
      }
    >
      <Suspense
        fallback={
          <ChakraIsland>
            <Suspense fallback={null}>
              <pendingLoad.Component />
            </Suspense>
          </ChakraIsland>
        }
      >
        <Page {...props} shell={shellServices} />
        <ContentHydrated />
      </Suspense>
    </ErrorBoundary>
  );
});
