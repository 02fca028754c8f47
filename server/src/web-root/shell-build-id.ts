import path from 'node:path';
import { buildVersionOf } from 'shared-contracts';
import { fileByMtime } from './file-by-mtime.js';

/** The shell's build id from its mf-manifest.json (spec 4.9); '' while there is no build. */
export function shellBuildIdReader(shellDist: string): () => Promise<string> {
  const read = fileByMtime(path.join(shellDist, 'mf-manifest.json'), (content) => {
    try {
      return buildVersionOf(JSON.parse(content.toString('utf8'))) ?? '';
    } catch {
      // A manifest caught half-written during a deploy; the next change of mtime rereads it.
      return '';
    }
  });
  return async () => (await read()) ?? '';
}
