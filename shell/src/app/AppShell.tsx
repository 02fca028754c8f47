import { Box, Flex } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { DialogHost } from '@/app/DialogHost';
import { useAnalytics } from '@/features/analytics/useAnalytics';
import { useChatMessenger } from '@/features/chat/useChatMessenger';
import { usePostLoadPrefetch } from '@/features/prefetch/usePostLoadPrefetch';
import { useTagManager } from '@/features/tag-manager/useTagManager';
import { useThirdPartiesAllowed } from '@/features/token-pages/useThirdPartiesAllowed';
import { useTokenOutOfAddressBar } from '@/features/token-pages/useTokenOutOfAddressBar';
import { Footer } from '@/features/footer/Footer';
import { Header } from '@/features/header/Header';
import { useKeepLoginRequests } from '@/features/header/useKeepLoginRequests';
import { useLoginQueryFlag } from '@/features/header/useLoginQueryFlag';
import { LoadingBar } from '@/features/loading-bar/LoadingBar';
import { useReleasePoller } from '@/features/release/useReleasePoller';
import { PageView } from '@/features/routing/PageView';
import { useLocale } from '@/hooks/useLocale';
import { useLocaleSync } from '@/features/i18n/useLocaleSync';
import { AuthUnavailableDialog } from '@/features/remotes/AuthUnavailableDialog';
import { RemoteWidget } from '@/features/remotes/RemoteWidget';
import { useAuthDialogsWanted } from '@/features/remotes/useAuthDialogsWanted';
import { RemoteOverridesBanner } from '@/features/remote-overrides/RemoteOverridesBanner';
import { knownSignedInAtom } from '@/features/session/session-atoms';
import { useSession, useSessionLifecycle } from '@/features/session/useSession';
import { MAIN_ID } from '@/features/header/SkipLink';
import { useAnnounceInteractive } from '@/lib/early-events';

export { MAIN_ID };

/**
 * The shell's work without a view: the locale, the session's lifecycle, the release poller, and spec 1, 9's
 * analytics, tag manager, chat and prefetch; login requests kept for mfe-auth. In a component of its own that renders nothing, so a state change in any of them re-renders
 * this, not the whole page: each such re-render of the shell cost ~40 ms of a phone's CPU right after hydration.
 */
function ShellEffects() {
  // First: a token leaves the address bar before anything below may load (docs/decisions/053).
  useTokenOutOfAddressBar();
  const thirdPartiesAllowed = useThirdPartiesAllowed();
  useLocaleSync();
  useSessionLifecycle();
  useReleasePoller();
  useAnalytics(thirdPartiesAllowed);
  useTagManager(thirdPartiesAllowed);
  useChatMessenger(thirdPartiesAllowed);
  usePostLoadPrefetch();
  useKeepLoginRequests();
  useLoginQueryFlag();
  // Last: the clicks held before hydration are replayed into the effects above (docs/decisions/059).
  useAnnounceInteractive();
  return null;
}

/**
 * The header with what it shows of the session (spec 4.1, 4.5): a logout or a new message re-renders only this.
 * Before the session check answers, the server's word on the visitor draws it (docs/decisions/070).
 */
function SessionHeader() {
  const { hasUnread, logoutPending } = useSession();
  const signedIn = useAtomValue(knownSignedInAtom) === true;
  return <Header hasUnread={hasUnread} logoutPending={logoutPending} signedIn={signedIn} />;
}

/** mfe-auth's dialogs open on the openLoginDialog event; if it is down, log in says so in a dialog. */
function AuthDialogs() {
  const locale = useLocale();
  if (!useAuthDialogsWanted()) return null;
  return <RemoteWidget id={{ remote: 'auth', module: './AuthDialogs' }} locale={locale} fallback={<AuthUnavailableDialog />} />;
}

/** Spec 2.7: header (its first child the skip link), main, footer and the dialogs, on every page. */
export function AppShell() {
  return (
    <Flex direction="column" minH="100vh">
      <ShellEffects />
      <LoadingBar />
      <RemoteOverridesBanner />
      <SessionHeader />
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" outline="none">
        <PageView />
      </Box>
      <Footer />
      <DialogHost />
      <AuthDialogs />
    </Flex>
  );
}
