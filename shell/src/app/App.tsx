import { useState } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { EnvConfig } from 'shared-contracts';
import { AppShell } from '@/app/AppShell';
import { EnvContext } from '@/app/env-config';
import { createQueryClient } from '@/app/query-client';
import { system } from '@/app/system';
import { ErrorPage } from '@/features/error-page/ErrorPage';

/**
 * Providers every remote shares through the singleton packages (one React, one router, one query client).
 * Jotai uses its default store, so code outside React (timers, analytics) reads the same atoms.
 */
export function App({ env }: { env: EnvConfig | null }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            {env ? (
              <EnvContext.Provider value={env}>
                <AppShell />
              </EnvContext.Provider>
            ) : (
              <ErrorPage status={500} />
            )}
          </BrowserRouter>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}
