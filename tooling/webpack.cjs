// The webpack config every app uses: swc for TS/JSX (+ Lingui macros), module federation, hashed chunks.
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { execSync } = require('node:child_process');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const TerserPlugin = require('terser-webpack-plugin');
const swcOptions = require('./swc.cjs');
const { federationPlugin, SERVER_DIR } = require('./federation.cjs');
const { RemoteManifestPlugin } = require('./remote-manifest-plugin.cjs');
const { ContractStampPlugin } = require('./contract-plugin.cjs');

/**
 * The build id stamped into the manifest's metaData.buildInfo.buildVersion, which the shell's release poller
 * compares (docs/decisions/003-reload-at-next-navigation.md).
 * MF_BUILD_VERSION wins; otherwise the git commit plus a timestamp, so every build is told apart.
 */
function buildVersion() {
  if (process.env.MF_BUILD_VERSION) return process.env.MF_BUILD_VERSION;
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // Not a git checkout (a tarball deploy): the random part alone tells builds apart.
  }
  return `${commit}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

// Both builds of an app resolve its sources alike: `@/` is the app's src, `@tooling/` this folder, `styled-system/`
// the app's generated Panda CSS functions (docs/decisions/060).
const resolveOf = (app) => ({
  extensions: ['.tsx', '.ts', '.mjs', '.js'],
  alias: { '@': path.join(app.dir, 'src'), '@tooling': __dirname, 'styled-system': path.join(app.dir, 'styled-system') },
});

const swcRule = (mode) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: { loader: 'swc-loader', options: swcOptions({ mode }) },
});

/**
 * The server build beside the browser one (docs/decisions/027-federated-server-rendering.md): module
 * federation's node target, one file per app (the server reads it once per release, so chunks would only add
 * round trips). A remote builds its container `server/remoteEntry.js`, named in its browser manifest; the shell
 * builds `server/render.js`, the render entry the Fastify server loads.
 */
function serverConfig(app, mode) {
  return {
    name: 'server',
    mode,
    context: app.dir,
    target: 'async-node',
    entry: app.host ? { render: './src/server-entry/render-entry.ts' } : {},
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist', SERVER_DIR),
      // 'auto' reads the address of a <script> and fails in Node; the server build has no chunk to load, so the
      // path only names files, as the server serves them (shared-contracts' remoteBasePath).
      publicPath: app.host ? '/' : `/remotes/${path.basename(app.dir)}/`,
      uniqueName: `${app.name}_server`,
      // A remote's only chunk is its container, named as the manifest's ssrRemoteEntry says.
      filename: app.host ? '[name].js' : 'remoteEntry.js',
      chunkFilename: '[name].js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: resolveOf(app),
    module: {
      rules: [
        swcRule(mode),
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/i, type: 'asset/resource', generator: { emit: false } },
        // A remote's page module imports its build-time stylesheet (docs/decisions/060); the server never applies
        // CSS: the page's HTML links the browser build's file (server/src/web-root/remote-preloads.ts).
        { test: /\.css$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      federationPlugin({ name: app.name, exposes: app.exposes, server: true }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * V8's explicit compile hint (Chromium 136 and later): the functions of a file marked so are compiled as the
 * script streams in, on a background thread, instead of on the main thread the first time each is called. Every
 * chunk of these builds is fetched only to run (the start, a page, a dialog), so all of them are marked. It cut the
 * blocking time of `/faq`'s start by about 40% (docs/decisions/043). Added after minification,
 * which would drop the comment, and before the source maps, so they count the line it adds.
 */
const compileHintsPlugin = () =>
  new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50,
  });

function browserConfig(app, mode, { afterServer = false, env = {} } = {}) {
  return {
    name: 'browser',
    // A remote's manifest records the digest of its server container (remote-manifest-plugin.cjs,
    // docs/decisions/045): the server build is written first.
    ...(afterServer ? { dependencies: ['server'] } : {}),
    mode,
    context: app.dir,
    entry: { main: './src/index.ts' },
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      publicPath: app.host ? '/' : 'auto',
      uniqueName: app.name,
      filename: 'static/js/[name].[contenthash:8].js',
      chunkFilename: 'static/js/[name].[contenthash:8].js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      // The server build writes dist/server beside this one, at the same time.
      clean: { keep: new RegExp(`^${SERVER_DIR}/`) },
    },
    resolve: resolveOf(app),
    module: {
      rules: [
        swcRule(mode),
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/i, type: 'asset/resource' },
        // Build-time styles (docs/decisions/060): the stylesheet Panda CSS wrote is extracted into one hashed file
        // that the page links in its <head>; no style is injected by JavaScript.
        { test: /\.css$/i, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { import: false, url: false } }] },
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({ filename: 'static/css/[name].[contenthash:8].css', chunkFilename: 'static/css/[name].[contenthash:8].css' }),
      federationPlugin({ name: app.name, exposes: app.exposes, runtimePlugins: app.runtimePlugins, externalRuntime: mode === 'production' }),
      ...(app.exposes ? [new RemoteManifestPlugin({ serverEntry: afterServer ? path.join(app.dir, 'dist', SERVER_DIR, 'remoteEntry.js') : null })] : []),
      // The contracts it was built against, in its manifest (docs/decisions/062). Not in `webpack serve`: a dev
      // server is never released, and the surface takes a type check of both packages.
      ...(env.WEBPACK_SERVE ? [] : [new ContractStampPlugin({ srcDir: path.join(app.dir, 'src') })]),
      new HtmlWebpackPlugin({
        // Remotes share one page for their standalone mode; the shell has its own.
        template: app.host ? path.join(app.dir, 'public/index.html') : path.join(__dirname, 'standalone/index.html'),
        title: app.title,
        scriptLoading: 'defer',
        ...(app.favicon ? { favicon: path.join(app.dir, app.favicon) } : {}),
      }),
      // The shell's page names the chunks of its start (docs/decisions/039-startup-preloads.md).
      ...(app.host ? [new StartupPreloadPlugin({ boundaryRequest: './bootstrap' })] : []),
      compileHintsPlugin(),
    ],
    devServer: {
      port: app.port,
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      ...(app.devProxy ? { proxy: app.devProxy } : {}),
    },
    stats: 'errors-warnings',
  };
}

/**
 * @param {{ dir: string, name: string, port: number, exposes?: Record<string,string>, host?: boolean, title: string, runtimePlugins?: string[], devProxy?: object[], favicon?: string }} app
 */
module.exports = function createAppConfig(app) {
  return (env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    // The federation manifest plugin reads this variable for buildInfo.buildVersion.
    process.env.MF_BUILD_VERSION = buildVersion();
    // `webpack serve` (npm run dev) serves the browser build alone; pages are then rendered in the browser.
    if (env?.WEBPACK_SERVE) return browserConfig(app, mode, { env });
    return [serverConfig(app, mode), browserConfig(app, mode, { afterServer: Boolean(app.exposes), env: env ?? {} })];
  };
};
