import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useStore } from 'jotai';
import { AppDialog } from '@/components/AppDialog';
import { requestLogout } from '@/lib/window-events';
import { sessionDeadlineAtom, sessionDialogAtom } from '@/features/session/session-atoms';
import { useKeepAlive } from '@/features/session/useKeepAlive';

const secondsLeft = (deadline: number | null) =>
  deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** m:ss, the same in the three locales. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time left until the session times out, updated every second while shown. */
function Countdown() {
  const deadline = useAtomValue(sessionDeadlineAtom);
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline));
  useEffect(() => {
    setSeconds(secondsLeft(deadline));
    // A quarter second: the display turns within 250 ms of each whole second, however the timer drifts.
    const timer = window.setInterval(() => setSeconds(secondsLeft(deadline)), 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  const time = formatCountdown(seconds);
  return (
    <Text>
      {/* role timer: shown every second but not read out every second (its live region is off). */}
      <Trans>
        For your security, you will be logged out in{' '}
        <Text as="span" role="timer" fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {time}
        </Text>{' '}
        because of inactivity.
      </Trans>
    </Text>
  );
}

/**
 * Spec 2.13 / 4.1: shown `sessionAlertSeconds` before the timeout. Continue calls the keep-alive and starts
 * the timers over (closing the dialog by Escape, its close button or browser back counts as Continue: the
 * user is there); Log out logs out.
 */
export function SessionAlertDialog() {
  const { t } = useLingui();
  const store = useStore();
  const { registerActivity } = useKeepAlive();
  const open = useAtomValue(sessionDialogAtom) === 'alert';
  const continueRef = useRef<HTMLButtonElement>(null);

  const keepSession = () => {
    if (store.get(sessionDialogAtom) !== 'alert') return;
    store.set(sessionDialogAtom, 'none');
    registerActivity({ force: true });
  };
  const logOut = () => {
    store.set(sessionDialogAtom, 'none');
    requestLogout();
  };

  return (
    <AppDialog
      open={open}
      onClose={keepSession}
      role="alertdialog"
      size="sm"
      title={t`Your session is about to expire`}
      initialFocusRef={continueRef}
      footer={
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" w="full" justify="center">
          <Button variant="outline" colorPalette="brand" borderColor="brand.700" onClick={logOut}>
            {t`Log out`}
          </Button>
          <Button ref={continueRef} colorPalette="brand" onClick={keepSession}>
            {t`Continue`}
          </Button>
        </Stack>
      }
    >
      <Stack gap="3">
        <Countdown />
        <Text>
          <Trans>Select Continue to stay logged in.</Trans>
        </Text>
      </Stack>
    </AppDialog>
  );
}
