import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { ACCOUNT_FIELDS, ACCOUNT_STATUS_AVAILABLE, ANALYTICS_EVENTS, type AccountDetails, type ShellServices } from 'shared-contracts';
import { csrfAtom } from 'shared-contracts/atoms';
import {
  AccountUnavailableError,
  TooManyAttemptsError,
  fetchAccountDetails,
  postLogin,
  postLogout,
  resendVerificationEmail,
} from '@/features/login/login-call';
import { LOGIN_FAILURE_ANALYTICS_MESSAGE, type LoginResult } from '@/features/login/login-status';

export interface LoginFlowOptions {
  track: ShellServices['track'];
  /** AL: the user may come in (close, mark signed in, go to /account). */
  onSignedIn: (details: AccountDetails) => void;
  /** Any other account status: shown in the account-unavailable dialog (spec 2.13, 8.2). */
  onAccountUnavailable: (accountStatus: string) => void;
}

export interface LoginFlow {
  pending: boolean;
  resending: boolean;
  result: LoginResult | null;
  logIn: (username: string, password: string) => Promise<void>;
  resendVerification: () => Promise<void>;
}

/** Traits of the signed-in user for analytics (spec 7): e-mail, account and the three enrolment flags. */
export function analyticsTraits(details: AccountDetails) {
  return {
    email: details[ACCOUNT_FIELDS.email],
    account: details[ACCOUNT_FIELDS.accountNumber],
    autopay: details[ACCOUNT_FIELDS.autopayFlag] !== 'N',
    paperless: details[ACCOUNT_FIELDS.billingMethod] === 'I',
    text: details[ACCOUNT_FIELDS.textEnrolled] === 'Y',
  };
}

/**
 * Spec 4.2: idle → loading → a result. OK stores the csrf token and reads the account details; AL signs in,
 * any other account status opens the account-unavailable dialog and logs out (UNAVAILABLE); a failed read
 * logs out (ERROR). A thrown 'Account Unavailable' is UNAVAILABLE, any other failure ERROR (a 429 says when
 * to try again). NOTVERIFIED's click-here resends the verification e-mail (VERIFICATIONSENT).
 */
export function useLoginFlow({ track, onSignedIn, onAccountUnavailable }: LoginFlowOptions): LoginFlow {
  const setCsrf = useSetAtom(csrfAtom);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const [result, setResult] = useState<LoginResult | null>(null);

  const logOut = async (csrf: string) => {
    await postLogout(csrf);
    setCsrf('');
  };

  const attempt = async (username: string, password: string): Promise<LoginResult | null> => {
    try {
      const answer = await postLogin(username, password);
      if (answer.status !== 'OK') return { status: answer.status };
      const { csrf } = answer;
      setCsrf(csrf);
      let details: AccountDetails;
      try {
        details = await fetchAccountDetails();
      } catch (error) {
        await logOut(csrf);
        throw error;
      }
      const accountStatus = details[ACCOUNT_FIELDS.accountStatus];
      if (accountStatus !== ACCOUNT_STATUS_AVAILABLE) {
        onAccountUnavailable(accountStatus);
        track(ANALYTICS_EVENTS.accountStatusError, { status: accountStatus });
        await logOut(csrf);
        throw new AccountUnavailableError(accountStatus);
      }
      track(ANALYTICS_EVENTS.logInSuccess, analyticsTraits(details));
      onSignedIn(details);
      return null;
    } catch (error) {
      if (error instanceof Error && error.message === 'Account Unavailable') return { status: 'UNAVAILABLE' };
      if (error instanceof TooManyAttemptsError) {
        return { status: 'ERROR', retryAfterMinutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) };
      }
      return { status: 'ERROR' };
    }
  };

  const logIn = async (username: string, password: string) => {
    setPending(true);
    setResult(null);
    const outcome = await attempt(username, password);
    setPending(false);
    setResult(outcome);
    if (outcome) {
      track(ANALYTICS_EVENTS.logInFailure, { message: LOGIN_FAILURE_ANALYTICS_MESSAGE[outcome.status as keyof typeof LOGIN_FAILURE_ANALYTICS_MESSAGE], username });
    }
  };

  const resendVerification = async () => {
    setResending(true);
    try {
      await resendVerificationEmail();
      setResult({ status: 'VERIFICATIONSENT' });
    } catch (error) {
      setResult(
        error instanceof TooManyAttemptsError
          ? { status: 'ERROR', retryAfterMinutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) }
          : { status: 'ERROR' },
      );
    } finally {
      setResending(false);
    }
  };

  return { pending, resending, result, logIn, resendVerification };
}
