import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request, Response } from '@playwright/test';
import { REMOTES, buildVersionOf, remoteBasePath, remoteManifestPath, routeById } from 'shared-contracts';
import { SERVER_FIXTURE_TIMEOUT, expect, serveWhile, test as base } from '../support/fixtures';
import { documentReleases, withReleasesDir, type Releases } from '../support/releases';
import { ROOT } from '../support/server-env';
import { expectPathname } from '../support/site';

/*
 * Independent releases (docs/decisions/035-independent-releases.md): mfe-account released on its own into
 * RELEASES_DIR, its live manifest switched in one step, every kept release's files still served, rollback, and a
 * build that breaks the contract refused (one refused by the smoke run: e2e/integration/smoke-refusal.spec.ts).
 * The release command is the one `npm run release -w mfe-account` runs (without its turbo build of the server: the
 * suite runs on the build under test); `--from` releases the build under test, `--version` names each release of it.
 */

const ACCOUNT = REMOTES.account.packageName;
const ACCOUNT_DIST = path.join(ROOT, ACCOUNT, 'dist');
const POLL_SECONDS = 1;
const RUN = Date.now().toString(36);
const VERSION_A = `e2e-a-${RUN}`;
const VERSION_B = `e2e-b-${RUN}`;

const test = base.extend<object, { releases: Releases }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  releases: [async ({}, provide) => withReleasesDir(provide), { scope: 'worker' }],
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

const isPoll = (url: string) => new URL(url).pathname === remoteManifestPath('account') && new URL(url).searchParams.has('t');

/**
 * Resolves once the page's release poller has read `version` from mfe-account's live manifest and taken note: the
 * poller stops at the first change, so the sign is a quiet spell of three poll intervals after that answer (a
 * loaded machine may take longer to handle it; the spell is waited for again until it comes). Call it before the
 * release that makes `version` live: the poller may read it, and stop, before the release command has returned.
 */
async function pollSeeing(page: Page, version: string): Promise<void> {
  await page.waitForResponse(async (response) => isPoll(response.url()) && buildVersionOf(await response.json().catch(() => null)) === version, {
    timeout: 60_000,
  });
  let polls = 0;
  const count = (request: Request) => {
    if (isPoll(request.url())) polls += 1;
  };
  page.on('request', count);
  try {
    for (let seen = -1; seen !== polls; ) {
      seen = polls;
      await page.waitForTimeout(3 * POLL_SECONDS * 1000);
    }
  } finally {
    page.off('request', count);
  }
}

test.describe('independent releases: mfe-account released on its own', () => {
  test.describe.configure({ mode: 'serial' });

  test('an open page keeps its release, the next navigation loads the new one, rollback brings the old one back', async ({
    page,
    releases,
    signIn,
    openPage,
  }) => {
    await releases.releaseBuild(ACCOUNT, VERSION_A);
    const failedScripts = watchFailedAccountScripts(page);
    await signIn();
    await openPage(routeById('account').path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect.poll(() => documentReleases(page, 'account'), { message: 'mfe-account loaded from release A' }).toEqual([VERSION_A]);

    // B goes live while the page is open.
    const seeingB = pollSeeing(page, VERSION_B);
    await releases.releaseBuild(ACCOUNT, VERSION_B);
    expect(releases.live(ACCOUNT)).toEqual({ version: VERSION_B, kept: [VERSION_A, VERSION_B] });
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
    await seeingB;
    // The old page shows the next one from its own chunks first, then loads it whole: wait for that load.
    const loadedB = page.waitForEvent('load');
    await main.getByRole('link', { name: 'View statements' }).click();
    await loadedB;
    await expectPathname(page, routeById('accountStatements').path);
    await expect(main.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
    await expect.poll(() => documentReleases(page, 'account'), { message: 'mfe-account loaded from release B' }).toEqual([VERSION_B]);

    // Rollback: A is live again, and the next navigation loads it.
    const seeingA = pollSeeing(page, VERSION_A);
    expect((await releases.run('rollback', ACCOUNT)).output).toContain(`rolled back from ${VERSION_B} to ${VERSION_A}`);
    await seeingA;
    const loadedA = page.waitForEvent('load');
    await page.getByRole('banner').getByRole('link', { name: /^Secure messages/ }).click();
    await loadedA;
    await expectPathname(page, routeById('accountMessaging').path);
    await expect(main.getByRole('heading', { level: 1, name: 'Secure messages' })).toBeVisible();
    await expect.poll(() => documentReleases(page, 'account'), { message: 'mfe-account loaded from release A again' }).toEqual([VERSION_A]);
    expect(failedScripts(), 'mfe-account scripts that did not load').toEqual([]);
  });

  test('a build without a module of the contract is refused and the live release stays', async ({ releases, request }) => {
    const before = releases.live(ACCOUNT);
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
    expect(releases.live(ACCOUNT)).toEqual(before);
    expect(fs.existsSync(path.join(releases.dir, ACCOUNT, `e2e-broken-${RUN}`))).toBe(false);
    const live = await request.get(remoteManifestPath('account'));
    expect(buildVersionOf(await live.json())).toBe(before.version);
  });
});
