import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteKey } from 'shared-contracts';

/**
 * Where the built front ends live: each workspace's own `dist` under WEB_ROOT, as the builds leave them, and the
 * releases of each remote under RELEASES_DIR (a remote with a live release is served from there:
 * `live-remote.ts`, docs/decisions/035-independent-releases.md).
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

/** The shell's page is on disk: without it every page answers 503 (main.ts warns at start; /health/ready says so). */
export function shellBuildPresent(layout: WebRootLayout): boolean {
  return fs.existsSync(path.join(layout.shellDist, 'index.html'));
}
