/**
 * Sent on window with the federation id of a remote that did not load (features/remotes/federation-runtime-plugin.ts),
 * for the error report (lib/client-errors.ts). An event, not a call, and a module that imports nothing: the runtime
 * plugin runs while the shared scope is set up, before any shared module (the API client among them) may load.
 */
export const REMOTE_LOAD_FAILED_EVENT = 'roadbridge:remote-load-failed';

/** Sent on window with the federation name of a remote refused for its contracts (docs/decisions/062). */
export const REMOTE_CONTRACT_REFUSED_EVENT = 'roadbridge:remote-contract-refused';
