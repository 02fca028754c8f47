import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { tokenField } from 'shared-contracts';
import { csrfAtom } from 'shared-contracts/atoms';
import { verifyEmail } from '@/features/account-access/api/account-access-calls';

/** The states of /verify-email-{token}. EXPIRED covers a link already used: the server cannot tell them apart. */
export type VerificationState = 'verifying' | 'verified' | 'expired' | 'invalid' | 'rateLimited' | 'failed';

/**
 * One call per token for the page's life: a link is single use, so a second POST (React StrictMode's
 * double effect, a remount) would answer EXPIRED over a success. The answer is kept by token; a failure
 * that reached no verdict is forgotten, so "Try again" calls again.
 */
const calls = new Map<string, Promise<VerificationState>>();

async function verify(token: string, csrf: string): Promise<VerificationState> {
  const result = await verifyEmail({ token }, csrf);
  switch (result.kind) {
    case 'ok':
      return result.data.status === 'SUCCESS' ? 'verified' : 'expired';
    case 'invalid':
      return 'invalid';
    case 'rateLimited':
      return 'rateLimited';
    default:
      return 'failed';
  }
}

function verifyOnce(token: string, csrf: string): Promise<VerificationState> {
  let call = calls.get(token);
  if (!call) {
    call = verify(token, csrf);
    calls.set(token, call);
    void call.then((state) => {
      if (state === 'failed' || state === 'rateLimited') calls.delete(token);
    });
  }
  return call;
}

/** Verifies the link's token on load; a token of the wrong shape is invalid without a call. */
export function useVerification(token: string): { state: VerificationState; retry: () => void } {
  const store = useStore();
  const wellFormed = tokenField.safeParse(token).success;
  const [answer, setAnswer] = useState<{ token: string; state: VerificationState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wellFormed) return;
    let current = true;
    void verifyOnce(token, store.get(csrfAtom)).then((state) => {
      if (current) setAnswer({ token, state });
    });
    return () => {
      current = false;
    };
  }, [token, wellFormed, store, attempt]);

  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((value) => value + 1);
  }, []);

  if (!wellFormed) return { state: 'invalid', retry };
  return { state: answer?.token === token ? answer.state : 'verifying', retry };
}

/** Tests only: forget the answers between cases. */
export function forgetVerifications(): void {
  calls.clear();
}
