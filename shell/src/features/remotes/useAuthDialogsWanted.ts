import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { RECOVERY_QUERY_FLAGS } from 'shared-contracts/core';
import { loginDialogRequestedAtom } from 'shared-contracts/atoms';
import { LOGIN_LINK_SELECTOR } from '@/lib/login-href';

/** What says a visitor is about to press "Log in": a pointer over it, a finger on it, the keyboard's focus on it. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** An address that opens mfe-auth's recovery dialog (spec 2.11), loaded or navigated to. */
const opensRecovery = (search: string) => {
  const params = new URLSearchParams(search);
  return Object.values(RECOVERY_QUERY_FLAGS).some((flag) => params.get(flag) === 'true');
};

/**
 * Whether mfe-auth's dialogs should be mounted (docs/decisions/038, amended by 072). Every first paint has them
 * closed, so hydrating a page never needs mfe-auth's code. They mount when a visitor shows they are about to log in
 * (pointer, finger or focus on a "Log in" link), or at once when something asks for the login dialog first, which
 * loginDialogRequestedAtom keeps until they answer it (a click held by the early script and replayed, `?login=1`,
 * an expired session), or when the address carries a recovery flag (`?forgot-password=true`). Not at page load: mounting them loads and runs Chakra, whose system alone is one task of
 * ~170 ms with the CPU 4× slower (bench run 9), and most visitors of a public page never log in; the post-load
 * prefetch has their chunks in the cache by then (spec 9). Once mounted they stay: answering the request clears
 * the atom, and the dialog it opened must not go with it. False on the server and at hydration, so both render the
 * same nothing.
 */
export function useAuthDialogsWanted(): boolean {
  const requested = useAtomValue(loginDialogRequestedAtom);
  const recovery = opensRecovery(useLocation().search);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (requested || recovery) setWanted(true);
  }, [requested, recovery]);
  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(LOGIN_LINK_SELECTOR)) setWanted(true);
    };
    const options = { capture: true, passive: true } as const;
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [wanted]);
  return wanted || requested;
}
