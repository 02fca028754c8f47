// Test helpers of the recovery dialogs: the providers the shell gives a remote, a fake shell and fetch.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, createSystem, defaultConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router';
import { BRAND_THEME, type ShellDialogProps, type ShellServices } from 'shared-contracts';

const system = createSystem(defaultConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Response headers by lower-case name (a 429's retry-after). */
  headers?: Record<string, string>;
}
export type FakeRoute = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

/** fetch at the network boundary: answers per path (a missing path is a network failure); records each call. */
export function fakeFetch(routes: Record<string, FakeRoute>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const route = routes[path];
    if (!route) throw new TypeError(`Failed to fetch ${path}`);
    const { status = 200, body, headers = {} } = await route(init?.body ? JSON.parse(String(init.body)) : undefined);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      json: async () => body,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as unknown as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The shell's services, faked: a Dialog that renders its children while open, and a recorded track. */
export function fakeShell(): ShellServices & { track: jest.Mock } {
  function Dialog({ open, onClose, title, children, footer }: ShellDialogProps) {
    if (!open) return null;
    return (
      <div role="dialog" aria-label={typeof title === 'string' ? title : undefined}>
        <h2>{title}</h2>
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
function LocationProbe() {
  const location = useLocation();
  lastLocation = `${location.pathname}${location.search}`;
  return null;
}
export const currentLocation = () => lastLocation;

export async function renderWithProviders(ui: ReactNode, options: { url?: string; store?: ReturnType<typeof createStore> } = {}) {
  await i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  const store = options.store ?? createStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
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
  return { ...result, store };
}
