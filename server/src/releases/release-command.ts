import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RELEASE_VERSION_PATTERN, REMOTES, buildVersionOf, formatRemoteChoices, remoteKeyOfPackage } from 'shared-contracts';
import { checkCandidate, checkContracts, checkShellCandidate, type CandidateCheck } from './release-check.js';
import { DEFAULT_RELEASES_DIR, releaseStore, type ReleasedApp } from './release-store.js';

/*
 * `npm run release -w <app>` and `npm run rollback -w <app>` for the shell and each remote (through
 * scripts/release.sh), docs/decisions/035-independent-releases.md:
 *
 *   release <package> [--from <build folder>] [--version <name>] [--no-smoke]
 *   rollback <package>
 *
 * release type-checks the app (the props of a remote's exposed modules against the contract; a --from build was
 * checked where it was made) and builds it (its dist, stamped with a new build version), checks the build (a
 * remote's manifest against the contract, and its contracts against the live shell's: decision 062), stores it as RELEASES_DIR/<package>/<version>/, runs the smoke run on it
 * in headless Chromium and makes it live in one rename; the five newest stay. --from releases a build made
 * elsewhere instead of building (a CI artifact); --version names it, written into the stored manifest's build
 * version (the same build released again under another name). --no-smoke is for the e2e suites, whose own releases
 * run inside Playwright already. A refused build leaves the live release as it was and says why. rollback makes
 * the release before the live one live again.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// npm runs a workspace's script in the workspace's folder; the path given on the command line is relative to where
// it was typed.
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const releasesDir = path.resolve(invokedFrom, process.env.RELEASES_DIR || DEFAULT_RELEASES_DIR);

class Refused extends Error {}

const say = (line: string) => process.stdout.write(`${line}\n`);

/** The shell or a remote, and how its build is checked before it may go live. */
function appOf(packageName: string | undefined): { packageName: ReleasedApp; check: (buildDir: string) => Promise<CandidateCheck> } {
  if (packageName === 'shell') return { packageName, check: checkShellCandidate };
  const key = packageName ? remoteKeyOfPackage(packageName) : null;
  if (!key) throw new Refused(`Name the shell or a remote: shell, ${Object.values(REMOTES).map((remote) => remote.packageName).join(', ')}`);
  return {
    packageName: REMOTES[key].packageName,
    check: async (buildDir) => {
      const check = await checkCandidate(key, buildDir);
      return { ...check, problems: [...check.problems, ...(await checkContracts(buildDir, await liveShellDir()))] };
    },
  };
}

/** The live shell's build, as the server serves it (server/src/web-root/live-builds.ts): its live release, or shell/dist. */
async function liveShellDir(): Promise<string> {
  const store = releaseStore(releasesDir, 'shell');
  const live = await store.readLive();
  return live ? store.versionDir(live.version) : path.join(repoRoot, 'shell', 'dist');
}

