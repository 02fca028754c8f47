// Names the remote's server container in its browser manifest (`metaData.ssrRemoteEntry`), so the server finds
// it from the same manifest URL as the browser: module federation's runtime picks `ssrRemoteEntry` outside a
// browser (docs/decisions/027-federated-server-rendering.md).
const { SERVER_DIR } = require('./federation.cjs');

const MANIFEST = 'mf-manifest.json';

class SsrRemoteEntryPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SsrRemoteEntryPlugin', (compilation) => {
      // After the federation manifest plugin, which emits at the optimize-transfer stage.
      compilation.hooks.processAssets.tap({ name: 'SsrRemoteEntryPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_DIR, type: 'commonjs-module' };
        compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { SsrRemoteEntryPlugin };
