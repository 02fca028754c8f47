import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_VERSION_PATTERN, type RemotePackage } from 'shared-contracts';

/** What is released on its own: each remote, and the shell. */
export type ReleasedApp = RemotePackage | 'shell';

/** RELEASES_DIR when unset, relative to the working directory (the repository's root for `npm start`). */
export const DEFAULT_RELEASES_DIR = './data/releases';

/** How many releases of a remote stay on disk: open tabs load their chunks from them, rollback goes back to them. */
export const KEPT_RELEASES = 5;

/** The file that says which release is live. Replaced by a rename, so a reader sees the old one or the new one. */
export const LIVE_FILE = 'live.json';

/** What `live.json` holds: the live version and the kept ones, oldest first (the live one among them). */
export interface LiveRecord {
  version: string;
  kept: string[];
}

export function parseLiveRecord(content: string): LiveRecord | null {
  try {
    const parsed = JSON.parse(content) as Partial<LiveRecord>;
    const kept = Array.isArray(parsed.kept) ? parsed.kept.filter((entry): entry is string => typeof entry === 'string' && RELEASE_VERSION_PATTERN.test(entry)) : [];
    if (typeof parsed.version !== 'string' || !kept.includes(parsed.version)) return null;
    return { version: parsed.version, kept };
  } catch {
    return null;
  }
}

/**
 * The releases of the shell or of one remote under `RELEASES_DIR/<package>/`: one folder per version (a copy of the build, never
 * changed once stored) and `live.json`. Used by the release and rollback commands; the server only reads.
 * docs/decisions/035-independent-releases.md.
 */
export function releaseStore(releasesDir: string, packageName: ReleasedApp) {
  const root = path.join(releasesDir, packageName);
  const versionDir = (version: string) => {
    if (!RELEASE_VERSION_PATTERN.test(version)) throw new Error(`"${version}" is not a release version (letters, digits, . _ -)`);
    return path.join(root, version);
  };

  async function readLive(): Promise<LiveRecord | null> {
    const content = await fs.readFile(path.join(root, LIVE_FILE), 'utf8').catch(() => null);
    return content === null ? null : parseLiveRecord(content);
  }

  async function writeLive(record: LiveRecord): Promise<void> {
    const temporary = path.join(root, `.${LIVE_FILE}.${randomBytes(4).toString('hex')}`);
    await fs.writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`);
    // rename(2) replaces the file in one step: no reader ever sees it half-written or missing.
    await fs.rename(temporary, path.join(root, LIVE_FILE));
  }

  return {
    root,
    versionDir,
    readLive,

    /** Copies a build into its version's folder (through a temporary folder, so a half copy is never a version). */
    async store(version: string, buildDir: string): Promise<void> {
      const target = versionDir(version);
      if (await fs.stat(target).catch(() => null)) throw new Error(`Release ${version} of ${packageName} exists already`);
      await fs.mkdir(root, { recursive: true });
      const incoming = path.join(root, `.incoming-${version}-${randomBytes(4).toString('hex')}`);
      await fs.cp(buildDir, incoming, { recursive: true });
      await fs.rename(incoming, target);
    },

    /** Makes a stored version live, keeps the newest KEPT_RELEASES and deletes the rest. */
    async switchTo(version: string): Promise<LiveRecord> {
      await fs.access(versionDir(version));
      const previous = (await readLive())?.kept ?? [];
      const kept = [...previous.filter((entry) => entry !== version), version].slice(-KEPT_RELEASES);
      const record = { version, kept };
      await writeLive(record);
      await pruneExcept(root, kept);
      return record;
    },

    /** Deletes a stored version that never went live (a candidate the smoke run refused). */
    async discard(version: string): Promise<void> {
      if ((await readLive())?.kept.includes(version)) throw new Error(`Release ${version} of ${packageName} is kept: not discarded`);
      await fs.rm(versionDir(version), { recursive: true, force: true });
    },

    /** Moves live back to the kept version released before it. Null when there is none. */
    async rollback(): Promise<LiveRecord | null> {
      const live = await readLive();
      if (!live) return null;
      const index = live.kept.indexOf(live.version);
      const earlier = index > 0 ? live.kept[index - 1] : undefined;
      if (!earlier) return null;
      const record = { version: earlier, kept: live.kept };
      await writeLive(record);
      return record;
    },
  };
}

export type ReleaseStore = ReturnType<typeof releaseStore>;

/** Deletes every version folder (and abandoned temporary copy) not kept. */
async function pruneExcept(root: string, kept: string[]): Promise<void> {
  const entries = await fs.readdir(root, { withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && !kept.includes(entry.name))
      .map((entry) => fs.rm(path.join(root, entry.name), { recursive: true, force: true })),
  );
}
