import { useLogoutListener } from '@/features/session/useLogout';
import { useSessionEndedListener } from '@/features/session/useSessionEnded';
import { useSessionRestore } from '@/features/session/useSessionRestore';
import { useSessionTimers } from '@/features/session/useSessionTimers';
import { useSummaries } from '@/features/session/useSummaries';

export interface SessionState {
  /** Spec 2.8: a message summary is unread (the envelope's orange dot). */
  hasUnread: boolean;
  /** Spec 4.1: the logout call is under way (the log-out buttons show their loading state). */
  logoutPending: boolean;
}

/**
 * The shell's session (spec 4.1, 4.5), called once by the app shell: restores it after a reload, runs the
 * inactivity timers and the keep-alive, performs the logout, ends the session the server ended (a 401), and
 * polls the message summaries. The app shell hands what the header shows to it as props, so the header does
 * not import this feature.
 */
export function useSession(): SessionState {
  useSessionRestore();
  useSessionTimers();
  useSessionEndedListener();
  const { pending } = useLogoutListener();
  const { hasUnread } = useSummaries();
  return { hasUnread, logoutPending: pending };
}
