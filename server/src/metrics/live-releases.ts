import { REMOTES, type ClientErrorApp, type RemoteKey } from 'shared-contracts';
import { remoteVersionsReader } from '../server-render/remote-versions.js';
import { liveRemoteReader } from '../web-root/live-builds.js';
import { shellBuildIdReader } from '../web-root/shell-build-id.js';
import type { WebRootLayout } from '../web-root/web-root-layout.js';

export type LiveReleases = () => Promise<Record<ClientErrorApp, string | null>>;

/** The build version live for the shell and each remote, by build name (`mfe-public`); null while unknown. */
export function liveReleasesReader(layout: WebRootLayout, manifestUrls: Record<RemoteKey, string>): LiveReleases {
  const readRemotes = remoteVersionsReader(layout, manifestUrls);
  const readShell = shellBuildIdReader(layout);
  return async () => {
    const remotes = await readRemotes();
    const releases: Record<ClientErrorApp, string | null> = { shell: await readShell().catch(() => null), 'mfe-public': null, 'mfe-auth': null, 'mfe-account': null };
    for (const key of Object.keys(REMOTES) as RemoteKey[]) releases[REMOTES[key].packageName] = remotes[key];
    return releases;
  };
}

export type KeptReleases = (app: ClientErrorApp) => Promise<readonly string[]>;

/** The versions kept for each remote released on its own (docs/decisions/035): tabs may still run any of them. */
export function keptReleasesReader(layout: WebRootLayout): KeptReleases {
  const readers = new Map((Object.keys(REMOTES) as RemoteKey[]).map((key) => [REMOTES[key].packageName as ClientErrorApp, liveRemoteReader(layout, key)]));
  return async (app) => (await readers.get(app)?.())?.release?.kept ?? [];
}
