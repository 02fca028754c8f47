import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page, Response } from '@playwright/test';
import { REMOTES, buildVersionOf, remoteBasePath, remoteManifestPath, routeById } from 'shared-contracts';
import { SERVER_FIXTURE_TIMEOUT, expect, serveWhile, test as base } from '../support/fixtures';
import { ROOT } from '../support/server-env';
import { expectPathname } from '../support/site';

/*
 * Issue 15, items 1 and 2 (docs/decisions/035-independent-releases.md): mfe-account released on its own into
 * RELEASES_DIR, its live manifest switched in one step, every kept release's files still served, rollback, and a
 * build that breaks the contract refused. The release command is the one `npm run release -w mfe-account` runs
 * (without its turbo build of the server: the suite runs on the build under test); `--from` releases the build
 * under test, `--version` names each release of it.
 */

const execFileAsync = promisify(execFile);
const ACCOUNT = REMOTES.account.packageName;
const ACCOUNT_DIST = path.join(ROOT, ACCOUNT, 'dist');
const POLL_SECONDS = 1;
const RUN = Date.now().toString(36);
const VERSION_A = `e2e-a-${RUN}`;
const VERSION_B = `e2e-b-${RUN}`;

interface Releases {
  dir: string;
  run: (...args: string[]) => Promise<{ code: number; output: string }>;
  live: () => { version: string; kept: string[] };
}

const test = base.extend<object, { releases: Releases }>({
  releases: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-releases-'));
      const run = async (...args: string[]) => {
        try {
          const { stdout, stderr } = await execFileAsync('node', ['server/dist/releases/release-command.js', ...args], {
            cwd: ROOT,
            env: { ...process.env, RELEASES_DIR: dir, INIT_CWD: ROOT },
          });
          return { code: 0, output: stdout + stderr };
        } catch (error) {
          const failed = error as { code?: number; stdout?: string; stderr?: string };
          return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
        }
      };
      const live = () => JSON.parse(fs.readFileSync(path.join(dir, ACCOUNT, 'live.json'), 'utf8')) as { version: string; kept: string[] };
      try {
        await provide({ dir, run, live });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  workerServer: [
    async ({ releases }, provide) =>
      serveWhile({ database: 'e2e-remote-releases', extra: { RELEASES_DIR: releases.dir, RELEASE_POLL_SECONDS: String(POLL_SECONDS) } }, provide),
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT },
  ],
});

const releaseFolder = (version: string) => `${remoteBasePath('account')}/releases/${version}/`;

/** Every mfe-account script answer that failed, from now on: an open page's chunks must keep loading. */
function watchFailedAccountScripts(page: Page): () => string[] {
  const failed: string[] = [];
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith(`${remoteBasePath('account')}/`) && pathname.endsWith('.js') && !response.ok()) failed.push(`${response.status()} ${pathname}`);
  });
  return () => failed;
}

/** The releases the current document loaded mfe-account's scripts from (its own resource timing entries). */
const documentReleases = (page: Page) =>
  page.evaluate((base) => {
    const versions = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith(base) && pathname.endsWith('.js'))
      .map((pathname) => pathname.slice(base.length).split('/')[0] ?? '');
    return [...new Set(versions)].sort();
  }, `${remoteBasePath('account')}/releases/`);

/** Resolves once the page's release poller has read `version` from mfe-account's live manifest. */
async function pollSeeing(page: Page, version: string): Promise<void> {
  await page.waitForResponse(
    async (response) =>
      new URL(response.url()).pathname === remoteManifestPath('account') &&
      new URL(response.url()).searchParams.has('t') &&
      buildVersionOf(await response.json().catch(() => null)) === version,
    { timeout: 20_000 },
  );
  // The page exposes no sign that it took note; the poller handles the answer within a poll interval.
  await page.waitForTimeout(2 * POLL_SECONDS * 1000);
}

