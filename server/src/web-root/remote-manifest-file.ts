import path from 'node:path';
import type { RemoteKey } from 'shared-contracts';
import { fileByMtime } from './file-by-mtime.js';
import type { WebRootLayout } from './web-root-layout.js';

// One reader per file for the whole process: the page's preloads and the server render's versions read the same
// manifest, once per change of it.
const readers = new Map<string, () => Promise<object | null>>();

/**
 * A remote's `mf-manifest.json` as this server serves it from its web root, parsed once per change of the file
 * (a release). Null while it is missing, or caught half-written during a deploy (read again at its next change).
 */
export function remoteManifestFile(layout: WebRootLayout, key: RemoteKey): () => Promise<object | null> {
  const file = path.join(layout.remoteDist[key], 'mf-manifest.json');
  let reader = readers.get(file);
  if (!reader) {
    const read = fileByMtime(file, (content): object | null => {
      try {
        const parsed: unknown = JSON.parse(content.toString('utf8'));
        return typeof parsed === 'object' && parsed !== null ? parsed : null;
      } catch {
        return null;
      }
    });
    reader = async () => (await read()) ?? null;
    readers.set(file, reader);
  }
  return reader;
}
