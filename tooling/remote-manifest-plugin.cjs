// What a remote's browser manifest carries beyond module federation's own fields, written once after the
// federation manifest plugin:
// - `metaData.ssrRemoteEntry`, the remote's server container, so the server finds it from the same manifest URL as
//   the browser: module federation's runtime picks `ssrRemoteEntry` outside a browser
//   (docs/decisions/027-federated-server-rendering.md);
// - `routeChunks`, the chunks each route's page hydrates with, so the server's page preloads them
//   (docs/decisions/040-route-chunk-preloads.md). A remote names a route's import `route-<route id>`
//   (mfe-public/src/app/page-registry.ts); a remote that names none gets no field.
// - `metaData.ssrRemoteEntry.integrity`, the SHA-256 of that container (`sha256-<base64>`, the form of Subresource
//   Integrity): a production server evaluates a server entry from another origin only when its bytes match it
//   (docs/decisions/045).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const { SERVER_DIR } = require('./federation.cjs');

const MANIFEST = 'mf-manifest.json';
const ROUTE_PREFIX = 'route-';

/** The JS files of every `route-<route id>` chunk group, by route id. */
function routeChunksOf(compilation) {
  const routeChunks = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith(ROUTE_PREFIX)) continue;
    routeChunks[name.slice(ROUTE_PREFIX.length)] = group.chunks
      .flatMap((chunk) => [...chunk.files])
      .filter((file) => file.endsWith('.js'))
      .sort();
  }
  return routeChunks;
}

/** `sha256-<base64>` of a file's bytes. */
function integrityOf(file) {
  return `sha256-${createHash('sha256').update(fs.readFileSync(file)).digest('base64')}`;
}

class RemoteManifestPlugin {
  /** @param {{ serverEntry: string | null }} options the server container, written before this build; null: none */
  constructor({ serverEntry }) {
    this.serverEntry = serverEntry;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      // After the federation manifest plugin, which emits at the optimize-transfer stage.
      compilation.hooks.processAssets.tap({ name: 'RemoteManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        const integrity = this.serverEntry && fs.existsSync(this.serverEntry) ? integrityOf(this.serverEntry) : undefined;
        manifest.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_DIR, type: 'commonjs-module', ...(integrity ? { integrity } : {}) };
        const routeChunks = routeChunksOf(compilation);
        if (Object.keys(routeChunks).length > 0) manifest.routeChunks = routeChunks;
        compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { RemoteManifestPlugin };
