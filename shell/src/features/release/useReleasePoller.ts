import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useEnv } from '@/app/env-config';
import { absoluteUrl, remoteManifestUrls } from '@/lib/remote-manifests';
import { startReleasePoller } from '@/features/release/release-poller';
import { rememberVersion } from '@/lib/client-errors';
import { whenPageInteractive } from '@/lib/page-ready';
import type { ClientErrorApp } from 'shared-contracts';
import { REMOTES, type RemoteKey } from 'shared-contracts/core';

/** The shell's own manifest, served beside its index.html. */
const SHELL_MANIFEST = '/mf-manifest.json';

/**
 * Spec 4.9: when any remote or the shell has a new build, reload at the next navigation (as Nuxt does),
 * never in the middle of what the user is doing on the current page.
 */
export function useReleasePoller(): void {
  const env = useEnv();
  const { pathname } = useLocation();
  const newRelease = useRef(false);
  const firstPath = useRef(pathname);

  useEffect(() => {
    const remoteUrls = remoteManifestUrls(env);
    const appOfUrl = new Map<string, ClientErrorApp>([[absoluteUrl(SHELL_MANIFEST), 'shell']]);
    for (const key of Object.keys(remoteUrls) as RemoteKey[]) appOfUrl.set(remoteUrls[key], REMOTES[key].packageName);
    // The first poll waits for the page to be loaded and idle, like the other extras (docs/decisions/069): its
    // four manifest reads competed with the page's own chunks on a slow network and ran during hydration. A
    // release that lands in those few seconds becomes the baseline, so this page notices only the one after it;
    // a chunk it then misses reloads the page once (chunk-reload.ts).
    let stop: (() => void) | null = null;
    const cancel = whenPageInteractive(() => {
      stop = startReleasePoller({
        manifestUrls: [...appOfUrl.keys()],
        onBaseline: (url, version) => {
          const app = appOfUrl.get(url);
          if (app) rememberVersion(app, version);
        },
        intervalMs: env.releasePollSeconds * 1000,
        onNewRelease: () => {
          newRelease.current = true;
        },
      });
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [env]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    if (newRelease.current) window.location.reload();
  }, [pathname]);
}
