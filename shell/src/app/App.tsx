import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { EnvConfig } from 'shared-contracts';
import { AppShell } from '@/app/AppShell';
import { EnvContext } from '@/app/env-config';
import { createQueryClient } from '@/app/query-client';
import { system } from '@/app/system';
import { ErrorPage } from '@/features/error-page/ErrorPage';
import { LocaleProvider } from '@/features/i18n/LocaleProvider';

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

/**
 * Providers every remote shares through the singleton packages (one React, one router, one query client).
 * Jotai uses its default store, so code outside React (timers, analytics) reads the same atoms.
 * The server renders the same tree with its static router and a query client of the request
 * (server-entry/render-page.tsx), so the browser hydrates what it would have rendered.
 */
export function App({
  env,
  router = browserRouter,
  queryClient: given,
}: {
  env: EnvConfig | null;
  router?: (children: ReactNode) => ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <ChakraProvider value={system}>
      <LocaleProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {router(
            env ? (
              <EnvContext.Provider value={env}>
                <AppShell />
              </EnvContext.Provider>
            ) : (
              <ErrorPage status={500} />
            ),
          )}
        </QueryClientProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
