/**
 * Decision 062: what a build says about the contracts it was built against, and how a remote is matched with the
 * shell it will run in. `shared-contracts` and `shared-ui` are federation singletons loaded first
 * (docs/decisions/001): a remote runs with the shell's copies, so it may only run where those provide what it was
 * built against.
 *
 * - The manifest's `metaData.contracts`: each package's semantic version and surface hash, read by the browser.
 * - `contract-surface.json` beside the manifest: each export's hash, and the exports the app itself imports, read
 *   by the release command (tooling/contract-surface.cjs computes them at build time).
 */

/** The shared singletons whose surface is a contract. */
export const CONTRACT_PACKAGES = ['shared-contracts', 'shared-ui'] as const;
export type ContractPackage = (typeof CONTRACT_PACKAGES)[number];

/** File beside a build's manifest, written by every build. */
export const CONTRACT_SURFACE_FILE = 'contract-surface.json';

export interface ContractStamp {
  /** The package's semantic version (its package.json), bumped by `npm run contracts:version`. */
  version: string;
  /** Hash of every export's hash (tooling/contract-surface.cjs). */
  surface: string;
}

export type ContractStamps = Record<ContractPackage, ContractStamp>;

export interface ContractSurfaceFile {
  packages: Record<ContractPackage, ContractStamp & { exports: Record<string, string> }>;
  /** The exports the app's own sources import (`<entry>:<name>`, such as `shared-ui/forms:useApiForm`). */
  requires: string[];
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

const isStamp = (value: unknown): value is ContractStamp =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ContractStamp).version === 'string' &&
  SEMVER.test((value as ContractStamp).version) &&
  typeof (value as ContractStamp).surface === 'string';

/** The contract stamps of a manifest, or null for a build made before builds carried them (or a broken one). */
export function contractStampsOf(manifest: unknown): ContractStamps | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const contracts = (manifest as { metaData?: { contracts?: Record<string, unknown> } }).metaData?.contracts;
  if (!contracts) return null;
  const stamps: Partial<ContractStamps> = {};
  for (const name of CONTRACT_PACKAGES) {
    const stamp = contracts[name];
    if (!isStamp(stamp)) return null;
    stamps[name] = { version: stamp.version, surface: stamp.surface };
  }
  return stamps as ContractStamps;
}

const partsOf = (version: string): [number, number, number] => {
  const match = SEMVER.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
};

/**
 * Whether a shell providing `provided` can run a remote built against `builtAgainst`: the same version or a later
 * one. A later major too: what a remote uses of a package is checked export by export at its release, so a major
 * that removed something else does not lock out every remote built before it (decision 062).
 */
export function contractVersionSatisfies(provided: string, builtAgainst: string): boolean {
  const [a, b] = [partsOf(provided), partsOf(builtAgainst)];
  for (let index = 0; index < 3; index += 1) {
    if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) > (b[index] ?? 0);
  }
  return true;
}

/** Each package the shell's copy cannot stand in for, with both versions; empty when the remote may run. */
export function unsatisfiedContracts(shell: ContractStamps, remote: ContractStamps): Array<{ name: ContractPackage; provided: string; required: string }> {
  return CONTRACT_PACKAGES.filter((name) => !contractVersionSatisfies(shell[name].version, remote[name].version)).map((name) => ({
    name,
    provided: shell[name].version,
    required: remote[name].version,
  }));
}

/**
 * Why a remote's build may not run with a shell's build, from their `contract-surface.json` files: each package
 * whose version the shell cannot satisfy, then each export the remote imports that the shell does not provide or
 * provides with another declaration. Empty when it may.
 */
export function contractProblems(shell: ContractSurfaceFile, remote: ContractSurfaceFile): string[] {
  const problems = unsatisfiedContracts(shell.packages, remote.packages).map(
    ({ name, provided, required }) => `built against ${name} ${required}; the live shell provides ${name} ${provided}`,
  );
  const missing: string[] = [];
  const differing: string[] = [];
  for (const key of [...remote.requires].sort()) {
    const name = CONTRACT_PACKAGES.find((candidate) => key === candidate || key.startsWith(`${candidate}:`) || key.startsWith(`${candidate}/`));
    if (!name) continue;
    const provided = shell.packages[name].exports[key];
    if (provided === undefined) missing.push(key);
    else if (provided !== remote.packages[name].exports[key]) differing.push(key);
  }
  if (missing.length > 0) problems.push(`needs exports the live shell does not provide: ${missing.join(', ')}`);
  if (differing.length > 0) problems.push(`needs exports the live shell declares differently: ${differing.join(', ')}`);
  return problems;
}
