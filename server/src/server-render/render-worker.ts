import fs from 'node:fs/promises';
import os from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import type { ServerRenderResult, ServerRenderer } from 'shared-contracts';
import { responseOf } from './in-process-fetch.js';
import type { ReadAnswer, ReadRequest, RenderTask } from './render-task.js';
import { requireShellRenderer } from './shell-renderer.js';

/*
 * A render worker (docs/decisions/047): a thread of its own with its own copy of the shell's server bundle and the
 * remotes' server entries, so its module-level state (Lingui's active locale, the API client's origin) belongs to
 * the one page it renders at a time, while other workers render other pages and the main thread answers calls.
 * Its reads go to the main thread over the task's port: the server's own origin in process (decision 044), other
 * origins checked there (decision 045).
 */

/** 10 of 19: a render yields to the calls without starving when the machine is busy. */
const RENDER_THREAD_NICE = 10;

// Below the main thread in the CPU's queue: on Linux a thread's nice value is its own, so with every core busy the
// event loop that answers the calls runs first and the renders take what is left (docs/decisions/047). Elsewhere,
// or without the right to lower it, the thread keeps the process's priority.
try {
  os.setPriority(RENDER_THREAD_NICE);
} catch {
  // Not permitted here: renders share the CPU evenly with the calls.
}

let loaded: { file: string; mtimeMs: number; size: number; renderer: ServerRenderer } | null = null;
let registeredKey: string | null = null;
let port: MessagePort | null = null;
let nextRead = 0;
const waiting = new Map<number, { resolve: (answer: ReadAnswer) => void }>();

function onAnswer(answer: ReadAnswer) {
  waiting.get(answer.id)?.resolve(answer);
  waiting.delete(answer.id);
}

/** The reads handed to the shell once: each goes over the port of the task under way. */
async function readThroughMain(url: string, init?: RequestInit): Promise<Response | null> {
  if (!port) throw new Error(`read of ${url} outside a render`);
  const id = (nextRead += 1);
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const answered = new Promise<ReadAnswer>((resolve) => waiting.set(id, { resolve }));
  const read: ReadRequest = { id, url, method: init?.method ?? 'GET', headers };
  port.postMessage(read);
  const answer = await answered;
  if ('error' in answer) throw new Error(answer.error);
  if (!answer.response) return null;
  const { status, headers: answerHeaders, body } = answer.response;
  return responseOf(status, answerHeaders, body);
}

/** The live shell's bundle, loaded again when its file changes (a new build or a release of the shell). */
async function rendererFor(task: RenderTask): Promise<ServerRenderer> {
  const stat = await fs.stat(task.shellFile);
  if (!loaded || loaded.file !== task.shellFile || loaded.mtimeMs !== stat.mtimeMs || loaded.size !== stat.size) {
    const renderer = await requireShellRenderer(task.shellFile);
    if (renderer.setInProcessFetch) renderer.setInProcessFetch(readThroughMain);
    else if (task.readsRequired) throw new Error('this shell release cannot read in process (built before decision 044): its pages are rendered by the browser');
    renderer.registerRemotes(task.manifests);
    loaded = { file: task.shellFile, mtimeMs: stat.mtimeMs, size: stat.size, renderer };
    registeredKey = task.versionsKey;
  } else if (registeredKey !== task.versionsKey) {
    // A remote was released: its next render loads the new server entry.
    loaded.renderer.registerRemotes(task.manifests, { force: true });
    registeredKey = task.versionsKey;
  }
  return loaded.renderer;
}

/** One page: piscina runs one task at a time in this worker (concurrentTasksPerWorker 1). */
export default async function render(task: RenderTask): Promise<ServerRenderResult> {
  port = task.port;
  port.on('message', onAnswer);
  try {
    const renderer = await rendererFor(task);
    return await renderer.render(task.request);
  } finally {
    port.off('message', onAnswer);
    port.close();
    port = null;
  }
}
