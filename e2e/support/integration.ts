import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, RELEASE_VERSION_PATTERN, formatRemoteChoices, parseRemoteChoices, type RemoteKey } from 'shared-contracts';
import { SERVER_FIXTURE_TIMEOUT, serveWhile, test as base } from './fixtures';
import { withReleasesDir } from './releases';
import { ROOT } from './server-env';

/*
 * The integration project's server and combination (docs/decisions/035, docs/decisions/036):
 *
 * - INTEGRATION_RELEASES_DIR and INTEGRATION_REMOTES (`mfe-account@<version>`, comma-separated, one or more
 *   remotes) name a releases folder and the versions to load from it; a remote not named loads its live release.
 *   The release command sets them to smoke-test a candidate before it goes live.
 * - INTEGRATION_SHELL_DIR (with INTEGRATION_RELEASES_DIR): a candidate build of the shell, served with the live
 *   remotes of that folder. The release command sets it to smoke-test a shell before it goes live.
 * - Unset (CI): the builds under test are released into a folder of the run's own under one name, and every
 *   remote is loaded at it.
 */

export interface Combination {
  releasesDir: string;
  versions: Partial<Record<RemoteKey, string>>;
  /** A candidate shell's folder, served instead of the live shell. */
  shellDir?: string;
}

/**
 * A web root whose shell is the candidate and whose remotes are this checkout's builds, and a releases folder with
 * the remotes' releases only (links to the real ones): the server serves the candidate shell with the live remotes.
 */
async function withCandidateShell(shellDir: string, releasesDir: string, serve: (extra: Record<string, string>) => Promise<void>): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-candidate-shell-'));
  try {
    fs.mkdirSync(path.join(root, 'web', 'shell'), { recursive: true });
    fs.symlinkSync(shellDir, path.join(root, 'web', 'shell', 'dist'), 'dir');
    fs.mkdirSync(path.join(root, 'releases'));
    for (const { packageName } of Object.values(REMOTES)) {
      fs.mkdirSync(path.join(root, 'web', packageName));
      fs.symlinkSync(path.join(ROOT, packageName, 'dist'), path.join(root, 'web', packageName, 'dist'), 'dir');
      if (fs.existsSync(path.join(releasesDir, packageName))) fs.symlinkSync(path.join(releasesDir, packageName), path.join(root, 'releases', packageName), 'dir');
    }
    await serve({ WEB_ROOT: path.join(root, 'web'), RELEASES_DIR: path.join(root, 'releases') });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function namedVersions(named: string): Partial<Record<RemoteKey, string>> {
  const versions: Partial<Record<RemoteKey, string>> = {};
  for (const { entry, key, choice } of parseRemoteChoices(named)) {
    if (!key || !RELEASE_VERSION_PATTERN.test(choice)) throw new Error(`INTEGRATION_REMOTES: "${entry}" is not <remote>@<kept version>`);
    versions[key] = choice;
  }
  return versions;
}

/** `?remotes=` of a combination. */
export const remotesParameter = (combination: Combination) => formatRemoteChoices(combination.versions);

export const test = base.extend<object, { combination: Combination }>({
  combination: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => {
      const named = process.env.INTEGRATION_REMOTES;
      const shellDir = process.env.INTEGRATION_SHELL_DIR;
      const releasesDir = process.env.INTEGRATION_RELEASES_DIR;
      if (shellDir && releasesDir) return provide({ releasesDir, versions: named ? namedVersions(named) : {}, shellDir });
      if (named && releasesDir) return provide({ releasesDir, versions: namedVersions(named) });
      if (named || releasesDir || shellDir) throw new Error('INTEGRATION_REMOTES or INTEGRATION_SHELL_DIR go with INTEGRATION_RELEASES_DIR');
      await withReleasesDir(async (releases) => {
        const version = `it-${Date.now().toString(36)}`;
        const keys = Object.keys(REMOTES) as RemoteKey[];
        for (const key of keys) await releases.releaseBuild(REMOTES[key].packageName, version);
        await provide({ releasesDir: releases.dir, versions: Object.fromEntries(keys.map((key) => [key, version])) });
      });
    },
    { scope: 'worker' },
  ],
  workerServer: [
    async ({ combination }, provide) => {
      if (!combination.shellDir) {
        return serveWhile({ database: 'e2e-integration', extra: { RELEASES_DIR: combination.releasesDir, REMOTE_OVERRIDES: 'on' } }, provide);
      }
      await withCandidateShell(combination.shellDir, combination.releasesDir, (extra) =>
        serveWhile({ database: 'e2e-integration', extra: { ...extra, REMOTE_OVERRIDES: 'on' } }, provide),
      );
    },
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT },
  ],
});

export { expect } from './fixtures';
