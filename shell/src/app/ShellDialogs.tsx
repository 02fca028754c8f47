import { LeavingSiteDialog } from '@/features/leaving-site/LeavingSiteDialog';
import { SessionAlertDialog } from '@/features/session/SessionAlertDialog';
import { SessionExpiredDialog } from '@/features/session/SessionExpiredDialog';

/** Spec 2.7: the site's dialogs, loaded by the dialog host the first time one of them is to open. */
export function ShellDialogs() {
  return (
    <>
      <LeavingSiteDialog />
      <SessionAlertDialog />
      <SessionExpiredDialog />
    </>
  );
}
