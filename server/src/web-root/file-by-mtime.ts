import fs from 'node:fs/promises';

/**
 * Reads a file through `parse` and keeps the result until the file changes, so a request costs one
 * `stat`. A new front-end build replaces the file (new mtime or size) and is picked up without a
 * restart. Resolves to null while the file does not exist.
 */
export function fileByMtime<T>(file: string, parse: (content: Buffer) => T): () => Promise<T | null> {
  let cached: { mtimeMs: number; size: number; value: T } | null = null;
  return async () => {
    let stat;
    try {
      stat = await fs.stat(file);
    } catch (error) {
      if (isMissing(error)) {
        cached = null;
        return null;
      }
      throw error;
    }
    if (!stat.isFile()) return null;
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.value;
    let content: Buffer;
    try {
      content = await fs.readFile(file);
    } catch (error) {
      // Deleted between stat and read: a deploy swapping folders.
      if (isMissing(error)) return null;
      throw error;
    }
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, value: parse(content) };
    return cached.value;
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
