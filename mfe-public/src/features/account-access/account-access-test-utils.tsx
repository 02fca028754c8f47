// Test helpers of the account-access pages: the providers the shell gives a remote, a fake shell and fetch.
import { StrictMode, Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider, createSystem, defaultConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router';
import { BRAND_THEME, type RemotePageProps, type RouteId, type ShellDialogProps, type ShellServices } from 'shared-contracts';
import { authenticatedAtom, csrfAtom, loginDialogRequestedAtom } from 'shared-contracts/atoms';

const system = createSystem(defaultConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Response headers (a 429's retry-after). */
  headers?: Record<string, string>;
}
export type FakeRoute = (body: unknown, headers: Record<string, string>) => FakeAnswer | Promise<FakeAnswer>;

/** fetch at the network boundary: answers per path (a missing path is a network failure); records each call. */
export function fakeFetch(routes: Record<string, FakeRoute>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const route = routes[path];
    if (!route) throw new TypeError(`Failed to fetch ${path}`);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const { status = 200, body, headers: answerHeaders = {} } = await route(init?.body ? JSON.parse(String(init.body)) : undefined, headers);
    // What the API client reads of a Response: the status, the headers (Retry-After) and the body as text.
    const response = {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(answerHeaders),
      json: async () => body,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    };
    return response as unknown as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The JSON bodies sent to `path`, in order. */
export const sentBodies = (mock: jest.Mock, path: string): unknown[] =>
  mock.mock.calls.filter(([input]) => String(input) === path).map(([, init]) => JSON.parse(String((init as RequestInit).body)));

/** The shell's services, faked: a Dialog that renders its children while open, and a recorded track. */
export function fakeShell(): ShellServices & { track: jest.Mock } {
  function Dialog({ open, title, children }: ShellDialogProps) {
    return open ? (
      <div role="dialog" aria-label={typeof title === 'string' ? title : undefined}>
        {children}
      </div>
    ) : null;
  }
  return { Dialog, track: jest.fn() };
}

let lastLocation = '';
function LocationProbe() {
  const location = useLocation();
  lastLocation = `${location.pathname}${location.search}`;
  return null;
}
/** Where the page's router is now (pathname and query). */
export const currentLocation = () => lastLocation;

export type TestStore = ReturnType<typeof getDefaultStore>;

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

export interface RenderPageOptions {
  routeId: RouteId;
  params?: Record<string, string>;
  /** From `freshStore()`, set up before the render; a fresh one when not given. */
  store?: TestStore;
  strict?: boolean;
}

/** Renders a page as the shell does (Suspense for its catalog, the query client), in en-US, and waits for its h1. */
export async function renderPage(Page: ComponentType<RemotePageProps>, options: RenderPageOptions) {
  await i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  const store = options.store ?? freshStore();
  const queryClient = new QueryClient();
  const shell = fakeShell();
  const tree = (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>
            <MemoryRouter initialEntries={['/page']}>
              <LocationProbe />
              <Suspense fallback={null}>
                <Page routeId={options.routeId} locale="en-US" params={options.params ?? {}} shell={shell} />
              </Suspense>
            </MemoryRouter>
          </JotaiProvider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
  await act(async () => {
    render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  });
  await screen.findByRole('heading', { level: 1 });
  return { store, shell };
}
