import { buildVersionOf, pollUrl } from 'shared-contracts/core';

export interface ReleasePollerOptions {
  /** Every remote's manifest and the shell's own. */
  manifestUrls: readonly string[];
  intervalMs: number;
  onNewRelease: (url: string) => void;
  /** The version each manifest had at its first answer: the build this page runs. */
  onBaseline?: (url: string, version: string) => void;
  fetchImpl?: typeof fetch;
}

async function readBuildVersion(url: string, fetchImpl: typeof fetch): Promise<string | null> {
  try {
    // Not the API client (fetch by default): a manifest is a static build file of the shell or a remote, not our API.
    const response = await fetchImpl(pollUrl(url, Date.now()), { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    return buildVersionOf(await response.json());
  } catch {
    // Offline or a remote briefly down: not a new release; the next poll tries again.
    return null;
  }
}

/**
 * Spec 4.9: polls each manifest's metaData.buildInfo.buildVersion with a timestamp query and
 * reports the first change. The first answer of each URL is its baseline. Polls pause while the tab is hidden.
 */
export function startReleasePoller({ manifestUrls, intervalMs, onNewRelease, onBaseline, fetchImpl = fetch }: ReleasePollerOptions) {
  const baseline = new Map<string, string>();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const poll = async () => {
    if (stopped) return;
    if (typeof document === 'undefined' || document.visibilityState !== 'hidden') {
      for (const url of manifestUrls) {
        const version = await readBuildVersion(url, fetchImpl);
        if (stopped || version === null) continue;
        const known = baseline.get(url);
        if (known === undefined) {
          baseline.set(url, version);
          onBaseline?.(url, version);
        }
        else if (known !== version) {
          stopped = true;
          onNewRelease(url);
          return;
        }
      }
    }
    if (!stopped) timer = setTimeout(() => void poll(), intervalMs);
  };

  void poll();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
