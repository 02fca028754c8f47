import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component loaded on first use, which renders at once (without suspending) when its module has already come:
 * hydration then takes a server-rendered island over in the same pass as its surroundings, and a page that
 * preloaded it (a remote's page with the Chakra scope, a dialog opened once) does not flash its fallback.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk may be tried again (the error boundaries' "Try again"): forget the failure.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}

// shared-ui's main entry (a module federation singleton, so one system per page): it imports Chakra, so it is
// only ever imported here, on first use, never by the code the page needs before it answers a click.
const scope = preloadable<{ children?: ReactNode }>(() => import('shared-ui').then((module) => module.ChakraScope));

/** Starts loading Chakra's runtime and the island's provider (with a remote page's module, say). */
export const preloadChakraScope = scope.preload;

/**
 * A part of the page drawn with Chakra's runtime (docs/decisions/072): Chakra and its provider load with the first
 * island that renders. On the server the island renders at once (the render waits for its module), its styles go
 * into <head> with the rest of the page's emotion styles (server-entry/render-page.tsx, docs/decisions/042); in the
 * browser its Suspense boundary keeps the server's HTML until the module has come, then hydrates it (an island
 * clicked first hydrates first). `fallback` shows only where the island renders in the browser for the first time.
 *
 * Render an island around a component without props (one that reads its state itself): a prop changed while the
 * island waits for its module would make React drop the server's HTML for the fallback.
 */
export function ChakraIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <scope.Component>{children}</scope.Component>
    </Suspense>
  );
}
