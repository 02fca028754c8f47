import { matchRoute } from 'shared-contracts';
import { renderStandalone } from '@tooling/standalone/render-standalone';
import { standaloneShell } from '@tooling/standalone/StandaloneDialog';
import PublicPage from '@/exposes/PublicPage';

void renderStandalone((locale) => {
  const match = matchRoute(window.location.pathname);
  return <PublicPage routeId={match?.route.id ?? 'index'} locale={locale} params={match?.params ?? {}} shell={standaloneShell} />;
});
