import { Suspense, useContext } from 'react';
import { useAtomValue } from 'jotai';
import { css } from 'styled-system/css';
import { ChakraIsland, preloadable } from 'shared-ui/chakra-free';
import { DialogHost } from '@/app/DialogHost';
import { EnvContext } from '@/app/env-config';
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
import { RemoteWidget } from '@/features/remotes/RemoteWidget';
import { useAuthDialogsWanted } from '@/features/remotes/useAuthDialogsWanted';
import { knownSignedInAtom } from '@/features/session/session-atoms';
import { useSession, useSessionLifecycle } from '@/features/session/useSession';
import { MAIN_ID } from '@/features/header/SkipLink';
import { useAnnounceInteractive } from '@/lib/early-events';
import { activeRemoteOverrides } from '@/lib/remote-overrides';

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

// Drawn with Chakra and shown only now and then: their code loads when they are shown (docs/decisions/072).
const authUnavailableDialog = preloadable(() => import('@/features/remotes/AuthUnavailableDialog').then((module) => module.AuthUnavailableDialog));
const remoteOverridesBanner = preloadable(() => import('@/features/remote-overrides/RemoteOverridesBanner').then((module) => module.RemoteOverridesBanner));

/** mfe-auth's dialogs open on the openLoginDialog event; if it is down, log in says so in a dialog. */
function AuthDialogs() {
  const locale = useLocale();
  if (!useAuthDialogsWanted()) return null;
  return (
    <RemoteWidget
      id={{ remote: 'auth', module: './AuthDialogs' }}
      locale={locale}
      fallback={
        <ChakraIsland>
          <Suspense fallback={null}>
            <authUnavailableDialog.Component />
          </Suspense>
        </ChakraIsland>
      }
    />
  );
}

/** Decision 036's banner, only in a tab that loads remotes at versions under test (never server-rendered). */
function RemoteOverrides() {
  const env = useContext(EnvContext);
  if (activeRemoteOverrides(env).length === 0) return null;
  return (
    <ChakraIsland>
      <Suspense fallback={null}>
        <remoteOverridesBanner.Component />
      </Suspense>
    </ChakraIsland>
  );
}

const frame = css({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
const main = css({ flex: '1', outline: 'none' });

/**
 * Spec 2.7: header (its first child the skip link), main, footer and the dialogs, on every page. The frame, the
 * header, the footer and the loading bar are drawn at build time (docs/decisions/060) and need no Chakra; each part
 * still drawn with Chakra's runtime is a Chakra island of its own (docs/decisions/072): a remote's page
 * (RemotePage), the samples of /design (RemoteWidget), the dialogs (DialogHost, ShellDialog), so Chakra loads with
 * the first island the page really has.
 */
export function AppShell() {
  return (
    <div className={frame}>
      <ShellEffects />
      <LoadingBar />
      <RemoteOverrides />
      <SessionHeader />
      <main id={MAIN_ID} tabIndex={-1} className={main}>
        <PageView />
      </main>
      <Footer />
      <DialogHost />
      <AuthDialogs />
    </div>
  );
}
