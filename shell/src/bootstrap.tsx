import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { primeCatalogs, splitLocale } from 'shared-contracts/core';
import { App } from '@/app/App';
import { loadEnvConfig } from '@/app/env-config';
import { hydratePageQueryData } from '@/app/page-query-data';
import { createQueryClient } from '@/app/query-client';
import { pageCatalogs } from '@/features/i18n/page-catalogs';
import { activateLocale } from '@/features/i18n/i18n';
import { registerRemotesFromEnv } from '@/features/remotes/federation';
import { watchClientErrors } from '@/lib/client-errors';
import { expectContentHydration } from '@/lib/page-ready';
import { activeRemoteOverrides } from '@/lib/remote-overrides';

// React's "the server could not finish this boundary": an area the server left to the browser on purpose (a
// remote slow or down, logged on the server by name). Any other recoverable error, a hydration mismatch first
// of all, stays loud.
const SERVER_LEFT_TO_CLIENT = /#419\b|could not finish this Suspense boundary/;

function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (!SERVER_LEFT_TO_CLIENT.test(message)) reportError(error);
}

async function start() {
  watchClientErrors();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const { locale } = splitLocale(window.location.pathname);
  // A server-rendered page carries the catalogs its render used: hydrate in those words, no catalog fetch first.
  const catalogs = pageCatalogs(locale);
  if (catalogs) primeCatalogs(i18n, catalogs);
  // No Chakra before hydration (docs/decisions/072): every Chakra island the page hydrates is inside a remote's page
  // or widget, whose loader brings Chakra's runtime with the remote's module (RemotePage, RemoteWidget), or inside
  // mfe-public's own islands; the shell's frame draws at build time.
  const [env] = await Promise.all([loadEnvConfig().catch(() => null), activateLocale(locale)]);
  if (env) registerRemotesFromEnv(env);
  // The server rendered the page (docs/decisions/027-federated-server-rendering.md): take it over as it is.
  // Without a server render (a build without the shell's server bundle, the render failed), render it here.
  const queryClient = createQueryClient();
  hydratePageQueryData(queryClient);
  // In a transition, hydration yields to the browser every few milliseconds instead of one long task (a default-
  // priority hydration is blocking in React 19; the page budget's TBT, docs/bench/README.md): the page the server
  // painted answers input while React takes it over, and a click during hydration makes React hydrate that area
  // first. A form React mounts again meanwhile keeps its attempt id (shared-ui useAttemptId), so a double click
  // still sends one message. A tab loading remotes at versions an integration tester chose (docs/decisions/036)
  // renders itself: the server rendered the live versions, which would not match.
  if (container.firstElementChild && activeRemoteOverrides(env).length === 0) {
    // The frame hydrates first, the page's content when its chunk has come (RemotePage's Suspense boundary); the
    // optional extras wait for both (lib/page-ready.ts, docs/decisions/069).
    expectContentHydration();
    startTransition(() => {
      hydrateRoot(container, <App env={env} queryClient={queryClient} />, { onRecoverableError });
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(<App env={env} queryClient={queryClient} />);
  }
}

void start();
