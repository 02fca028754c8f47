import { Suspense, useState } from 'react';
import type { ShellDialogProps } from 'shared-contracts';
import { ChakraIsland, preloadable } from 'shared-ui/chakra-free';

const appDialog = preloadable<ShellDialogProps>(() => import('@/components/AppDialog').then((module) => module.AppDialog));

/** Loads the dialog's code ahead of its first opening (with mfe-auth's dialogs, say), so it opens at once. */
export const preloadAppDialog = appDialog.preload;

/**
 * The site's one dialog (`AppDialog`) as the shell hands it out (`shell.Dialog`) and draws its own: nothing until it
 * first opens, then the dialog in a Chakra island (docs/decisions/072). A closed `AppDialog` draws no element, so the
 * server's HTML is the same; kept once opened, so it closes with its exit animation and opens again at once.
 */
export function ShellDialog(props: ShellDialogProps) {
  // Mounted closed from the start once its code is here (mfe-auth's dialogs load it with them), as every dialog was
  // before islands: one dialog closing as the next opens (the login dialog's "Forgot account number?") then runs
  // its history and focus effects in the order it always did; mounted only on its first opening, the new dialog's
  // history entry went before the closing one's step back, which closed it again. A closed AppDialog draws no
  // element, so the server's HTML is the same.
  const [wanted, setWanted] = useState(() => props.open || appDialog.isLoaded());
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <ChakraIsland>
      <Suspense fallback={null}>
        <appDialog.Component {...props} />
      </Suspense>
    </ChakraIsland>
  );
}
