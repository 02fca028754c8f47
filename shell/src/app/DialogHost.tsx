import { LeavingSiteDialog } from '@/features/leaving-site/LeavingSiteDialog';

/** Spec 2.7: the site's dialogs, rendered once by the app shell. */
export function DialogHost() {
  return <LeavingSiteDialog />;
}
