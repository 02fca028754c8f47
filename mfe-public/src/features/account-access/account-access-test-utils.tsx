// What the account-access page tests add to shared-ui/testing (docs/decisions/066): a signed-out store and a
// page rendered as the shell renders it.
import { StrictMode, type ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { DEFERRED_REGION_ATTRIBUTE, type RemotePageProps, type RouteId } from 'shared-contracts';
import { authenticatedAtom, csrfAtom, loginDialogRequestedAtom } from 'shared-contracts/atoms';
import { activateTestLocale, fakeShell, renderPage, type TestStore } from 'shared-ui/testing';

/**
 * The page's jotai store, signed out: jotai's default store, as in the shell (no Provider of its own), because
 * the API client reads the session's csrf token from it.
 */
export function freshStore(): TestStore {
  const store = getDefaultStore();
  store.set(authenticatedAtom, false);
  store.set(csrfAtom, '');
  store.set(loginDialogRequestedAtom, false);
  return store;
}

export interface RenderAccessPageOptions {
  routeId: RouteId;
  params?: Record<string, string>;
  /** From `freshStore()`, set up before the render; a fresh one when not given. */
  store?: TestStore;
  strict?: boolean;
}

/**
 * Renders a page as the shell does (Suspense for its catalog, the query client), in en-US, and waits for its h1 and
 * for its Chakra region (DeferredRegion: loaded at once in a client render) to be React's.
 */
export async function renderAccessPage(Page: ComponentType<RemotePageProps>, options: RenderAccessPageOptions) {
  await activateTestLocale();
  const store = options.store ?? freshStore();
  const shell = fakeShell();
  const page = <Page routeId={options.routeId} locale="en-US" params={options.params ?? {}} shell={shell} />;
  await renderPage(options.strict ? <StrictMode>{page}</StrictMode> : page, { route: '/page', store });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(document.querySelector(`[${DEFERRED_REGION_ATTRIBUTE}]`)).toBeNull());
  return { store, shell };
}
