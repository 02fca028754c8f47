/*
 * Build step of mfe-public (after webpack, whose `clean: true` empties dist): the open-source inventory
 * that the /licenses page shows, generated from the installed dependency tree, never copied by hand.
 *
 *   tsx scripts/build-licenses.ts [output file, default dist/licenses.json]
 *
 * What the site ships to a browser is (a) the production dependency closure of the front-end workspaces
 * (their `dependencies`, recursively, as Node resolves them in node_modules; the workspaces themselves
 * are ours and not listed) and (b) the runtime code that the build tools emit into every bundle: webpack's
 * runtime, the module federation runtime (`@module-federation/runtime-tools` and what it depends on, in
 * the version `@module-federation/enhanced` uses) and swc's helpers. Dev-only packages (pdfkit, jest…)
 * are not reached. The file is written beside remoteEntry.js, so it is served under /remotes/mfe-public/
 * and its content only changes when the dependency tree does (no timestamp: the build stays reproducible).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  collectPackages,
  isLicenseFileName,
  normalizeLicenseText,
  type PackageManifest,
  type PackageSource,
  type WalkStart,
} from '../src/features/licenses/license-inventory';
import { LICENSES_FILE, type LicenseInventory } from '../src/features/licenses/license-types';

const ROOT = path.resolve(__dirname, '../..');
const OUT_FILE = path.resolve(process.argv[2] ?? path.join(__dirname, '../dist', LICENSES_FILE));

/** The workspaces whose code runs in the browser. The server and the e2e suites ship nothing to it. */
const FRONT_END_WORKSPACES = ['shell', 'mfe-public', 'mfe-auth', 'mfe-account', 'shared-contracts'];

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Node's lookup: `<dir>/node_modules/<name>`, then the same in every parent folder. */
function resolvePackage(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return null;
  }
}

function licenseText(dir: string): string | null {
  const files = readdirSync(dir)
    .filter((file) => isLicenseFileName(file) && statSync(path.join(dir, file)).isFile())
    // LICENSE first, then LICENSE.md…, then the rest (LICENSE-MIT, LICENSE-APACHE) in name order.
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  if (files.length === 0) return null;
  const texts = files.map((file) => normalizeLicenseText(readFileSync(path.join(dir, file), 'utf8'))).filter(Boolean);
  if (texts.length === 0) return null;
  return texts.length === 1 ? texts[0]! : files.map((file, index) => `${file}\n\n${texts[index]}`).join('\n\n');
}

const disk: PackageSource = {
  resolve: resolvePackage,
  manifest: (dir) => readJson<PackageManifest>(path.join(dir, 'package.json')),
  licenseText,
};

function required(name: string, fromDir: string): string {
  const dir = resolvePackage(name, fromDir);
  if (!dir) throw new Error(`${name} is not installed: run npm install`);
  return dir;
}

function main() {
  const rootManifest = readJson<{ workspaces: string[] }>(path.join(ROOT, 'package.json'));
  const workspaceNames = new Set(rootManifest.workspaces.map((folder) => readJson<PackageManifest>(path.join(ROOT, folder, 'package.json')).name));

  const starts: WalkStart[] = FRONT_END_WORKSPACES.map((folder) => ({ dir: path.join(ROOT, folder), list: false, followDependencies: true }));
  // webpack's runtime is webpack's own code; its dependencies (acorn, terser…) only run at build time.
  starts.push({ dir: required('webpack', ROOT), list: true, followDependencies: false });
  // The federation runtime that @module-federation/enhanced injects into every remoteEntry.js and the shell.
  const enhanced = required('@module-federation/enhanced', ROOT);
  starts.push({ dir: required('@module-federation/runtime-tools', enhanced), list: true, followDependencies: true });
  // swc inlines its helpers (async functions, spreads) from this package's source when a target needs them.
  const swcHelpers = resolvePackage('@swc/helpers', ROOT);
  if (swcHelpers) starts.push({ dir: swcHelpers, list: true, followDependencies: false });

  const inventory: LicenseInventory = { packages: collectPackages(disk, starts, (name) => workspaceNames.has(name)) };
  mkdirSync(path.dirname(OUT_FILE), { recursive: true });
  writeFileSync(OUT_FILE, `${JSON.stringify(inventory)}\n`);

  const withoutText = inventory.packages.filter((entry) => !entry.licenseText).map((entry) => `${entry.name}@${entry.version}`);
  console.info(`${path.relative(process.cwd(), OUT_FILE)}: ${inventory.packages.length} packages`);
  if (withoutText.length > 0) console.info(`  no license file in: ${withoutText.join(', ')}`);
}

main();
