import { Suspense, useState, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { EnvConfig } from 'shared-contracts';
import { AppShell } from '@/app/AppShell';
import { ChakraIsland, preloadable } from 'shared-ui/chakra-free';
import { EnvContext } from '@/app/env-config';
import { createQueryClient } from '@/app/query-client';
import { LocaleProvider } from '@/features/i18n/LocaleProvider';

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

// Only without /env.json: loaded then, not with every page.
const errorPage = preloadable(() => import('@/features/error-page/ErrorPage').then((module) => module.ErrorPage));

/**
 * Providers every remote shares through the singleton packages (one React, one router, one query client).
 * Jotai uses its default store, so code outside React (timers, analytics) reads the same atoms.
 * The server renders the same tree with its static router and a query client of the request
 * (server-entry/render-page.tsx), so the browser hydrates what it would have rendered.
 *
 * No Chakra provider here: Chakra's runtime loads with the first part of the page that draws with it, each such
 * part in a Chakra island (shared-ui/chakra-free), and its reset and global styles are in the build-time stylesheet
 * (docs/decisions/072).
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
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {router(
          env ? (
            <EnvContext.Provider value={env}>
              <AppShell />
            </EnvContext.Provider>
          ) : (
            <ChakraIsland>
              <Suspense fallback={null}>
                <errorPage.Component status={500} />
              </Suspense>
            </ChakraIsland>
          ),
        )}
      </QueryClientProvider>
    </LocaleProvider>
  );
}