async function release(packageName: string | undefined, options: { from?: string; version?: string; 'no-smoke'?: boolean }): Promise<void> {
  const app = appOf(packageName);
  if (options.version !== undefined && !RELEASE_VERSION_PATTERN.test(options.version)) {
    throw new Refused(`--version "${options.version}": letters, digits, . _ - only (at most 80)`);
  }
  if (options.version !== undefined && !options.from) throw new Refused('--version names a build given with --from; a new build names itself');
  let buildDir: string;
  if (options.from) {
    buildDir = path.resolve(invokedFrom, options.from);
  } else {
    // The props of each exposed module against shared-contracts/src/remotes.ts: the build (swc) does not check types.
    say(`Type-checking ${app.packageName} against the contracts…`);
    try {
      execFileSync('npm', ['run', 'typecheck', '-w', app.packageName], { cwd: repoRoot, stdio: 'inherit' });
    } catch {
      throw new Refused(`${app.packageName}: the type check failed (above); nothing was built and the live release is unchanged.`);
    }
    say(`Building ${app.packageName}…`);
    execFileSync('npm', ['run', 'build', '-w', app.packageName], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, MF_BUILD_VERSION: '' } });
    buildDir = path.join(repoRoot, app.packageName, 'dist');
  }

  const check = await app.check(buildDir);
  if (check.problems.length > 0) {
    throw new Refused(`${app.packageName}: the build in ${buildDir} is refused; the live release is unchanged.\n- ${check.problems.join('\n- ')}`);
  }
  const version = options.version ?? check.version ?? '';

  const store = releaseStore(releasesDir, app.packageName);
  if ((await store.readLive())?.kept.includes(version)) throw new Refused(`${app.packageName} ${version} was released already (rollback goes back to a kept release)`);
  if (version === check.version) {
    await store.store(version, buildDir);
  } else {
    // Released again under another name: a copy whose manifest carries that name, so open tabs see a new release.
    const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'release-'));
    try {
      await fs.cp(buildDir, staging, { recursive: true, force: true });
      await stampVersion(path.join(staging, 'mf-manifest.json'), version);
      await store.store(version, staging);
    } finally {
      await fs.rm(staging, { recursive: true, force: true });
    }
  }
  if (!options['no-smoke']) {
    try {
      smokeRun(app.packageName, version, store.versionDir(version));
    } catch {
      await store.discard(version);
      throw new Refused(`${app.packageName} ${version}: the smoke run failed (above); the release is refused and the live release is unchanged.`);
    }
  }
  const live = await store.switchTo(version);
  say(`${app.packageName} ${version} is live (kept: ${live.kept.join(', ')}) in ${store.root}`);
}

/**
 * Item 2's smoke run: the integration project's every-route spec, on a server of its own (e2e/support/integration.ts),
 * loads the live shell with the candidate remote (stored, not live) and renders each page of the remote or opens each
 * of its dialogs; a candidate shell is served with the live remotes and goes through all of them. Throws when it
 * fails.
 */
function smokeRun(packageName: ReleasedApp, version: string, candidateDir: string): void {
  say(`Smoke run of ${packageName} ${version} in headless Chromium…`);
  const remote = packageName === 'shell' ? null : remoteKeyOfPackage(packageName);
  const candidate: Record<string, string> = remote
    ? { INTEGRATION_REMOTES: formatRemoteChoices({ [remote]: version }) }
    : { INTEGRATION_SHELL_DIR: candidateDir };
  // A folder of its own for Playwright's results: Playwright empties its output folder when it starts, and a test
  // suite that runs this command (remote-releases.spec.ts) keeps its own traces there.
  const output = mkdtempSync(path.join(os.tmpdir(), 'release-smoke-'));
  try {
    // --no-deps: in npm test the integration project runs after the site's suites; here it runs alone.
    const args = ['playwright', 'test', '--project=integration', '--no-deps', '--grep=@release-smoke', '--retries=0', '--reporter=line', `--output=${output}`];
    execFileSync('npx', args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...candidate,
        INTEGRATION_RELEASES_DIR: releasesDir,
        INTEGRATION_SMOKE: packageName,
        // The site's main test server is not needed: the integration project starts its own.
        E2E_MAIN_SERVER: 'off',
      },
    });
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

async function stampVersion(manifestFile: string, version: string): Promise<void> {
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = version;
  if (buildVersionOf(manifest) !== version) throw new Error('could not stamp the version');
  await fs.writeFile(manifestFile, JSON.stringify(manifest, null, 2));
}

async function rollback(packageName: string | undefined): Promise<void> {
  const app = appOf(packageName);
  const store = releaseStore(releasesDir, app.packageName);
  const before = await store.readLive();
  const live = await store.rollback();
  if (!live) throw new Refused(`${app.packageName}: no earlier release kept in ${store.root}; nothing changed`);
  say(`${app.packageName} rolled back from ${before?.version ?? '?'} to ${live.version} (kept: ${live.kept.join(', ')})`);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' }, version: { type: 'string' }, 'no-smoke': { type: 'boolean' } },
  });
  const [command, packageName] = positionals;
  if (command === 'release') return release(packageName, values);
  if (command === 'rollback') return rollback(packageName);
  throw new Refused('Usage: release <package> [--from <build folder>] [--version <name>] [--no-smoke] | rollback <package>');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Refused ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
