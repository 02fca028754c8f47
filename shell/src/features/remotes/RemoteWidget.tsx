import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { Locale, RemoteWidgetProps } from 'shared-contracts';
import { ChakraIsland, preloadChakraScope } from 'shared-ui/chakra-free';
import { preloadAppDialog } from '@/app/ShellDialog';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { reloadOnChunkLoadError } from '@/features/release/chunk-reload';
import { loadRemoteModule } from '@/features/remotes/federation';
import { shellServices } from '@/features/remotes/shell-services';

type WidgetId = { remote: 'auth'; module: './AuthDialogs' | './DesignSamples' } | { remote: 'account'; module: './DesignSamples' };

/**
 * A remote's widget inside a shell page; if the remote is down, `fallback` takes its place. The widgets draw with
 * Chakra (mfe-auth's dialogs, the design samples): each is a Chakra island whose code loads beside the widget's, and
 * mfe-auth's dialogs load the shell's dialog with them, so "Log in" opens at once (docs/decisions/072).
 */
export function RemoteWidget({ id, locale, fallback }: { id: WidgetId; locale: Locale; fallback: ReactNode }) {
  const { remote, module } = id;
  const Widget = useMemo(
    () =>
      lazy(async () => {
        const [widget] = await Promise.all([
          remote === 'auth' ? loadRemoteModule('auth', module) : loadRemoteModule('account', './DesignSamples'),
          preloadChakraScope(),
          module === './AuthDialogs' ? preloadAppDialog() : null,
        ]);
        const Loaded = widget.default;
        // The island inside the loaded component: its scope has come by then, on the server and in the browser alike,
        // so it is the provider and nothing more on both sides (a Suspense boundary in the browser only would not
        // match the server's HTML of /design's samples: React error 418).
        return {
          default: (props: RemoteWidgetProps) => (
            <ChakraIsland>
              <Loaded {...props} />
            </ChakraIsland>
          ),
        };
      }),
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
