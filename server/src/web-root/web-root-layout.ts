import path from 'node:path';
import { REMOTES, type RemoteKey } from 'shared-contracts';

/** Where the built front ends live under WEB_ROOT: each workspace's own `dist`, as the builds leave them. */
export interface WebRootLayout {
  shellDist: string;
  remoteDist: Record<RemoteKey, string>;
}

export function webRootLayout(webRoot: string): WebRootLayout {
  const remoteDist = {} as Record<RemoteKey, string>;
  for (const key of Object.keys(REMOTES) as RemoteKey[]) {
    remoteDist[key] = path.join(webRoot, REMOTES[key].packageName, 'dist');
  }
  return { shellDist: path.join(webRoot, 'shell', 'dist'), remoteDist };
}
