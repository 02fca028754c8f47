import { LeavingSiteDialog } from '@/features/leaving-site/LeavingSiteDialog';
import { SessionAlertDialog } from '@/features/session/SessionAlertDialog';
import { SessionExpiredDialog } from '@/features/session/SessionExpiredDialog';

/** Spec 2.7: the site's dialogs, rendered once by the app shell. */
export function DialogHost() {
  return (
    <>
      <LeavingSiteDialog />
      <SessionAlertDialog />
      <SessionExpiredDialog />
    </>
  );
}
