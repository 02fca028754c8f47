import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { API_PATHS, CONTRACT_SURFACE_FILE, REMOTES, contractStampsOf, routeById } from 'shared-contracts';
import { SERVER_FIXTURE_TIMEOUT, expect, serveWhile, test as base } from '../support/fixtures';
import { catalogText } from '../support/i18n';
import { withReleasesDir, type Releases } from '../support/releases';
import { ROOT } from '../support/server-env';

/*
 * Decision 062: a remote runs with the live shell's shared-contracts and shared-ui (singletons loaded first), so the
 * release command refuses a remote built against contracts the live shell does not provide, naming the exports, and
 * the browser does not run a remote built against a later version than the page runs.
 *
 * "mfe-account built against a shared-contracts with a new required export": the build under test, stamped by the
 * build's own code (tooling/contract-plugin.cjs `stampBuild`) as if built from its sources plus one file importing
 * the new export, against a copy of shared-contracts with that export and the minor version `npm run
 * contracts:version` gives it. A webpack build of both apps per run would take minutes and change nothing the
 * check reads.
 */

const requireTooling = createRequire(path.join(ROOT, 'tooling', 'contract-plugin.cjs'));
const { stampBuild } = requireTooling('./contract-plugin.cjs') as {
  stampBuild: (buildDir: string, srcDir: string, pkgDirs: Record<string, string>) => void;
};

const ACCOUNT = REMOTES.account.packageName;
const RUN = Date.now().toString(36);
const NEW_EXPORT = 'E2E_CONTRACT_PROBE';
const OLD_SHELL = `e2e-shell-old-${RUN}`;
const NEW_SHELL = `e2e-shell-new-${RUN}`;
const CANDIDATE = `e2e-account-${RUN}`;
// The version the tree is on, and the one the version step gives an added export (docs/decisions/062).
const LIVE_CONTRACTS = (JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-contracts', 'package.json'), 'utf8')) as { version: string }).version;
const [LIVE_MAJOR, LIVE_MINOR] = LIVE_CONTRACTS.split('.').map(Number);
const NEXT_CONTRACTS = `${LIVE_MAJOR}.${(LIVE_MINOR ?? 0) + 1}.0`;
const UNAVAILABLE = catalogText('shell', 'en-US', 'This part of the site is unavailable');

const test = base.extend<object, { releases: Releases }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  releases: [async ({}, provide) => withReleasesDir(provide), { scope: 'worker' }],
  workerServer: [
    async ({ releases }, provide) => serveWhile({ database: 'e2e-contract-releases', extra: { RELEASES_DIR: releases.dir } }, provide),
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT },
  ],
});

/** Folders of this run: a changed shared-contracts (inside the repository, so its imports resolve), builds, sources. */
const work = {
  root: '',
  contracts: '',
  accountSrc: '',
  account: '',
  shell: '',
};

