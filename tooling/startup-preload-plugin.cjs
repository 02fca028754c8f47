// The shell's page names the scripts its start needs, so the browser fetches them with the HTML instead of
// discovering them one level at a time (docs/decisions/039-startup-preloads.md).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

const blockChunks = (chunkGraph, module) => module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);

/**
 * The chunks the page loads before the shell can hydrate: those of the async boundary (`import('./bootstrap')`,
 * shell/src/index.ts), and for every shared module those chunks consume, the chunks of the shell's own copy of it
 * (its provide module's: the shell registers first and its copies are the ones loaded, docs/decisions/001), the
 * same again for the shared modules that copy consumes (react-router-dom consumes react-router). A shared module
 * the start does not import (the form recipe, react-hook-form) stays out, as do lazy chunks (analytics, the
 * captcha): they are blocks of ordinary imports, not of shared modules.
 */
function startupChunks(compilation, boundaryRequest) {
  const { chunkGraph } = compilation;
  const boundary = compilation.chunkGroups.find((group) => group.origins.some((origin) => origin.request === boundaryRequest));
  if (!boundary) throw new Error(`startup-preload-plugin: no chunk group comes from import('${boundaryRequest}')`);
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED) provided.set(module._name, blockChunks(chunkGraph, module));
  }
  const chunks = new Set(boundary.chunks);
  const queue = [...boundary.chunks];
  while (queue.length > 0) {
    const chunk = queue.pop();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      for (const next of provided.get(module.options.shareKey) ?? blockChunks(chunkGraph, module)) {
        if (chunks.has(next)) continue;
        chunks.add(next);
        queue.push(next);
      }
    }
  }
  return chunks;
}

class StartupPreloadPlugin {
  /** @param {{ boundaryRequest: string }} options the request of the entry's `import()` that starts the app */
  constructor({ boundaryRequest }) {
    this.boundaryRequest = boundaryRequest;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
        const files = [...startupChunks(compilation, this.boundaryRequest)]
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.js'))
          .sort();
        // Low priority: the page paints from its HTML alone; these are needed for hydration, after it. The
        // first paint's own requests (the HTML, then nothing) keep the bandwidth.
        const tags = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}`, fetchpriority: 'low' }),
        );
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
