import { useCallback, useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useSearchParams } from 'react-router';
import { RECOVERY_QUERY_FLAGS } from 'shared-contracts';
import { authDialogAtom } from '@/features/dialogs/auth-dialog-state';
import { whenHistorySettles } from '@/features/forgot-credentials/when-history-settles';

const { password: FORGOT_PASSWORD_FLAG, username: FORGOT_USERNAME_FLAG } = RECOVERY_QUERY_FLAGS;

/**
 * Spec 2.11: `?forgot-password=true` opens the dialog on the password tab, `?forgot-username=true` on the
 * username tab. Returns `close`, which removes both flags (replacing the history entry) and closes the dialog.
 */
export function useRecoveryQueryFlags(): { close: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const setDialog = useSetAtom(authDialogAtom);
  const password = searchParams.get(FORGOT_PASSWORD_FLAG) === 'true';
  const username = searchParams.get(FORGOT_USERNAME_FLAG) === 'true';

  useEffect(() => {
    if (password) setDialog({ kind: 'forgot-credentials', tab: 'password' });
    else if (username) setDialog({ kind: 'forgot-credentials', tab: 'username' });
  }, [password, username, setDialog]);

  const close = useCallback(() => {
    setDialog(null);
    // After the shell has dropped the dialog's history entry: Back must not return to the flagged URL.
    whenHistorySettles(() =>
      setSearchParams(
      (current) => {
        if (!current.has(FORGOT_PASSWORD_FLAG) && !current.has(FORGOT_USERNAME_FLAG)) return current;
        const next = new URLSearchParams(current);
        next.delete(FORGOT_PASSWORD_FLAG);
        next.delete(FORGOT_USERNAME_FLAG);
        return next;
      },
        { replace: true },
      ),
    );
  }, [setDialog, setSearchParams]);

  return { close };
}
