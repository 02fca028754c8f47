import type { MessagePort } from 'node:worker_threads';
import type { RemoteKey, ServerRenderRequest } from 'shared-contracts';

/*
 * What the main thread and a render worker say to each other (docs/decisions/047): one task per page, and, during
 * it, the worker's reads of the server's own origin and of trusted remotes, answered by the main thread (which
 * holds Fastify, the trust policy, the log and the metrics) over the task's own message port.
 */

export interface RenderTask {
  /** The live shell's render entry (its folder changes with a release of the shell). */
  shellFile: string;
  /** Every remote's manifest, absolute. */
  manifests: Record<RemoteKey, string>;
  /** The remotes' live versions: a worker that registered other versions registers them again, with force. */
  versionsKey: string;
  /** Production: a shell that cannot take the reads is refused (decision 045). */
  readsRequired: boolean;
  request: ServerRenderRequest;
  /** The worker's end of the task's channel for its reads. */
  port: MessagePort;
}

/** A read the worker asks for. */
export interface ReadRequest {
  id: number;
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** Its answer: a response, null (not answered: the network), or the error that refused it. */
export type ReadAnswer =
  | { id: number; response: { status: number; headers: Array<[string, string]>; body: Uint8Array } | null }
  | { id: number; error: string };
