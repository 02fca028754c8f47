import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

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
  return { Component: Preloadable, preload, isLoaded: () => loaded !== null };
}

// shared-ui's main entry (a module federation singleton, so one system per page): it imports Chakra, so it is
// only ever imported here, on first use, never by the code the page needs before it answers a click.
const scope = preloadable<{ children?: ReactNode }>(() => import('shared-ui').then((module) => module.ChakraScope));

/** Starts loading Chakra's runtime and the island's provider (with a remote page's module, say). */
export const preloadChakraScope = scope.preload;

/**
 * A part of the page drawn with Chakra's runtime (docs/decisions/072): Chakra and its provider load with the first
 * island that renders. The server loads the scope before it renders (server-entry/render-page.tsx), and the browser
 * before it hydrates a page the server drew with Chakra (bootstrap.tsx): an island there is the provider and
 * nothing more, no Suspense boundary, so it hydrates in the same pass as its surroundings, with the state the
 * server drew it in (a boundary hydrates in a later pass, by when the session may have changed what it reads).
 * An island first rendered in the browser before the scope has come (a dialog opened, a client-side navigation)
 * is a Suspense boundary showing `fallback` meanwhile. Decided once per island, so it never remounts its content.
 * Around a part loaded on first use (`preloadable`), put a Suspense boundary of its own inside the island.
 */
export function ChakraIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [scopeAtMount] = useState(scope.isLoaded);
  if (scopeAtMount) return <scope.Component>{children}</scope.Component>;
  return (
    <Suspense fallback={fallback}>
      <scope.Component>{children}</scope.Component>
    </Suspense>
  );
}
