import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_CONTRACT_REFUSED_EVENT, REMOTE_LOAD_FAILED_EVENT } from '@/lib/remote-load-event';
import { serverRenderedStylesheet } from '@/features/remotes/server-stylesheet';

const RETRIES = 2;
const RETRY_DELAY_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The version of a shared package this page runs: the copy loaded (loaded first: the shell's), or the shell's own. */
function runningVersion(host: ModuleFederation, name: string): string | null {
  const versions = Object.entries(host.shareScopeMap.default?.[name] ?? {});
  const running = versions.find(([, shared]) => shared.loaded || shared.loading) ?? versions.find(([, shared]) => shared.from === host.name);
  return running?.[0] ?? null;
}

/** A remote the page may not run: it was built against contracts this shell's copies do not satisfy (decision 062). */
class ContractRefusedError extends Error {
  override name = 'ContractRefusedError';
}

/**
 * First two of the three layers against a remote that fails (each remote is deployed alone, so one may be
 * down while the shell is up): a couple of quick retries of the
 * manifest fetch, then a clear log line; the React error boundary around the remote's area is the third.
 */
export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  let host: ModuleFederation | null = null;
  return {
    name: 'portal-remote-guard',
    // The page's federation instance, for the share scope the contract check reads; every load passes here first.
    beforeRequest(args) {
      host = args.origin;
      return args;
    },
    /**
     * A remote's build-time stylesheet (docs/decisions/060) that the server linked in the page's `<head>`: the runtime
     * takes that link instead of adding a second one to the same file. It re-appends it to the `<head>`'s end, where
     * its own link would have gone (the cascade is the one a runtime-added sheet has); the file is not fetched again.
     */
    createLink({ url, attrs }) {
      return serverRenderedStylesheet(url, attrs);
    },
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
        try {
          // Not the API client: a remote's manifest and chunks are static build files, fetched for the runtime.
          const response = await fetch(url, init);
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < RETRIES) await wait(RETRY_DELAY_MS * (attempt + 1));
      }
      throw lastError instanceof Error ? lastError : new Error(`Could not fetch ${url}`);
    },
    /**
     * Decision 062: `shared-contracts` and `shared-ui` are singletons loaded first, so a remote runs with this page's
     * copies. One built against a later version of either is not run: it would parse with schemas, and render with
     * components, older than its own. Its area shows the unavailable panel and the page reports it.
     */
    async loadRemoteSnapshot(args) {
      // Imported here, not at the top: the plugin is created while the shared scope is set up, before any shared
      // module may load; a remote is loaded after the shell has started with its own copy. From the core: the first
      // load has it already, and the page's remote waits on this check (the main entry brought zod, decision 071).
      const { contractStampsOf, unsatisfiedContracts, CONTRACT_PACKAGES } = await import('shared-contracts/core');
      const remote = contractStampsOf(args.manifestJson);
      // A build from before builds carried stamps: its release was checked the old way (decision 035).
      if (!remote) return args;
      const running = host;
      if (!running) return args;
      const provided = Object.fromEntries(
        CONTRACT_PACKAGES.map((name) => [name, { version: runningVersion(running, name) ?? '0.0.0', surface: '' }]),
      ) as Parameters<typeof unsatisfiedContracts>[0];
      const unsatisfied = unsatisfiedContracts(provided, remote);
      if (unsatisfied.length === 0) return args;
      const id = args.moduleInfo.name;
      window.dispatchEvent(new CustomEvent(REMOTE_CONTRACT_REFUSED_EVENT, { detail: id }));
      throw new ContractRefusedError(
        `remote ${id} was built against ${unsatisfied.map(({ name, required, provided: version }) => `${name} ${required} (this page runs ${version})`).join(', ')}`,
      );
    },
    errorLoadRemote({ id, error }) {
      if (error instanceof ContractRefusedError) {
        console.error(`[federation] ${error.message}`);
        // Reported as a contract refusal (above), not as a remote that did not load; the boundary shows the panel.
        return undefined;
      }
      console.error(`[federation] remote ${id} is unavailable`, error);
      window.dispatchEvent(new CustomEvent(REMOTE_LOAD_FAILED_EVENT, { detail: id }));
      // Returning nothing lets the error reach the area's error boundary, which shows the unavailable panel.
      return undefined;
    },
  };
}
