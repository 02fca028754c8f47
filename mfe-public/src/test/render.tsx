import { Suspense, type ReactElement, type ReactNode } from 'react';
import { ChakraProvider, createSystem, defaultConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { BRAND_THEME, type Locale, type ShellDialogProps, type ShellServices } from 'shared-contracts';

/**
 * The one test helper of mfe-public's pages and components: the providers the shell gives a remote (Chakra
 * with the brand system, Lingui, react-query, a jotai store, a router), a Suspense boundary for the pages'
 * catalog `use()`, a fake shell, a fake fetch at the network boundary and the router's current location.
 */

const system = createSystem(defaultConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));

/**
 * Activates a locale with no messages of its own: the macros fall back to the English source text, and a
 * page's `use(load…Catalog(locale))` merges its feature catalog in when it renders.
 */
export async function activateTestLocale(locale: Locale = 'en-US'): Promise<void> {
  await i18n.loadAndActivate({ locale, messages: {} });
}

export type TestStore = ReturnType<typeof createStore>;

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
export type FakeRoute = (body: unknown, url: string) => FakeAnswer | Promise<FakeAnswer>;

/** fetch at the network boundary: answers by path without query (a missing path is a network failure). */
export function fakeFetch(routes: Record<string, FakeRoute>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const route = routes[url.split('?')[0]!];
    if (!route) throw new TypeError(`Failed to fetch ${url}`);
    const { status = 200, body } = await route(init?.body ? JSON.parse(String(init.body)) : undefined, url);
    // What the API client reads of a Response: the status, the headers (Retry-After) and the body as text.
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(),
      json: async () => body,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The shell's services as a remote receives them: a plain dialog and a recording `track`. */
export function fakeShell(): ShellServices & { track: jest.Mock } {
  function Dialog({ open, title, children, footer, role = 'dialog', onClose }: ShellDialogProps) {
    if (!open) return null;
    return (
      <div role={role} aria-label={typeof title === 'string' ? title : undefined}>
        {children}
        {footer}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    );
  }
  return { Dialog, track: jest.fn() };
}

let lastLocation = '';
/** Records the router's location, so a test can see where a link or a navigate took the user. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  lastLocation = `${pathname}${search}${hash}`;
  return null;
}
/** Where the router is now: path, query and hash (`/payments#phone`), as the last render saw it. */
export const currentLocation = () => lastLocation;

export interface RenderOptions {
  /** The router's first location. */
  route?: string;
  store?: TestStore;
}
export type RenderWithProviders = RenderResult & { store: TestStore; queryClient: QueryClient };

/** Renders `ui` inside the shell's providers; for a page that suspends on its catalog use `renderPage`. */
export function renderWithProviders(ui: ReactElement, { route = '/', store = createStore() }: RenderOptions = {}): RenderWithProviders {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
