import { useEffect, useRef } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useStore } from 'jotai';
import { AppDialog } from '@/components/AppDialog';
import { openLoginDialog } from '@/lib/window-events';
import { sessionDialogAtom } from '@/features/session/session-atoms';
import { useLatest } from '@/features/session/use-latest';

const HISTORY_POP_WAIT_MS = 300;

/** Calls back when the dialog's content unmounts, at the end of its exit (AppDialog unmounts on exit). */
function OnUnmount({ callback }: { callback: () => void }) {
  const latest = useLatest(callback);
  useEffect(() => () => latest.current(), [latest]);
  return null;
}

/** Spec 2.13 / 4.1: shown at the timeout, on the homepage. Cancel closes it; Log in opens the login dialog. */
export function SessionExpiredDialog() {
  const { t } = useLingui();
  const store = useStore();
  const open = useAtomValue(sessionDialogAtom) === 'expired';
  const logInRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    if (store.get(sessionDialogAtom) === 'expired') store.set(sessionDialogAtom, 'none');
  };
  // Log in opens the login dialog once this one has gone: its history entry popped (browser back closes
  // dialogs, spec 2.13; the pop comes asynchronously and would close a dialog opened before it) and its exit
  // finished (its focus restore would otherwise count as an interaction outside the new dialog).
  const pendingLogin = useRef({ requested: false, popped: false, unmounted: false });
  const openLoginWhenGone = () => {
    const pending = pendingLogin.current;
    if (!pending.requested || !pending.popped || !pending.unmounted) return;
    pendingLogin.current = { requested: false, popped: false, unmounted: false };
    openLoginDialog();
  };
  const logIn = () => {
    pendingLogin.current = { requested: true, popped: false, unmounted: false };
    let timer = 0;
    const popped = () => {
      window.removeEventListener('popstate', popped);
      window.clearTimeout(timer);
      pendingLogin.current.popped = true;
      openLoginWhenGone();
    };
    window.addEventListener('popstate', popped);
    // Should there be no entry to pop (closeOnBack off, history changed meanwhile), go on after a moment.
    timer = window.setTimeout(popped, HISTORY_POP_WAIT_MS);
    close();
  };
  const contentUnmounted = () => {
    pendingLogin.current.unmounted = true;
    openLoginWhenGone();
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      size="sm"
      title={t`Your session has expired`}
      initialFocusRef={logInRef}
      footer={
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" w="full" justify="center">
          <Button variant="outline" colorPalette="brand" borderColor="brand.700" onClick={close}>
            {t`Cancel`}
          </Button>
          <Button ref={logInRef} colorPalette="brand" onClick={logIn}>
            {t`Log in`}
          </Button>
        </Stack>
      }
    >
      <OnUnmount callback={contentUnmounted} />
      <Text>
        <Trans>For your security, you were logged out after a period of inactivity. Log in again to continue.</Trans>
      </Text>
    </AppDialog>
  );
}
