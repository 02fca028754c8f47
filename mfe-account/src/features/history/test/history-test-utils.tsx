import { Suspense, type ReactElement, type ReactNode } from 'react';
import { ChakraProvider, createSystem, defaultConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { BRAND_THEME, type HistoryItem, type HistoryPage } from 'shared-contracts';
// The fake network and query client of the account tests (test files may compose features, eslint.config.mjs).
import { testQueryClient } from '@/test/account-test-utils';

/*
 * What the history tests add to the account tests' fakes: the page rendered at a URL of its own (its page and
 * filter live in the query string) with a probe of where the router now is, and the demo loan's rows.
 */

const system = createSystem(defaultConfig, defineConfig(BRAND_THEME as unknown as SystemConfig));

/** The page at `url`, inside the providers the shell gives a remote; `search()` reads the router's query string. */
export async function renderAt(ui: ReactElement, url: string) {
  let search = '';
  function LocationProbe() {
    search = useLocation().search;
    return null;
  }
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[url]}>
            <LocationProbe />
            <Suspense fallback={<p>Loading test page…</p>}>{children}</Suspense>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
  // The page suspends on its catalog: rendered inside an awaited act, React retries it once the catalog is in.
  const view = await act(async () => render(ui, { wrapper }));
  return { ...view, queryClient, search: () => search };
}

export function historyItem(overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id: 'T101',
    postedOn: '2026-11-02',
    type: 'payment',
    description: 'Online payment — thank you',
    amount: '-389.45',
    principal: '-362.10',
    interest: '-27.35',
    fees: '0.00',
    runningBalance: '12034.88',
    reference: 'WEB-20261102-1234',
    status: 'posted',
    ...overrides,
  };
}

/** A page of `total` transactions as the server answers it (10 a page, spec 9). */
export function historyPage(items: HistoryItem[], { page = 1, total = items.length }: { page?: number; total?: number } = {}): HistoryPage {
  return { items, page, pageCount: Math.max(1, Math.ceil(total / 10)), total };
}
