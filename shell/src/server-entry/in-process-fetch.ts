import path from 'node:path';
import vm from 'node:vm';
import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { setServerRenderFetch } from 'shared-contracts/api-client';
import type { InProcessFetch } from 'shared-contracts';

/**
 * Evaluates a remote's server entry (a `commonjs-module` container) as the node runtime's own loader does, from
 * bytes read in the process. The runtime's node loader fetches the entry with the global fetch and takes no fetch
 * hook, so the entry is loaded here, in the `loadEntry` hook, and the runtime is handed the container.
 */
function evaluateContainer(source: string, url: URL, globalName: string): unknown {
  const scope: { exports: Record<string, unknown>; module: { exports: Record<string, unknown> } } = { exports: {}, module: { exports: {} } };
  const filename = path.posix.basename(url.pathname);
  const script = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${source}\n})`, { filename: url.href });
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  // Node's own createRequire: webpack rewrites an imported one into its bundle's require, which a container
  // evaluated outside the bundle cannot use.
  const requireFromCwd = process.getBuiltinModule('node:module').createRequire(path.join(process.cwd(), '__mf_require_base__.js'));
  run(scope.exports, scope.module, requireFromCwd, path.posix.dirname(url.pathname), filename);
  const exported = scope.module.exports ?? scope.exports;
  const container = exported[globalName] ?? exported;
  (globalThis as Record<string, unknown>)[globalName] = container;
  return container;
}

/** What the runtime expects back from `loadEntry`: the remote's container (its `init` and `get`). */
type LoadedEntry = Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;

/**
 * The server's render reaches the server's own addresses inside the process (docs/decisions/044): the federation
 * runtime's manifests and chunks (its fetch hook), the remotes' server entries (its loadEntry hook) and the API
 * client's public reads (the careers openings) all ask `fetch` first; a URL it does not answer (another origin)
 * goes out over the network as before.
 */
export function setInProcessFetch(fetch: InProcessFetch): void {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'in-process-fetch',
    // The hook's type wants a Response; its callers (the manifest loader, the node runtime's chunk loader) take
    // anything else, undefined here, as "not answered" and fetch over the network.
    fetch: (url, init) => fetch(url, init).then((answered) => answered ?? undefined) as Promise<Response>,
    async loadEntry({ remoteInfo }) {
      const answered = await fetch(remoteInfo.entry);
      if (!answered) return undefined;
      if (!answered.ok) throw new Error(`the server entry of ${remoteInfo.name} answered ${answered.status}`);
      return evaluateContainer(await answered.text(), new URL(remoteInfo.entry), remoteInfo.entryGlobalName) as LoadedEntry;
    },
  };
  registerPlugins([plugin]);
  setServerRenderFetch(fetch);
}
