import type { FastifyBaseLogger } from 'fastify';
import { contractStampsOf, unsatisfiedContracts, type ContractStamps, type InProcessFetch } from 'shared-contracts';

/**
 * Decision 062 on the server: the render runs the live shell's server bundle, with its shared-contracts and
 * shared-ui, so a remote built against later versions of them is not rendered there either. Its manifest, as the
 * render reads it, is compared with the live shell's stamps; a refusal throws before the remote's server entry is
 * fetched, and the runtime leaves its areas to the browser, which shows the unavailable panel and reports it.
 */
export function contractGuardFetch(
  read: InProcessFetch,
  options: { shellStamps: () => Promise<ContractStamps | null>; log: FastifyBaseLogger },
): InProcessFetch {
  return async (url, init) => {
    const answer = await read(url, init);
    if (!answer?.ok || !new URL(url).pathname.endsWith('/mf-manifest.json')) return answer;
    const text = await answer.text();
    const rebuilt = new Response(text, { status: answer.status, headers: answer.headers });
    let remote: ContractStamps | null = null;
    try {
      remote = contractStampsOf(JSON.parse(text));
    } catch {
      // Not JSON: the runtime's own parse says so.
    }
    const shell = remote ? await options.shellStamps() : null;
    if (!remote || !shell) return rebuilt;
    const unsatisfied = unsatisfiedContracts(shell, remote);
    if (unsatisfied.length === 0) return rebuilt;
    const reason = unsatisfied.map(({ name, required, provided }) => `built against ${name} ${required}, the live shell provides ${provided}`).join('; ');
    options.log.error({ url, reason }, 'server render: a remote refused for its contracts, its areas left to the browser');
    throw new Error(`${url} refused: ${reason}`);
  };
}
