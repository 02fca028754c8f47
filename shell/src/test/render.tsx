import type { ReactElement, ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { system } from '@/app/system';

/** English with empty catalogs: in development mode the macros fall back to the English source text. */
export async function activateTestLocale(): Promise<void> {
  await i18n.loadAndActivate({ locale: 'en-US', messages: {} });
}

export type TestStore = ReturnType<typeof createStore>;

/** Shows the router's location, so a test can see where a link took the user. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders with the shell's providers: Chakra with the brand system, Lingui, react-query, a jotai store and a router. */
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
              {children}
              <LocationProbe />
            </MemoryRouter>
          </Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
  return Object.assign(render(ui, { wrapper }), { store });
}
