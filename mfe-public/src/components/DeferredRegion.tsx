import { memo, Suspense, use, useCallback, useEffect, useRef, useState, type ComponentType, type NamedExoticComponent } from 'react';
import { DEFERRED_REGION_ATTRIBUTE, WINDOW_EVENTS } from 'shared-contracts/core';
import { ChakraIsland, preloadChakraScope } from 'shared-ui/chakra-free';

/*
 * A part of a public page that draws with Chakra's runtime (a form, a filtered list) and hydrates when it is needed,
 * not before the page answers a click (docs/decisions/060, 069, 072).
 *
 * The server renders it in full, so it shows at first paint and reads without script. In the browser its Suspense
 * boundary waits, dehydrated, on the region being wanted: React leaves the server's HTML as it is, and hydrates that
 * same HTML once the region's module and Chakra's scope have arrived (focus and caret stay). It is wanted when it
 * comes within about a screen of the viewport, or when the page's early script asks for it
 * (WINDOW_EVENTS.hydrateRegion): a focus, press, click or keystroke in it. While the region carries
 * DEFERRED_REGION_ATTRIBUTE the early script holds its clicks and submits and puts back what was typed
 * (docs/decisions/059); the mark comes off in an effect of the hydrated part, once React has committed it. The
 * region itself listens for nothing else, so there is one mechanism for every input before hydration.
 *
 * A client render (a navigation, a unit test) has no server HTML to keep: the region loads at once.
 */

/** How far ahead of the viewport a region starts loading: about a screen, so it is ready when it scrolls in. */
const NEAR_MARGIN = '800px 0px';

const regionMarker = { [DEFERRED_REGION_ATTRIBUTE]: '' };

/**
 * A region hydrated when needed. `id` names its element (unique on the page: the server's HTML is found by it);
 * `load` returns its component, drawn inside Chakra's scope. Props are compared shallowly (memo): a re-render of the
 * page must not give the waiting boundary new props, which would make React drop the server's HTML, so pass strings.
 */
export function deferredRegion<P extends object>(id: string, load: () => Promise<ComponentType<P>>): NamedExoticComponent<P> {
  let loaded: Promise<ComponentType<P>> | undefined;
  // With Chakra's scope, through the page's one island helper (docs/decisions/072): the island is then the provider
  // alone, as the server drew it, and hydrates in the same pass as the part.
  const loadNow = () =>
    (loaded ??= Promise.all([load(), preloadChakraScope()]).then(([Component]) => {
      const InScope = (props: P) => (
        <ChakraIsland>
          <Component {...props} />
        </ChakraIsland>
      );
      return InScope;
    }));

  let want: () => void = () => undefined;
  /** Settles when the region is wanted (browser only) and its module has arrived. */
  const wanted: Promise<ComponentType<P>> | undefined =
    typeof window === 'undefined' ? undefined : new Promise<void>((resolve) => (want = resolve)).then(loadNow);

  function Content({ hydrating, props, onOwned }: { hydrating: boolean; props: P; onOwned: () => void }) {
    // Hydrating: wait for `wanted` with the server's HTML kept. A client render: load now.
    const Loaded = use(hydrating && wanted ? wanted : loadNow());
    // Runs once React has committed the part: from then on its elements answer for themselves.
    useEffect(onOwned, [onOwned]);
    return <Loaded {...props} />;
  }

  /** Asks for the module the moment the region is shown without hydration (a client render threw the HTML away). */
  function LoadNow() {
    useEffect(() => want(), []);
    return null;
  }

  function DeferredRegion(props: P) {
    const region = useRef<HTMLDivElement>(null);
    // The server's HTML is in the document only while the page is being hydrated.
    const [hydrating] = useState(() => typeof document !== 'undefined' && Boolean(document.getElementById(id)?.firstElementChild));
    // The early script's mark stays until the part is committed (its props alone are on the nodes from the render).
    const [owned, setOwned] = useState(false);
    const markOwned = useCallback(() => setOwned(true), []);

    useEffect(() => {
      const element = region.current;
      if (!element) return;
      const asked = (event: Event) => event.target instanceof Node && element.contains(event.target) && want();
      window.addEventListener(WINDOW_EVENTS.hydrateRegion, asked);
      // Focused before this effect listened (the early script asked nobody then).
      if (element.contains(document.activeElement)) want();
      // Without an observer (an old browser, a test's DOM) the region loads at once.
      const near =
        typeof IntersectionObserver === 'undefined'
          ? (want(), undefined)
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: NEAR_MARGIN });
      near?.observe(element);
      return () => {
        near?.disconnect();
        window.removeEventListener(WINDOW_EVENTS.hydrateRegion, asked);
      };
    }, []);

    return (
      <div id={id} ref={region} {...(owned ? undefined : regionMarker)}>
        <Suspense fallback={<LoadNow />}>
          <Content hydrating={hydrating} props={props} onOwned={markOwned} />
        </Suspense>
      </div>
    );
  }
  DeferredRegion.displayName = `DeferredRegion(${id})`;
  return memo(DeferredRegion);
}
