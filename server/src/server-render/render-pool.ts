import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { InProcessFetch, ServerRenderResult } from 'shared-contracts';
import type { ReadAnswer, ReadRequest, RenderTask } from './render-task.js';

/**
 * Renders off the main event loop (docs/decisions/047): a fixed pool of worker threads, as many as the cores, each
 * rendering one page at a time with its own copy of the shell's bundle. A burst of uncached pages then queues in
 * the pool and never holds up the API calls the main thread answers; pages render side by side, one per core.
 * The main thread answers each worker's reads with `renderFetch` (in process, or checked: decisions 044, 045).
 */
export interface RenderPool {
  render(task: Omit<RenderTask, 'port'>, signal: AbortSignal): Promise<ServerRenderResult>;
  readonly threads: number;
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  threads: number;
  renderFetch: InProcessFetch;
  /** The worker's module: the built render-worker.js beside this file; a test gives the TypeScript source. */
  workerFile?: URL;
  /** A test's loader for that source (`--import tsx`). */
  execArgv?: string[];
}

async function answer(port: MessagePort, read: ReadRequest, renderFetch: InProcessFetch): Promise<void> {
  let reply: ReadAnswer;
  try {
    const response = await renderFetch(read.url, { method: read.method, headers: read.headers });
    reply = {
      id: read.id,
      response: response && { status: response.status, headers: [...response.headers], body: new Uint8Array(await response.arrayBuffer()) },
    };
  } catch (error) {
    reply = { id: read.id, error: error instanceof Error ? error.message : String(error) };
  }
  // The body's bytes move to the worker rather than being copied.
  port.postMessage(reply, 'response' in reply && reply.response ? [reply.response.body.buffer as ArrayBuffer] : []);
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const pool = new Piscina({
    filename: (options.workerFile ?? new URL('./render-worker.js', import.meta.url)).href,
    minThreads: options.threads,
    maxThreads: options.threads,
    // One page per worker at a time: its bundle's module state (the active locale, the origin) is that page's.
    concurrentTasksPerWorker: 1,
    // The bundles are loaded once per thread and kept: a thread that ended would load them again.
    idleTimeout: Number.POSITIVE_INFINITY,
    ...(options.execArgv ? { execArgv: options.execArgv } : {}),
  });
  return {
    threads: options.threads,
    async render(task, signal) {
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (read: ReadRequest) => void answer(port1, read, options.renderFetch));
      try {
        return (await pool.run({ ...task, port: port2 } satisfies RenderTask, { transferList: [port2], signal })) as ServerRenderResult;
      } finally {
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}
