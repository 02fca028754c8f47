import { useEffect } from 'react';
import { getDefaultStore } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_QUERY_FLAG } from 'shared-contracts/core';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';

/**
 * Spec 2.10, docs/decisions/059: a page loaded with `?login=1` (the header's "Log in" followed before the page was
 * interactive, or without JavaScript) opens the login dialog. The flag leaves the address first (replacing the
 * history entry), so Back and a reload do not open it again; the request waits in loginDialogRequestedAtom until
 * mfe-auth answers it (useKeepLoginRequests).
 */
export function useLoginQueryFlag(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(LOGIN_QUERY_FLAG)) return;
    params.delete(LOGIN_QUERY_FLAG);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    getDefaultStore().set(loginDialogRequestedAtom, true);
  }, [pathname, search, hash, navigate]);
}
