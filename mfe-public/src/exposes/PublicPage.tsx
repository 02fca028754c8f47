import { use } from 'react';
import type { PageModule, RouteIdOf } from 'shared-contracts';
import { PUBLIC_PAGES, isPublicRoute } from '@/app/page-registry';
import { PageHeader } from '@/components/PageHeader';
import { loadCatalog } from '@/i18n';
import { ChakraIsland } from 'shared-ui/chakra-free';
// The public pages' build-time styles (docs/decisions/060): extracted into one hashed file, which the page module's
// manifest entry names (its css assets), the server links in the rendered page's <head>, and webpack's runtime links
// when the shell loads this module after a navigation.
import 'styled-system/styles.css';

/**
 * Every public page of spec 2.2 and 2.3, chosen by the shell's route id. The page's chunk suspends into the
 * shell's Suspense boundary (its loading bar) like any remote page.
 */
const PublicPage: PageModule['default'] = (props) => {
  use(loadCatalog(props.locale));
  if (!isPublicRoute(props.routeId)) return <PageHeader routeId={props.routeId} />;
  const Page = PUBLIC_PAGES[props.routeId];
  if (DRAWN_WITH_CHAKRA.has(props.routeId)) {
    return (
      // Waits for Chakra's scope in the shell's Suspense boundary of the page, as for its catalog, so the server
      // and the browser draw the same tree (docs/decisions/072).
      <ChakraIsland wait="enclosing">
        <Page {...props} />
      </ChakraIsland>
    );
  }
  return <Page {...props} />;
};

/**
 * The page whose first paint still draws with Chakra's runtime and hydrates with it: the style guide, which shows
 * Chakra's components themselves. It is drawn inside a Chakra island of its own; every other page is drawn at build
 * time and places islands around its Chakra parts, which load after it (the offers, the guest payment, the licence
 * browser) or hydrate when needed (the dealer and contact forms, the careers list, the account-access forms:
 * `deferredRegion`), so Chakra is not loaded before it answers a click (docs/decisions/059, 060, 072). A page left
 * out of this list that draws Chakra at first paint has no provider: the e2e visual comparison and the page checks
 * (public-pages.spec.ts) show it.
 */
const DRAWN_WITH_CHAKRA: ReadonlySet<RouteIdOf<'public'>> = new Set(['design']);

/** The shell leaves Chakra to this module's own islands (shell/src/features/remotes/RemotePage.tsx). */
export const chakraScope = 'self';

export default PublicPage;
