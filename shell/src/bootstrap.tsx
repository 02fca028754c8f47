import { createRoot } from 'react-dom/client';
import { splitLocale } from 'shared-contracts';
import { App } from '@/app/App';
import { loadEnvConfig } from '@/app/env-config';
import { activateLocale } from '@/features/i18n/i18n';
import { registerRemotesFromEnv } from '@/features/remotes/federation';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const { locale } = splitLocale(window.location.pathname);
  const [env] = await Promise.all([loadEnvConfig().catch(() => null), activateLocale(locale)]);
  if (env) registerRemotesFromEnv(env);
  createRoot(container).render(<App env={env} />);
}

void start();
