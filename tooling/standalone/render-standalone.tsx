// A remote's own page for its team (`npm run dev -w mfe-…`): the same providers the shell gives it, without
// the shell. Development only; production composes remotes in the shell.
import { Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { loadContractMessages, splitLocale, type Locale } from 'shared-contracts';
import { createBrandSystem } from 'shared-ui';
import { loadSharedUiMessages } from 'shared-ui/messages';

const system = createBrandSystem();

export async function renderStandalone(render: (locale: Locale) => ReactNode): Promise<void> {
  const { locale } = splitLocale(window.location.pathname);
  // The shared packages' catalogs, as the shell loads them; the remote's own catalog comes with its pages.
  const [contracts, sharedUi] = await Promise.all([loadContractMessages(locale), loadSharedUiMessages(locale)]);
  await i18n.loadAndActivate({ locale, messages: { ...contracts, ...sharedUi } });
  document.documentElement.lang = locale;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <BrowserRouter>
            <Suspense fallback={null}>{render(locale)}</Suspense>
          </BrowserRouter>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
}
