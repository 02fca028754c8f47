import { CHAT_ENVIRONMENT } from 'shared-contracts/core';

/** The Genesys Web Messenger's global: a command queue until its bootstrap script takes over. */
export type GenesysFunction = ((...args: unknown[]) => unknown) & {
  q?: unknown[][];
  t?: number;
  c?: { environment: string; deploymentId: string };
};

declare global {
  interface Window {
    Genesys?: GenesysFunction;
    _genesysJs?: string;
  }
}

/**
 * The deployment snippet of Genesys Cloud Web Messenger, as a function: it names the global (`_genesysJs`),
 * defines `Genesys` as a queue of the calls made before the bootstrap script arrives, hands the script its
 * configuration (`c`: environment `prod-usw2` of spec 9, the deployment id) and loads the script. The
 * promise settles with the script element's load or error event. Once per page: later calls get the same
 * promise.
 */
let loading: Promise<void> | null = null;

export function loadGenesysMessenger(settings: { deploymentId: string; scriptUrl: string }): Promise<void> {
  loading ??= appendSnippet(settings);
  return loading;
}

function appendSnippet({ deploymentId, scriptUrl }: { deploymentId: string; scriptUrl: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    window._genesysJs = 'Genesys';
    if (!window.Genesys) {
      const queue: GenesysFunction = (...args: unknown[]) => {
        (queue.q = queue.q ?? []).push(args);
      };
      window.Genesys = queue;
    }
    window.Genesys.t = Date.now();
    window.Genesys.c = { environment: CHAT_ENVIRONMENT, deploymentId };

    const script = document.createElement('script');
    script.async = true;
    script.charset = 'utf-8';
    script.src = scriptUrl;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`${scriptUrl} did not load`)), { once: true });
    document.head.appendChild(script);
  });
}

/** Spec 1: opens the messenger (queued by the snippet if its script is still on the way). */
export function openGenesysMessenger(): void {
  window.Genesys?.('command', 'Messenger.open');
}

/** Tests only. */
export function forgetGenesysForTests(): void {
  loading = null;
  delete window.Genesys;
  delete window._genesysJs;
}