test.describe('issue 15: mfe-account released on its own', () => {
  test.describe.configure({ mode: 'serial' });

  test('an open page keeps its release, the next navigation loads the new one, rollback brings the old one back', async ({
    page,
    releases,
    signIn,
    openPage,
  }) => {
    expect((await releases.run('release', ACCOUNT, '--from', ACCOUNT_DIST, '--version', VERSION_A)).output).toContain(`${VERSION_A} is live`);
    const failedScripts = watchFailedAccountScripts(page);
    await signIn();
    await openPage(routeById('account').path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect.poll(() => documentReleases(page), { message: 'mfe-account loaded from release A' }).toEqual([VERSION_A]);

    // B goes live while the page is open.
    expect((await releases.run('release', ACCOUNT, '--from', ACCOUNT_DIST, '--version', VERSION_B)).output).toContain(`${VERSION_B} is live`);
    expect(releases.live()).toEqual({ version: VERSION_B, kept: [VERSION_A, VERSION_B] });
    // The open page still gets release A's files, from A's own address: a chunk it has not loaded yet answers.
    const manifestA = JSON.parse(fs.readFileSync(path.join(releases.dir, ACCOUNT, VERSION_A, 'mf-manifest.json'), 'utf8')) as {
      exposes: Array<{ assets: { js: { async: string[] } } }>;
    };
    const laterChunk = manifestA.exposes.flatMap((expose) => expose.assets.js.async)[0];
    expect(laterChunk, 'release A has chunks loaded on demand').toBeTruthy();
    const status = await page.evaluate(async (url) => (await fetch(url)).status, `${releaseFolder(VERSION_A)}${laterChunk}`);
    expect(status, `${laterChunk} of release A after B went live`).toBe(200);

    // The poller sees B; the visitor's next navigation is a full page load of B (the old page may first load its
    // own chunks of the next page: they answer from A's folder).
    await pollSeeing(page, VERSION_B);
    await main.getByRole('link', { name: 'View statements' }).click();
    await expectPathname(page, routeById('accountStatements').path);
    await expect(main.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
    await expect.poll(() => documentReleases(page), { message: 'mfe-account loaded from release B' }).toEqual([VERSION_B]);

    // Rollback: A is live again, and the next navigation loads it.
    expect((await releases.run('rollback', ACCOUNT)).output).toContain(`rolled back from ${VERSION_B} to ${VERSION_A}`);
    await pollSeeing(page, VERSION_A);
    await page.getByRole('banner').getByRole('link', { name: /^Secure messages/ }).click();
    await expectPathname(page, routeById('accountMessaging').path);
    await expect(main.getByRole('heading', { level: 1, name: 'Secure messages' })).toBeVisible();
    await expect.poll(() => documentReleases(page), { message: 'mfe-account loaded from release A again' }).toEqual([VERSION_A]);
    expect(failedScripts(), 'mfe-account scripts that did not load').toEqual([]);
  });

  test('a build without a module of the contract is refused and the live release stays', async ({ releases, request }) => {
    const before = releases.live();
    const candidate = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-candidate-'));
    try {
      fs.cpSync(ACCOUNT_DIST, candidate, { recursive: true });
      const manifestFile = path.join(candidate, 'mf-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { exposes: Array<{ path: string }> };
      manifest.exposes = manifest.exposes.filter((expose) => expose.path !== './DesignSamples');
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));

      const refused = await releases.run('release', ACCOUNT, '--from', candidate, '--version', `e2e-broken-${RUN}`);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('./DesignSamples is not exposed');
      expect(refused.output).toContain('the live release is unchanged');
    } finally {
      fs.rmSync(candidate, { recursive: true, force: true });
    }
    expect(releases.live()).toEqual(before);
    expect(fs.existsSync(path.join(releases.dir, ACCOUNT, `e2e-broken-${RUN}`))).toBe(false);
    const live = await request.get(remoteManifestPath('account'));
    expect(buildVersionOf(await live.json())).toBe(before.version);
  });
});
