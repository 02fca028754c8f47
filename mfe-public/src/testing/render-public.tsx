// Test helpers of mfe-public: the providers the shell gives a remote, a fake shell and a fake fetch.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, createSystem, defaultConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router';
import { BRAND_THEME, type Locale, type ShellDialogProps, type ShellServices } from 'shared-contracts';

const system = createSystem(defaultConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));

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
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The shell's services, faked: a Dialog that renders its children while open, and a recorded track. */
export function fakeShell(): ShellServices & { track: jest.Mock } {
  function Dialog({ open, title, children, footer }: ShellDialogProps) {
    if (!open) return null;
    return (
      <div role="dialog">
        <h2>{title}</h2>
        {children}
        {footer}
      </div>
    );
  }
  return { Dialog, track: jest.fn() };
}

let lastLocation = '';
function LocationProbe() {
  const location = useLocation();
  lastLocation = location.pathname;
  return null;
}
/** The path the router is on (after a navigate). */
export const currentPath = () => lastLocation;

export async function renderPublic(ui: ReactNode, options: { url?: string; locale?: Locale } = {}) {
  i18n.load(options.locale ?? 'en-US', {});
  i18n.activate(options.locale ?? 'en-US');
  const store = createStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>
            <MemoryRouter initialEntries={[options.url ?? '/']}>
              <LocationProbe />
              {ui}
            </MemoryRouter>
          </JotaiProvider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return { ...result, store, queryClient };
}
