import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { WINDOW_EVENTS } from 'shared-contracts';
import { AppDialog } from '@/features/dialogs/AppDialog';
import { UnavailablePanel } from '@/features/remotes/UnavailablePanel';

/** When mfe-auth cannot load, "Log in" still answers: with the unavailable panel in a dialog. */
export function AuthUnavailableDialog() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(WINDOW_EVENTS.openLoginDialog, show);
    return () => window.removeEventListener(WINDOW_EVENTS.openLoginDialog, show);
  }, []);
  return (
    <AppDialog open={open} onClose={() => setOpen(false)} title={t`Log in`} size="md">
      <UnavailablePanel compact />
    </AppDialog>
  );
}
