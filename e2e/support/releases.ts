import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { remoteBasePath, type RemoteKey, type RemotePackage } from 'shared-contracts';
import type { Page } from '@playwright/test';
import { ROOT } from './server-env';

const execFileAsync = promisify(execFile);

/** A RELEASES_DIR of a worker's own, and the release command that `npm run release -w <remote>` runs on it. */
export interface Releases {
  dir: string;
  /** `release <package> …` or `rollback <package>`: its exit code and what it printed. */
  run: (...args: string[]) => Promise<{ code: number; output: string }>;
  live: (packageName: RemotePackage) => { version: string; kept: string[] };
  /** Releases the build under test (`<package>/dist`) under `version`, without the smoke run. */
  releaseBuild: (packageName: RemotePackage, version: string) => Promise<void>;
}

const withoutPlaywrightWorker = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !/^(TEST_|PW_|PLAYWRIGHT_)/.test(name)));

/**
 * A worker fixture's body. The command runs without scripts/release.sh's turbo build of the server: the suite runs
 * on the build under test, and `--from` releases that build.
 */
export async function withReleasesDir(provide: (releases: Releases) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-releases-'));
  const run = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await execFileAsync('node', ['server/dist/releases/release-command.js', ...args], {
        cwd: ROOT,
        // Without this worker's own Playwright variables: the smoke run starts a Playwright of its own.
        env: { ...withoutPlaywrightWorker(process.env), RELEASES_DIR: dir, INIT_CWD: ROOT },
      });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  };
  const live = (packageName: RemotePackage) => JSON.parse(fs.readFileSync(path.join(dir, packageName, 'live.json'), 'utf8')) as { version: string; kept: string[] };
  const releaseBuild = async (packageName: RemotePackage, version: string) => {
    // The suites run in Playwright already; a smoke run of each release would start another one (the smoke run
    // itself is e2e/integration/every-route.spec.ts, and remote-releases.spec shows it refusing a release).
    const { code, output } = await run('release', packageName, '--from', path.join(ROOT, packageName, 'dist'), '--version', version, '--no-smoke');
    if (code !== 0 || !output.includes(`${version} is live`)) throw new Error(`release of ${packageName} ${version} failed:\n${output}`);
  };
  try {
    await provide({ dir, run, live, releaseBuild });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The releases the current document ran a remote's code from: the remote entry module federation's runtime loaded
 * for it (its instances on `__FEDERATION__`, the global the runtime keeps for its devtools), and the remote's scripts
 * the page requested itself (its own resource timing entries). The page's `<link rel="preload">` fetches are left
 * out of the second: the server names the live release's files, which a tab with overrides fetches and never runs;
 * and a page whose chunks all came through the server's preloads requests none itself, hence the first.
 */
export const documentReleases = (page: Page, key: RemoteKey) =>
  page.evaluate((base) => {
    type Instances = { moduleCache?: Map<string, { remoteInfo?: { entry?: string } }> }[];
    const instances = (window as unknown as { __FEDERATION__?: { __INSTANCES__?: Instances } }).__FEDERATION__?.__INSTANCES__ ?? [];
    const entries = instances.flatMap((instance) => [...(instance.moduleCache?.values() ?? [])].map((module) => module.remoteInfo?.entry ?? ''));
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType !== 'link')
      .map((entry) => entry.name);
    const versions = [...entries, ...scripts]
      .filter((url) => url !== '')
      .map((url) => new URL(url, location.href).pathname)
      .filter((pathname) => pathname.startsWith(base) && pathname.endsWith('.js'))
      .map((pathname) => pathname.slice(base.length).split('/')[0] ?? '');
    return [...new Set(versions)].sort();
  }, `${remoteBasePath(key)}/releases/`);
