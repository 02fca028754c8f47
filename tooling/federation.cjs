// The one module federation helper every app uses, so shared dependencies are declared once.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { treeShakenShared } = require('./shared-used-exports.cjs');

const root = path.resolve(__dirname, '..');

// `shared-ui/forms` is an entry of `shared-ui`: its version is the package's.
const packageOf = (entry) => entry.split('/').slice(0, entry.startsWith('@') ? 2 : 1).join('/');

function installedVersion(entry) {
  const file = require.resolve(`${packageOf(entry)}/package.json`, { paths: [root] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * Singletons, so the page holds one React, router, query client, i18n and jotai store (docs/architecture.md);
 * the trailing-slash entries share deep imports (react/jsx-runtime, react-dom/client, jotai/utils).
 */
const SINGLETONS = [
  ['react', true],
  ['react-dom', true],
  ['react-router', false],
  ['react-router-dom', false],
  ['@tanstack/react-query', false],
  ['@tanstack/query-core', false],
  ['jotai', true],
  ['@lingui/core', false],
  ['@lingui/react', false],
  ['@chakra-ui/react', false],
  ['@emotion/react', true],
  // One form library for every app: a form built with shared-ui's hooks and an app's `Controller` or
  // `useFormContext` must see the same react-hook-form.
  ['react-hook-form', false],
  // With its deep imports, each a singleton of its own: `shared-contracts/core` (the zod-free part a page's first load
  // reads, re-exported by the main entry by this name, docs/decisions/071), `shared-contracts/atoms`,
  // `shared-contracts/api-client`. The main entry (every zod schema) then loads with its first use.
  ['shared-contracts', true],
  // A just-in-time workspace package (TypeScript source, compiled by each app): its version is its
  // package.json's, read through the workspace link like any installed package. Its `shared-ui/messages`
  // entry (a stateless catalog loader) is not shared: each app bundles it.
  ['shared-ui', false],
  // The form recipe, a singleton of its own so that react-hook-form loads only with a form (docs/decisions/038).
  ['shared-ui/forms', false],
  // What a page drawn at build time takes from shared-ui without Chakra (the Chakra islands' one loader, the
  // leaving-site link): a singleton of its own, so every app shares the loader (docs/decisions/072, third step).
  ['shared-ui/chakra-free', false],
];

function sharedConfig({ server = false } = {}) {
  const shared = {};
  for (const [pkg, withDeepImports] of SINGLETONS) {
    const version = installedVersion(pkg);
    const entry = { singleton: true, requiredVersion: `^${version}`, version };
    shared[pkg] = entry;
    if (withDeepImports) shared[`${pkg}/`] = { ...entry };
  }
  // Chakra whole is ~300 KB gzip, react-router ~59 KB; every app shares only what some app of the repo imports
  // (docs/decisions/002-chakra-tree-shaking.md, 038-router-and-forms-off-the-first-load.md).
  // The server bundle is read from disk once per release: bytes do not matter there, a missing export would.
  if (!server) {
    for (const { pkg, usedExports, offSwitch } of treeShakenShared()) {
      if (process.env[offSwitch] !== '0') shared[pkg].treeShaking = { mode: 'runtime-infer', usedExports };
    }
  }
  return shared;
}

/**
 * The browser's federation runtime once per page, not once per remote entry (~28 KB gzip each; docs/decisions/028): the
 * host provides it (it exposes nothing), the remotes use the host's. Production only: a remote's standalone
 * page (`npm run dev -w mfe-public`) has no host to provide it. The server builds keep their own (bytes do not
 * matter there, and each loads in its own module scope).
 */
function externalRuntimeOf(exposes) {
  return exposes ? { experiments: { externalRuntime: true } } : { runtimePlugins: [provideExternalRuntimePlugin()] };
}

/**
 * The plugin that hands the host's runtime-core to the remotes, as its ES module. `provideExternalRuntime`
 * adds the package's CommonJS build, which requires the CommonJS runtime-core: the host then carried two
 * runtime-cores, one for itself and one for the remotes (~16 KB gzip; docs/decisions/041).
 */
function provideExternalRuntimePlugin() {
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [root] });
  const esModule = path.join(path.dirname(commonJs), 'index.js');
  if (!fs.existsSync(esModule)) throw new Error(`No ES module build of the external runtime plugin at ${esModule}`);
  return esModule;
}

const serverTarget = (runtimePlugins) => ({
  runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), ...runtimePlugins],
  library: { type: 'commonjs-module' },
  remoteType: 'script',
  experiments: { asyncStartup: true },
});

/** In the browser the runtime drops its Node code paths (script loading by fetch and vm): `target: 'web'`. */
function browserTarget({ exposes, runtimePlugins, externalRuntime }) {
  const external = externalRuntime ? externalRuntimeOf(exposes) : {};
  return {
    runtimePlugins: [...runtimePlugins, ...(external.runtimePlugins ?? [])],
    experiments: { optimization: { target: 'web' }, ...external.experiments },
  };
}

/**
 * @param {{ name: string, exposes?: Record<string, string>, runtimePlugins?: string[], server?: boolean, externalRuntime?: boolean }} options
 * The host declares no remotes: it registers them at runtime from /env.json (in the browser) or from the same
 * manifests (on the server). The server build is module federation's node target
 * (docs/decisions/027-federated-server-rendering.md): a `commonjs-module` container the node runtime plugin
 * fetches and evaluates, no manifest of its own (the browser build's manifest names it as `ssrRemoteEntry`).
 */
function federationPlugin({ name, exposes, runtimePlugins = [], server = false, externalRuntime = false }) {
  return new ModuleFederationPlugin({
    name,
    filename: exposes ? 'remoteEntry.js' : undefined,
    exposes,
    remotes: {},
    shared: sharedConfig({ server }),
    shareStrategy: 'loaded-first',
    manifest: !server,
    dts: false,
    ...(server ? serverTarget(runtimePlugins) : browserTarget({ exposes, runtimePlugins, externalRuntime })),
  });
}

/** Where a remote's server container sits beside its browser build, as the manifest's `ssrRemoteEntry` names it. */
const SERVER_DIR = 'server';

module.exports = { federationPlugin, sharedConfig, SINGLETONS, SERVER_DIR };
