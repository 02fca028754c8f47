import type { ShellServices } from 'shared-contracts';
import { track } from '@/features/analytics/analytics';
import { AppDialog } from '@/features/dialogs/AppDialog';

/** Handed to every remote (see ShellServices in shared-contracts). */
export const shellServices: ShellServices = { Dialog: AppDialog, track };
