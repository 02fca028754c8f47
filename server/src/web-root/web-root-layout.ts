import path from 'node:path';
import { REMOTES, type RemoteKey } from 'shared-contracts';

/**
 * Where the built front ends live: each workspace's own `dist` under WEB_ROOT, as the builds leave them, and the
 * releases of the shell and each remote under RELEASES_DIR (an app with a live release is served from there:
 * `live-builds.ts`, docs/decisions/035-independent-releases.md).
 */
export interface WebRootLayout {
  shellDist: string;
  remoteDist: Record<RemoteKey, string>;
  releasesDir: string;
}

export function webRootLayout(webRoot: string, releasesDir: string): WebRootLayout {
  const remoteDist = {} as Record<RemoteKey, string>;
  for (const key of Object.keys(REMOTES) as RemoteKey[]) {
    remoteDist[key] = path.join(webRoot, REMOTES[key].packageName, 'dist');
  }
  return { shellDist: path.join(webRoot, 'shell', 'dist'), remoteDist, releasesDir };
}
