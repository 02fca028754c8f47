import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CONTRACT_SURFACE_FILE,
  EXPOSED_MODULES,
  SHELL_RENDER_ENTRY,
  buildVersionOf,
  contractProblems,
  type ContractSurfaceFile,
  type RemoteKey,
} from 'shared-contracts';
import { isFile } from '../web-root/is-file.js';

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface CandidateManifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    ssrRemoteEntry?: { name?: string; path?: string };
    publicPath?: string;
  };
  exposes?: Array<{ name?: string; path?: string; assets?: ManifestAssets }>;
  shared?: Array<{ name?: string; assets?: ManifestAssets }>;
  routeChunks?: Record<string, string[]>;
}

const filesOf = (assets: ManifestAssets | undefined) => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
  ...(assets?.css?.sync ?? []),
  ...(assets?.css?.async ?? []),
];

/**
 * The shell's build before it may go live: its page, its manifest with a version, its server render entry, and
 * every script and style its page names.
 */
export async function checkShellCandidate(buildDir: string): Promise<CandidateCheck> {
  const problems: string[] = [];
  let version: string | null = null;
  try {
    version = buildVersionOf(JSON.parse(await fs.readFile(path.join(buildDir, 'mf-manifest.json'), 'utf8')));
  } catch {
    return { version: null, problems: [`no readable mf-manifest.json in ${buildDir}`] };
  }
  if (!version) problems.push('the manifest carries no build version (metaData.buildInfo.buildVersion)');
  const page = await fs.readFile(path.join(buildDir, 'index.html'), 'utf8').catch(() => null);
  if (page === null) return { version, problems: [...problems, 'no index.html'] };
  const named = [...page.matchAll(/(?:src|href)="\/([^"?#]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  if (named.length === 0) problems.push('index.html names no script');
  for (const file of [...named, SHELL_RENDER_ENTRY]) {
    if (file.includes('..') || !(await isFile(path.join(buildDir, file)))) problems.push(`${file} is missing`);
  }
  return { version, problems };
}

export interface CandidateCheck {
  version: string | null;
  problems: string[];
}

/**
 * Decision 035: what a build must be before it may go live, read from its own manifest. Every module of the
 * contract (`EXPOSED_MODULES`, typed against `RemoteModules` in shared-contracts) is exposed, the browser and server
 * entries are there, every file the manifest names is on disk, and the build carries a version. The props are
 * checked at build time: each `src/exposes/` module is typed by the same contract.
 */
export async function checkCandidate(key: RemoteKey, buildDir: string): Promise<CandidateCheck> {
  const problems: string[] = [];
  let manifest: CandidateManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as CandidateManifest;
  } catch {
    return { version: null, problems: [`no readable mf-manifest.json in ${buildDir}`] };
  }
  const version = buildVersionOf(manifest);
  if (!version) problems.push('the manifest carries no build version (metaData.buildInfo.buildVersion)');
  if (manifest.metaData?.publicPath !== 'auto') problems.push('the manifest\'s publicPath is not "auto": the server could not serve it per version');

  const exposed = new Set((manifest.exposes ?? []).map((entry) => entry.path ?? `./${entry.name ?? ''}`));
  for (const module of Object.keys(EXPOSED_MODULES[key])) {
    if (!exposed.has(module)) problems.push(`the contract's module ${module} is not exposed`);
  }

  const named = [
    ...[manifest.metaData?.remoteEntry, manifest.metaData?.ssrRemoteEntry].map((entry) =>
      entry?.name ? path.posix.join(entry.path ?? '', entry.name) : null,
    ),
    ...(manifest.exposes ?? []).flatMap((entry) => filesOf(entry.assets)),
    ...(manifest.shared ?? []).flatMap((entry) => filesOf(entry.assets)),
    ...Object.values(manifest.routeChunks ?? {}).flat(),
  ];
  if (!named[0]) problems.push('the manifest names no remote entry');
  if (!named[1]) problems.push('the manifest names no server entry (metaData.ssrRemoteEntry)');
  for (const file of named) {
    if (file && (file.includes('..') || !(await isFile(path.join(buildDir, file))))) problems.push(`${file} is named by the manifest and missing`);
  }
  return { version, problems };
}

async function readSurface(dir: string): Promise<ContractSurfaceFile | null> {
  try {
    const file = JSON.parse(await fs.readFile(path.join(dir, CONTRACT_SURFACE_FILE), 'utf8')) as Partial<ContractSurfaceFile>;
    return file.packages && Array.isArray(file.requires) ? (file as ContractSurfaceFile) : null;
  } catch {
    return null;
  }
}

/**
 * Decision 062: a remote runs with the live shell's `shared-contracts` and `shared-ui` (singletons loaded first), so
 * it may go live only where those provide what it was built against: each package's version at least the one it was
 * built with, and every export its sources import declared alike. The shell's `contract-surface.json` is the one in
 * its live build (`shellDir`).
 */
export async function checkContracts(candidateDir: string, shellDir: string): Promise<string[]> {
  const candidate = await readSurface(candidateDir);
  if (!candidate) return [`no readable ${CONTRACT_SURFACE_FILE}: the build does not say which contracts it was built against`];
  const shell = await readSurface(shellDir);
  if (!shell) return [`the live shell's build has no ${CONTRACT_SURFACE_FILE} (built before builds carried one): release the shell first`];
  return contractProblems(shell, candidate).map((problem) => `contracts: ${problem}`);
}
