import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SHELL_RENDER_ENTRY, type ServerRenderer } from 'shared-contracts';

const requireBundle = createRequire(import.meta.url);

/**
 * The shell's server bundle (shell/dist/server/render.js), loaded at runtime like a remote and replaced when a
 * new build of the shell lands (its mtime or size changes), without a restart. Null while there is none: the
 * pages then go out empty and the browser renders them, as before server rendering.
 */
export function shellRendererLoader(shellDir: () => Promise<string>, onLoad: (renderer: ServerRenderer) => void): () => Promise<ServerRenderer | null> {
  let loaded: { file: string; mtimeMs: number; size: number; renderer: Promise<ServerRenderer> } | null = null;
  return async () => {
    // The live shell's folder: a release of the shell is another file, loaded as a new build is.
    const file = path.join(await shellDir(), SHELL_RENDER_ENTRY);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    if (!loaded || loaded.file !== file || loaded.mtimeMs !== stat.mtimeMs || loaded.size !== stat.size) {
      loaded = { file, mtimeMs: stat.mtimeMs, size: stat.size, renderer: loadRenderer(file, onLoad) };
      // A bundle that failed to load is tried again at the next request, not kept as a failure.
      const attempt = loaded;
      attempt.renderer.catch(() => {
        if (loaded === attempt) loaded = null;
      });
    }
    return loaded.renderer;
  };
}

/**
 * The renderer of the shell's bundle at `file`, required afresh (an earlier copy of that file is dropped), in this
 * thread or a render worker's (render-worker.ts).
 */
export async function requireShellRenderer(file: string): Promise<ServerRenderer> {
  delete requireBundle.cache[requireBundle.resolve(file)];
  // Module federation's async startup exports a promise of the entry's exports: the shared modules are
  // negotiated first, as in the browser.
  const exported = (await Promise.resolve(requireBundle(file))) as { renderer?: ServerRenderer };
  if (!exported.renderer || typeof exported.renderer.render !== 'function') throw new Error(`${SHELL_RENDER_ENTRY} exports no renderer`);
  return exported.renderer;
}

async function loadRenderer(file: string, onLoad: (renderer: ServerRenderer) => void): Promise<ServerRenderer> {
  const renderer = await requireShellRenderer(file);
  onLoad(renderer);
  return renderer;
}
