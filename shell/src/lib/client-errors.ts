import type { ClientErrorApp, ClientErrorKind } from 'shared-contracts';
import { API_PATHS, REMOTES } from 'shared-contracts/core';
import { apiPost } from 'shared-contracts/api-client';
import { REMOTE_CONTRACT_REFUSED_EVENT, REMOTE_LOAD_FAILED_EVENT } from '@/lib/remote-load-event';

/*
 * Decision 034: the browser tells the server when the site's own code fails, so a team sees at once in
 * /metrics whether its release broke something. Labels only (which build, which version, what kind): never a
 * message, an address or a stack, which can hold what a customer typed or the token of a link.
 */

const versions = new Map<ClientErrorApp, string>();
const reported = new Set<string>();

/** The build version of an app as this page loaded it (the release poller's first reading of each manifest). */
export function rememberVersion(app: ClientErrorApp, version: string): void {
  versions.set(app, version);
}

/** Once per app and kind a page load: a failing page must not send a report per render. */
export function reportClientError(app: ClientErrorApp, kind: ClientErrorKind): void {
  if (typeof window === 'undefined') return;
  const key = `${app} ${kind}`;
  if (reported.has(key)) return;
  reported.add(key);
  // keepalive: a chunk error reloads the page right after its report. The report goes out at once; the schema of its
  // answer loads beside it (docs/decisions/071: zod is not in the page's start).
  const answerSchema = import('shared-contracts').then((contracts) => contracts.clientErrorAnswerSchema);
  apiPost(API_PATHS.clientErrors, { app, version: versions.get(app) ?? 'unknown', kind }, answerSchema, { keepalive: true }).catch(() => undefined);
}

/** The build a federation id names (`mfe_public/PublicPage`, `mfe_public`): the remote's package name. */
export function appOfFederationId(id: string): ClientErrorApp {
  const scope = id.split('/')[0];
  const remote = Object.values(REMOTES).find((candidate) => candidate.scope === scope);
  return remote?.packageName ?? 'shell';
}

/** The build whose file threw: a remote's files are served under /remotes/<package>/, the shell's elsewhere. */
export function appOfError(error: unknown): ClientErrorApp {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const remote = Object.values(REMOTES).find((candidate) => stack.includes(`/remotes/${candidate.packageName}/`));
  return remote?.packageName ?? 'shell';
}

/**
 * Reports the remotes the federation runtime could not load or refused for their contracts (decision 062), and errors nothing handled, by the build they came
 * from. Answers the function that stops watching.
 */
export function watchClientErrors(target: Window = window): () => void {
  const onRemoteLoadFailed = (event: Event) => {
    const id = event instanceof CustomEvent && typeof event.detail === 'string' ? event.detail : '';
    reportClientError(appOfFederationId(id), 'remote-load');
  };
  const onContractRefused = (event: Event) => {
    const id = event instanceof CustomEvent && typeof event.detail === 'string' ? event.detail : '';
    reportClientError(appOfFederationId(id), 'contract');
  };
  const onError = (event: ErrorEvent) => reportClientError(appOfError(event.error), 'uncaught');
  const onRejection = (event: PromiseRejectionEvent) => reportClientError(appOfError(event.reason), 'uncaught');
  target.addEventListener(REMOTE_LOAD_FAILED_EVENT, onRemoteLoadFailed);
  target.addEventListener(REMOTE_CONTRACT_REFUSED_EVENT, onContractRefused);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener(REMOTE_LOAD_FAILED_EVENT, onRemoteLoadFailed);
    target.removeEventListener(REMOTE_CONTRACT_REFUSED_EVENT, onContractRefused);
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
