import type { ShellServices } from 'shared-contracts';
import { ShellDialog } from '@/app/ShellDialog';
import { track } from '@/features/analytics/analytics';

/**
 * Handed to every remote as its `shell` prop (ShellServices in shared-contracts). Only what must be the
 * shell's own goes here; a shared component is imported from shared-ui instead.
 *
 * - `Dialog` stays a shell service: it carries the shell's dialog stacking (spec 2.13: the stacking order is
 *   stepped per open dialog, the shell's own dialogs and the remotes' alike) and the browser-back history
 *   entries of the open dialogs, which have to be counted in one place for Back to close the top one only. Its code
 *   and Chakra's load when a dialog first opens (app/ShellDialog.tsx, docs/decisions/072).
 * - `track` stays too: it is the analytics door, whose client the shell alone starts (with the token of
 *   /env.json, once the page is interactive) and which turns the login event into the identity of spec 3.
 */
export const shellServices: ShellServices = { Dialog: ShellDialog, track };
