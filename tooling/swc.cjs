// One swc options file for webpack (swc-loader) and jest (@swc/jest): TypeScript, JSX and the Lingui macros.
// @lingui/swc-plugin and @swc/core are pinned exactly in package.json: the Wasm plugin ABI breaks across versions.
module.exports = function swcOptions({ mode = 'production', module = 'es6' } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', development: mode === 'development' } },
      experimental: {
        plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]],
      },
    },
    module: { type: module },
    sourceMaps: true,
  };
};
