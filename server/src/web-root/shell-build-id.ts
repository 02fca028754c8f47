import path from 'node:path';
import { buildVersionOf } from 'shared-contracts';
import { fileByMtime } from './file-by-mtime.js';
import { liveShellReader } from './live-builds.js';
import type { WebRootLayout } from './web-root-layout.js';

// One reader per manifest file for the whole process: a release of the shell is another file.
const readers = new Map<string, () => Promise<string | null>>();

function manifestVersionReader(file: string): () => Promise<string | null> {
  let read = readers.get(file);
  if (!read) {
    read = fileByMtime(file, (content) => {
      try {
        return buildVersionOf(JSON.parse(content.toString('utf8'))) ?? '';
      } catch {
        // A manifest caught half-written during a deploy; the next change of mtime rereads it.
        return '';
      }
    });
    readers.set(file, read);
  }
  return read;
}

/** The live shell's build id from its mf-manifest.json (spec 4.9); '' while there is no build. */
export function shellBuildIdReader(layout: WebRootLayout): () => Promise<string> {
  const readLive = liveShellReader(layout);
  return async () => (await manifestVersionReader(path.join((await readLive()).dir, 'mf-manifest.json'))()) ?? '';
}
