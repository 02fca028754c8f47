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
 * The shell's session lifecycle (spec 4.1, 4.5), run once by the app shell in a component that renders nothing:
 * restores the session after a reload, runs the inactivity timers and the keep-alive, and ends the session the
 * server ended (a 401). Apart from the header's state, so the session check's answer re-renders no view.
 */
export function useSessionLifecycle(): void {
  useSessionRestore();
  useSessionTimers();
  useSessionEndedListener();
}

/**
 * What the header shows of the session: performs the logout (its buttons show it pending) and polls the message
 * summaries (the envelope's dot). The app shell hands it to the header as props, so the header does not import
 * this feature.
 */
export function useSession(): SessionState {
  const { pending } = useLogoutListener();
  const { hasUnread } = useSummaries();
  return { hasUnread, logoutPending: pending };
}
