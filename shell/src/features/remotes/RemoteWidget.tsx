import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { Locale } from 'shared-contracts';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { reloadOnChunkLoadError } from '@/features/release/chunk-reload';
import { loadRemoteModule } from '@/features/remotes/federation';
import { shellServices } from '@/features/remotes/shell-services';

type WidgetId = { remote: 'auth'; module: './AuthDialogs' | './DesignSamples' } | { remote: 'account'; module: './DesignSamples' };

/** A remote's widget inside a shell page; if the remote is down, `fallback` takes its place. */
export function RemoteWidget({ id, locale, fallback }: { id: WidgetId; locale: Locale; fallback: ReactNode }) {
  const { remote, module } = id;
  const Widget = useMemo(
    () => lazy(() => (remote === 'auth' ? loadRemoteModule('auth', module) : loadRemoteModule('account', './DesignSamples'))),
    [remote, module],
  );
  return (
    <ErrorBoundary area="federation" onError={reloadOnChunkLoadError} resetKey={`${remote}:${module}`} fallback={fallback}>
      <Suspense fallback={null}>
        <Widget locale={locale} shell={shellServices} />
      </Suspense>
    </ErrorBoundary>
  );
}
