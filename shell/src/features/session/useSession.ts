import { useLogoutListener } from '@/features/session/useLogout';
import { useSessionRestore } from '@/features/session/useSessionRestore';
import { useSessionTimers } from '@/features/session/useSessionTimers';
import { useSummaries } from '@/features/session/useSummaries';

/**
 * The shell's session (spec 4.1, 4.5), called once by the app shell: restores it after a reload, runs the
 * inactivity timers and the keep-alive, performs the logout, and polls the message summaries.
 */
export function useSession(): { hasUnread: boolean } {
  useSessionRestore();
  useSessionTimers();
  useLogoutListener();
  const { hasUnread } = useSummaries();
  return { hasUnread };
}
