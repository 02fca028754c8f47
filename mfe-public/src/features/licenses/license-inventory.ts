import type { LicensedPackage } from '@/features/licenses/license-types';

/*
 * The pure part of scripts/build-licenses.ts (no file system here, so it is unit-tested with an in-memory
 * package tree): walking a production dependency closure, and reading a package.json's license and address
 * fields, whose published shapes vary.
 */

/** The fields of a package.json this inventory reads; everything else in the file is ignored. */
export interface PackageManifest {
  name?: string;
  version?: string;
  license?: unknown;
  /** The deprecated array form: `[{ "type": "MIT", "url": … }]`. */
  licenses?: unknown;
  homepage?: unknown;
  repository?: unknown;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** How the walk sees installed packages (node_modules on disk in the script, a map in the tests). */
export interface PackageSource {
  /** The folder of package `name` as Node resolves it from `fromDir` (node_modules upwards), or null. */
  resolve(name: string, fromDir: string): string | null;
  manifest(dir: string): PackageManifest;
  /** The text of the license file(s) in `dir`, or null when the package ships none. */
  licenseText(dir: string): string | null;
}

/** Where the walk starts: a package folder, whether to list it, and whether to follow its dependencies. */
export interface WalkStart {
  dir: string;
  list: boolean;
  followDependencies: boolean;
}

const NAMED_LICENSE = /^[A-Za-z0-9.+-]+$/;

function typeOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (value && typeof value === 'object' && 'type' in value && typeof value.type === 'string') return value.type.trim() || null;
  return null;
}

/**
 * The license a package declares, as an SPDX expression: the `license` string (“MIT”, “(MIT OR CC0-1.0)”,
 * “SEE LICENSE IN LICENSE.md”), the old object form `{ type }`, or the deprecated `licenses` array, whose
 * entries are alternatives (“(MIT OR Apache-2.0)”). Null when the package declares nothing.
 */
export function licenseExpression(manifest: PackageManifest): string | null {
  const single = typeOf(manifest.license);
  if (single) return single;
  if (Array.isArray(manifest.licenses)) {
    const types = [...new Set(manifest.licenses.map(typeOf).filter((type): type is string => type !== null))];
    if (types.length === 1) return types[0]!;
    if (types.length > 1) return `(${types.map((type) => (NAMED_LICENSE.test(type) ? type : `(${type})`)).join(' OR ')})`;
  }
  return null;
}

const HOSTS: Record<string, string> = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' };

/** Only a web address may become a link on the page (no `javascript:`, `file:` or `git:`). */
function httpsUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.protocol = 'https:';
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * The web address of a `repository` field, in any of its published shapes: `"owner/name"` (GitHub),
 * `"github:owner/name"`, `"gitlab:…"`, `"git+https://github.com/owner/name.git"`, `"git://github.com/…"`,
 * `"git+ssh://git@github.com/…"`, `"git@github.com:owner/name.git"`, or `{ type, url, directory }`, whose
 * directory (a package inside a monorepo) is kept on GitHub.
 */
export function repositoryUrl(repository: unknown): string | null {
  let raw: string | null = null;
  let directory: string | null = null;
  if (typeof repository === 'string') raw = repository.trim();
  else if (repository && typeof repository === 'object' && 'url' in repository && typeof repository.url === 'string') {
    raw = repository.url.trim();
    if ('directory' in repository && typeof repository.directory === 'string') directory = repository.directory.replace(/^\.?\/+|\/+$/g, '');
  }
  if (!raw) return null;

  let address: string | null = null;
  const shortcut = /^(github|gitlab|bitbucket):([\w.-]+\/[\w.-]+)$/.exec(raw);
  const bare = /^([\w.-]+\/[\w.-]+)$/.exec(raw);
  const scp = /^(?:[\w.-]+@)?([\w.-]+\.[a-z]{2,}):(?!\/)([\w./-]+)$/i.exec(raw);
  if (shortcut) address = `https://${HOSTS[shortcut[1]!]}/${shortcut[2]}`;
  else if (bare) address = `https://github.com/${bare[1]}`;
  else if (scp) address = `https://${scp[1]}/${scp[2]}`;
  else address = raw.replace(/^git\+/, '').replace(/^(git|ssh):\/\//, 'https://');

  const url = httpsUrl(address.replace(/\.git$/, '').replace(/\/+$/, ''));
  if (!url) return null;
  const clean = url.replace(/\.git$/, '').replace(/\/+$/, '');
  return directory && new URL(clean).host === 'github.com' ? `${clean}/tree/HEAD/${directory}` : clean;
}

/** The project's address: its homepage when that is a web address, else its repository. */
export function projectUrl(manifest: PackageManifest): string | null {
  const homepage = typeof manifest.homepage === 'string' ? httpsUrl(manifest.homepage.trim()) : null;
  return homepage ?? repositoryUrl(manifest.repository);
}

/** LICENSE, LICENCE.md, license.txt, LICENSE-MIT, COPYING, UNLICENSE…: the files that hold a license text. */
export function isLicenseFileName(fileName: string): boolean {
  if (/\.(c|m)?(js|ts|jsx|tsx|json|map)$/i.test(fileName)) return false;
  return /^(un)?licen[cs]e([.-][\w.-]*)?$|^copying([.-][\w.-]*)?$/i.test(fileName);
}

/** A license text as published, with Windows line ends and trailing blanks tidied. */
export function normalizeLicenseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trim();
}

/**
 * Every package reachable from `starts` through `dependencies` and the `optionalDependencies` that are
 * installed, each name and version once, sorted by name then version. Workspaces (`isWorkspace`) are
 * followed but never listed. A missing required dependency is an error: the inventory must be complete.
 */
export function collectPackages(source: PackageSource, starts: WalkStart[], isWorkspace: (name: string) => boolean): LicensedPackage[] {
  const found = new Map<string, LicensedPackage>();
  const visited = new Set<string>();
  const queue: WalkStart[] = [...starts];

  while (queue.length > 0) {
    const { dir, list, followDependencies } = queue.shift()!;
    const key = `${dir}\u0000${list}\u0000${followDependencies}`;
    if (visited.has(key)) continue;
    visited.add(key);

    const manifest = source.manifest(dir);
    const name = manifest.name ?? '';
    if (list && name && !isWorkspace(name)) {
      const version = manifest.version ?? '0.0.0';
      const id = `${name}@${version}`;
      if (!found.has(id)) {
        found.set(id, { name, version, license: licenseExpression(manifest), url: projectUrl(manifest), licenseText: source.licenseText(dir) });
      }
    }
    if (!followDependencies) continue;

    const required = Object.keys(manifest.dependencies ?? {});
    const optional = Object.keys(manifest.optionalDependencies ?? {});
    for (const dependency of [...new Set([...required, ...optional])]) {
      const resolved = source.resolve(dependency, dir);
      if (!resolved) {
        if (optional.includes(dependency)) continue;
        throw new Error(`${dependency} (a dependency of ${name || dir}) is not installed: run npm install`);
      }
      queue.push({ dir: resolved, list: true, followDependencies: true });
    }
  }

  return [...found.values()].sort((a, b) => (a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1));
}
