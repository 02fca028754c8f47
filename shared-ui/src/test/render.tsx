import type { ReactElement, ReactNode } from 'react';
import { ChakraProvider, createSystem, defaultConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { BRAND_THEME, type Locale } from 'shared-contracts';
import { loadSharedUiMessages } from '../messages';

/**
 * The providers an app gives shared-ui's components (Chakra with the brand system, Lingui, react-query, a jotai
 * store). No router: a shared component that needs one belongs to the app that has it.
 */

const system = createSystem(defaultConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));

/**
 * Activates a locale. English needs no catalog (the macros fall back to the source text); the other two load
 * shared-ui's own compiled catalog, as the shell does, so a test proves the translation is there.
 */
export async function activateTestLocale(locale: Locale = 'en-US'): Promise<void> {
  const messages = locale === 'en-US' ? {} : await loadSharedUiMessages(locale);
  i18n.loadAndActivate({ locale, messages });
}

export type TestStore = ReturnType<typeof createStore>;

export function renderWithProviders(ui: ReactElement, { store = createStore() }: { store?: TestStore } = {}): RenderResult & { store: TestStore; queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Provider store={store}>{children}</Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
  return Object.assign(render(ui, { wrapper }), { store, queryClient });
}
