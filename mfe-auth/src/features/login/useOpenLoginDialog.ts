import { useEffect, useState } from 'react';
import { WINDOW_EVENTS } from 'shared-contracts';

/** Spec 2.10: the login dialog opens when the window-level openLoginDialog event fires. */
export function useOpenLoginDialog(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(WINDOW_EVENTS.openLoginDialog, show);
    return () => window.removeEventListener(WINDOW_EVENTS.openLoginDialog, show);
  }, []);
  return [open, setOpen];
}
