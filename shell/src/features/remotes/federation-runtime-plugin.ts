import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_FAILED_EVENT } from '@/lib/remote-load-event';

const RETRIES = 2;
const RETRY_DELAY_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * First two of the three layers against a remote that fails (each remote is deployed alone, so one may be
 * down while the shell is up): a couple of quick retries of the
 * manifest fetch, then a clear log line; the React error boundary around the remote's area is the third.
 */
export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-guard',
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
    errorLoadRemote({ id, error }) {
      console.error(`[federation] remote ${id} is unavailable`, error);
      window.dispatchEvent(new CustomEvent(REMOTE_LOAD_FAILED_EVENT, { detail: id }));
      // Returning nothing lets the error reach the area's error boundary, which shows the unavailable panel.
      return undefined;
    },
  };
}
