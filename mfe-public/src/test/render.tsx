import { Suspense, type ReactElement, type ReactNode } from 'react';
import { ChakraProvider, createSystem, defaultConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { BRAND_THEME, type ShellDialogProps, type ShellServices } from 'shared-contracts';

/**
 * Test helpers for mfe-public's pages: the providers the shell gives a remote (Chakra with the brand system,
 * Lingui, react-query, a jotai store, a router) and a Suspense boundary for the pages' catalog `use()`.
 */

const system = createSystem(defaultConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));

/** English with empty catalogs: in development mode the macros fall back to the English source text. */
export async function activateTestLocale(): Promise<void> {
  await i18n.loadAndActivate({ locale: 'en-US', messages: {} });
}

export type TestStore = ReturnType<typeof createStore>;

/** Shows the router's location, so a test can see where a link took the user (a div: an output is a status). */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <div data-testid="location">{`${pathname}${search}${hash}`}</div>;
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

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', store = createStore() }: { route?: string; store?: TestStore } = {},
): RenderResult & { store: TestStore } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Provider store={store}>
            <MemoryRouter initialEntries={[route]}>
              <Suspense fallback={<p>Loading test page…</p>}>{children}</Suspense>
              <LocationProbe />
            </MemoryRouter>
          </Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
  return Object.assign(render(ui, { wrapper }), { store });
}

/**
 * Renders a page that suspends on its catalog (`use(load…Catalog(locale))`) inside an awaited act, so React
 * retries the render once the catalog has loaded instead of leaving the Suspense fallback up.
 */
export async function renderPage(
  ui: ReactElement,
  options: { route?: string; store?: TestStore } = {},
): Promise<RenderResult & { store: TestStore }> {
  let view: (RenderResult & { store: TestStore }) | undefined;
  await act(async () => {
    view = renderWithProviders(ui, options);
  });
  return view!;
}