test.beforeAll(() => {
  // The surface of the changed shared-contracts is a type check of the package: a loaded machine takes a minute.
  test.setTimeout(240_000);
  work.root = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.cache', 'e2e-contracts-'));
  // shared-contracts with one more export, at the version the version step gives an added export.
  work.contracts = path.join(work.root, 'shared-contracts');
  fs.mkdirSync(work.contracts);
  for (const entry of ['src', 'package.json', 'tsconfig.json']) fs.cpSync(path.join(ROOT, 'shared-contracts', entry), path.join(work.contracts, entry), { recursive: true });
  fs.appendFileSync(path.join(work.contracts, 'src', 'index.ts'), `\nexport const ${NEW_EXPORT} = 'probe' as const;\n`);
  const pkgFile = path.join(work.contracts, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { version: string };
  const [major, minor] = pkg.version.split('.').map(Number);
  fs.writeFileSync(pkgFile, JSON.stringify({ ...pkg, version: `${major}.${(minor ?? 0) + 1}.0` }));
  // mfe-account's sources, and a page that uses the new export.
  work.accountSrc = path.join(work.root, 'account-src');
  fs.cpSync(path.join(ROOT, ACCOUNT, 'src'), work.accountSrc, { recursive: true });
  fs.writeFileSync(path.join(work.accountSrc, 'probe.ts'), `import { ${NEW_EXPORT} } from 'shared-contracts';\nexport const probe = ${NEW_EXPORT};\n`);
  work.account = path.join(work.root, 'account-dist');
  fs.cpSync(path.join(ROOT, ACCOUNT, 'dist'), work.account, { recursive: true });
  stampBuild(work.account, work.accountSrc, { 'shared-contracts': work.contracts });
  // The shell built against the same shared-contracts.
  work.shell = path.join(work.root, 'shell-dist');
  fs.cpSync(path.join(ROOT, 'shell', 'dist'), work.shell, { recursive: true });
  stampBuild(work.shell, path.join(ROOT, 'shell', 'src'), { 'shared-contracts': work.contracts });
});

test.afterAll(() => {
  if (work.root) fs.rmSync(work.root, { recursive: true, force: true });
});

const unavailablePanel = (page: Page) => page.getByRole('main').getByRole('region', { name: UNAVAILABLE });

test.describe('contracts across independent releases', () => {
  test.describe.configure({ mode: 'serial' });
  // Two releases of each app and a signed-in page on a loaded machine.
  test.setTimeout(180_000);

  test('a remote needing an export the live shell lacks is refused, naming it; accepted once the shell has it', async ({ releases }) => {
    const candidate = JSON.parse(fs.readFileSync(path.join(work.account, CONTRACT_SURFACE_FILE), 'utf8')) as { requires: string[] };
    expect(candidate.requires).toContain(`shared-contracts:${NEW_EXPORT}`);
    const built = contractStampsOf(JSON.parse(fs.readFileSync(path.join(work.account, 'mf-manifest.json'), 'utf8')));
    expect(built?.['shared-contracts'].version).toBe(NEXT_CONTRACTS);

    // The live shell: the build under test, on the tree's shared-contracts.
    expect((await releases.run('release', 'shell', '--from', path.join(ROOT, 'shell', 'dist'), '--version', OLD_SHELL, '--no-smoke')).output).toContain(
      `${OLD_SHELL} is live`,
    );
    const refused = await releases.run('release', ACCOUNT, '--from', work.account, '--version', CANDIDATE, '--no-smoke');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('the live release is unchanged');
    expect(refused.output).toContain(`built against shared-contracts ${NEXT_CONTRACTS}; the live shell provides shared-contracts ${LIVE_CONTRACTS}`);
    expect(refused.output).toContain(`needs exports the live shell does not provide: shared-contracts:${NEW_EXPORT}`);
    // Only the new export: everything else mfe-account imports is declared alike in both.
    expect(refused.output).not.toContain('declares differently');
    expect(fs.existsSync(path.join(releases.dir, ACCOUNT, 'live.json'))).toBe(false);

    // The shell built against the new shared-contracts goes live; the same mfe-account build is accepted.
    expect((await releases.run('release', 'shell', '--from', work.shell, '--version', NEW_SHELL, '--no-smoke')).output).toContain(`${NEW_SHELL} is live`);
    const accepted = await releases.run('release', ACCOUNT, '--from', work.account, '--version', CANDIDATE, '--no-smoke');
    expect(accepted.output).toContain(`${ACCOUNT} ${CANDIDATE} is live`);
    expect(accepted.code).toBe(0);
  });

  test('a remote built against a later shared-contracts than the page runs shows the unavailable panel and is reported', async ({
    page,
    releases,
    signIn,
  }) => {
    // The shell rolled back to its build on the tree's shared-contracts while mfe-account, built against the next
    // minor version, stays live.
    expect((await releases.run('rollback', 'shell')).output).toContain(`rolled back from ${NEW_SHELL} to ${OLD_SHELL}`);
    await signIn();
    await page.goto(routeById('account').path);
    await expect(unavailablePanel(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My account' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('contract-refused.png'), fullPage: true });
    await expect
      .poll(async () => (await page.request.get(API_PATHS.metrics)).text())
      .toMatch(new RegExp(`portal_client_errors_total\\{app="${ACCOUNT}",version="[^"]+",kind="contract"\\} 1`));
  });
});
