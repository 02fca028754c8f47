import { lazy, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component loaded on first use, which renders at once (without suspending) when its module has already come:
 * hydration then takes a server-rendered island over in the same pass as its surroundings, and a page that
 * preloaded it (a remote's page with the Chakra scope, a dialog opened once) does not flash its fallback.
 * `{ island: true }`: the part draws with Chakra; its module and Chakra's scope load together, and it renders
 * inside a `ChakraIsland` that waits in the enclosing Suspense boundary (a part loaded after the page: the home
 * page's offers, the guest payment, the licence browser).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>, { island = false }: { island?: boolean } = {}) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  // In an island: the part's module and the scope load together (one wait, not one after the other).
  const loadAll = island ? () => Promise.all([load(), preloadChakraScope()]).then(([component]) => inIsland(component)) : load;
  const preload = () => {
    pending ??= loadAll().then(
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

/** A part drawn inside its island; the scope has come with the part's module, so the island is the provider alone. */
function inIsland<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function InIsland(props: P) {
    return (
      <ChakraIsland wait="enclosing">
        <Component {...props} />
      </ChakraIsland>
    );
  };
}

// shared-ui's main entry (a module federation singleton, so one system per page): it imports Chakra, so it is
// only ever imported here, on first use, never by the code the page needs before it answers a click. This module
// is in the `shared-ui/chakra-free` singleton, so every app of the page shares this one loader and knows whether
// the scope has come (docs/decisions/072, third step).
const scope = preloadable<{ children?: ReactNode }>(() => import('shared-ui').then((module) => module.ChakraScope));

/** Starts loading Chakra's runtime and the island's provider (with a remote page's module, say, or on the server). */
export function preloadChakraScope(): Promise<unknown> {
  return scope.preload();
}

export interface ChakraIslandProps {
  children: ReactNode;
  /** Shown while the scope loads, when the island waits in a boundary of its own. Nothing by default. */
  fallback?: ReactNode;
  /**
   * Where an island rendered before the scope has come waits: `'own'` (default), in a Suspense boundary of its
   * own showing `fallback` (a dialog opened, a client-side navigation); `'enclosing'`, in the enclosing Suspense
   * boundary, with no boundary of its own, so the tree is the one the server drew (a part of a server-rendered
   * page whose boundary the browser hydrates once the scope has come, like the page's catalog).
   */
  wait?: 'own' | 'enclosing';
}

/**
 * A part of the page drawn with Chakra's runtime (docs/decisions/072): Chakra and its provider load with the first
 * island that renders. The server loads the scope before it renders (shell `server-entry/render-page.tsx`): an
 * island whose scope is there when it mounts is the provider and nothing more, no Suspense boundary, so it
 * hydrates in the same pass as its surroundings, with the state the server drew it in (a boundary hydrates in a
 * later pass, by when the session may have changed what it reads: React error 418 on the signed-in pages). The
 * browser does not load the scope before it hydrates: an island inside a remote's page or widget comes with its
 * remote's module, which waits for the scope (shell `RemotePage`), or waits in the enclosing boundary
 * (`wait="enclosing"`). An island first rendered in the browser before the scope has come (a dialog opened, a
 * client-side navigation) is a Suspense boundary showing `fallback` meanwhile. Decided once per island, so it never
 * remounts its content. Around a part loaded on first use (`preloadable`), put a Suspense boundary of its own
 * inside the island, or use `preloadable(load, { island: true })`.
 */
export function ChakraIsland({ children, fallback = null, wait = 'own' }: ChakraIslandProps) {
  const [scopeAtMount] = useState(scope.isLoaded);
  if (scopeAtMount) return <scope.Component>{children}</scope.Component>;
  if (wait === 'enclosing') {
    // Suspends the enclosing boundary; the island mounts again once the scope has come, as the provider alone.
    use(scope.preload());
    return <scope.Component>{children}</scope.Component>;
  }
  return (
    <Suspense fallback={fallback}>
      <scope.Component>{children}</scope.Component>
    </Suspense>
  );
}
