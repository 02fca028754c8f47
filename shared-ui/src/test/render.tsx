import { Suspense, type ReactElement, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router';
import type { Locale } from 'shared-contracts';
import { loadSharedUiMessages } from '../messages';
import { createBrandSystem } from '../theme/brand-system';

/**
 * The one render helper of every app's jest tests (docs/decisions/066): the providers the shell gives a page —
 * Chakra with the production system (`createBrandSystem`, the one the shell and the server build, so a test
 * renders the site's theme and recipes), Lingui, react-query, a jotai store and a router — and a Suspense
 * boundary for a page's catalog `use()`.
 */

const system = createBrandSystem();

/**
 * Activates a locale. English needs no catalog (the macros fall back to the source text); the other two load
 * shared-ui's own compiled catalog, as the shell does, so a test proves the translation is there. A page's
 * `use(load…Catalog(locale))` merges its feature catalog in when it renders.
 */
export async function activateTestLocale(locale: Locale = 'en-US'): Promise<void> {
  const messages = locale === 'en-US' ? {} : await loadSharedUiMessages(locale);
  i18n.loadAndActivate({ locale, messages });
}

export type TestStore = ReturnType<typeof createStore>;

/** No retries: a failed request shows its error at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

let lastLocation = '';
/** Records the router's location, so a test can see where a link or a navigate took the user. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  lastLocation = `${pathname}${search}${hash}`;
  return null;
}
/** Where the router is now: path, query and hash (`/payments#phone`), as the last render saw it. */
export const currentLocation = () => lastLocation;
/** The query string of where the router is now (`?page=3`, or `''`). */
export const currentSearch = () => new URL(lastLocation, 'http://localhost').search;

export interface RenderOptions {
  /** The router's first location. */
  route?: string;
  /** The jotai store; a fresh one when not given (pass jotai's default store where the API client reads it). */
  store?: TestStore;
  queryClient?: QueryClient;
}
export type RenderWithProviders = RenderResult & { store: TestStore; queryClient: QueryClient };

/** Renders `ui` inside the shell's providers; for a page that suspends on its catalog use `renderPage`. */
export function renderWithProviders(ui: ReactElement, { route = '/', store = createStore(), queryClient = testQueryClient() }: RenderOptions = {}): RenderWithProviders {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Provider store={store}>
            <MemoryRouter initialEntries={[route]}>
              <LocationProbe />
              <Suspense fallback={<p>Loading test page…</p>}>{children}</Suspense>
            </MemoryRouter>
          </Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
  return Object.assign(render(ui, { wrapper }), { store, queryClient });
}

/**
 * Renders inside an awaited act, so React retries a render that suspended on a catalog
 * (`use(load…Catalog(locale))`) once it has loaded instead of leaving the Suspense fallback up.
 */
export async function renderPage(ui: ReactElement, options: RenderOptions = {}): Promise<RenderWithProviders> {
  let view: RenderWithProviders | undefined;
  await act(async () => {
    view = renderWithProviders(ui, options);
  });
  return view!;
}
