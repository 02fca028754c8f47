import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { WINDOW_EVENTS } from 'shared-contracts';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';
import { AppDialog } from '@/components/AppDialog';
import { UnavailablePanel } from '@/features/remotes/UnavailablePanel';

/**
 * When mfe-auth cannot load, "Log in" still answers: with the unavailable panel in a dialog. A click made
 * while the remote was still failing to load is kept in loginDialogRequestedAtom and answered on mount.
 */
export function AuthUnavailableDialog() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useAtom(loginDialogRequestedAtom);
  useEffect(() => {
    if (!requested) return;
    setRequested(false);
    setOpen(true);
  }, [requested, setRequested]);
  useEffect(() => {
    const show = () => {
      setRequested(false);
      setOpen(true);
    };
    window.addEventListener(WINDOW_EVENTS.openLoginDialog, show);
    return () => window.removeEventListener(WINDOW_EVENTS.openLoginDialog, show);
  }, [setRequested]);
  return (
    <AppDialog open={open} onClose={() => setOpen(false)} title={t`Log in`} size="md">
      <UnavailablePanel compact />
    </AppDialog>
  );
}
