import { useState } from 'react';
import { mutationOptions, useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_STATUS_AVAILABLE,
  ANALYTICS_EVENTS,
  API_ERROR_CODES,
  loginRequestSchema,
  type AccountDetails,
  type LoginRequest,
  type LoginVerifyRequest,
  type ShellServices,
} from 'shared-contracts';
import { csrfAtom } from 'shared-contracts/atoms';
import { ApiError, accountDetailsQueryOptions, postLogout } from 'shared-contracts/api-client';
import { useSpentCaptcha } from 'shared-ui';
import { useApiForm, type ApiForm } from 'shared-ui/forms';
import { useVerifyEmailResend } from '@/features/login/api/get-verify-email-resend';
import { postLogin } from '@/features/login/api/post-login';
import { postLoginPasskey } from '@/features/login/api/post-login-passkey';
import { postLoginVerify } from '@/features/login/api/post-login-verify';
import {
  LOGIN_FAILURE_ANALYTICS_MESSAGE,
  failureResult,
  outcomeResult,
  type CodeChallenge,
  type CodeOutcome,
  type LoginOutcome,
  type LoginResult,
  type SignedIn,
} from '@/features/login/login-status';

export interface LoginFlowOptions {
  track: ShellServices['track'];
  /** AL: the user may come in (close, mark signed in, go to /account). */
  onSignedIn: (details: AccountDetails) => void;
  /** Any other account status: shown in the account-unavailable dialog (spec 2.13, 8.2). */
  onAccountUnavailable: (accountStatus: string) => void;
}

export interface LoginFlow {
  login: ApiForm<LoginRequest, LoginRequest, LoginOutcome>;
  /** The message to show (spec 8.1), or none: cleared at each attempt. */
  result: LoginResult | null;
  resending: boolean;
  resendVerification: () => void;
  /** After CODE_REQUIRED: the code step, shown in place of the form until it signs in or ends. */
  codeStep: CodeStepFlow | null;
  /**
   * Once the server asked for it (CAPTCHA_REQUIRED, docs/decisions/049): the captcha each further try carries,
   * remounted with a fresh challenge after each (its `key`), until the dialog signs in or closes.
   */
  captcha: { key: number; solved: boolean; onToken: (token: string | null) => void } | null;
  /** Sign in with a passkey instead (docs/decisions/052): the fields, and what was typed in them, are left alone. */
  signInWithPasskey: () => void;
  /** The passkey sign-in runs (the browser's request is open): the form waits. */
  passkeyPending: boolean;
}

/** The code step of a sign-in from a browser not remembered (docs/decisions/033). */
export interface CodeStepFlow {
  challenge: CodeChallenge;
  /** `POST /api/login/verify`, then on OK the same sign-in as after a password alone. */
  verify: UseMutationOptions<CodeOutcome, Error, LoginVerifyRequest>;
  /** Signed in, or this sign-in is over: back to the form, the username kept, with the result to show. */
  end: (outcome: Exclude<CodeOutcome, { status: 'INVALID' }>) => void;
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
 * logs out (ERROR). NOTVERIFIED's click-here resends the verification e-mail (VERIFICATIONSENT). The form is
 * the shared recipe; the password is cleared after each attempt, the username kept.
 *
 * Decision 033: a right password from a browser not remembered answers CODE_REQUIRED, and the sign-in above
 * waits for the code sent to the loan's e-mail or phone: nothing of it (not even the analytics identify of the
 * success event) runs before the code is right.
 */
export function useLoginFlow({ track, onSignedIn, onAccountUnavailable }: LoginFlowOptions): LoginFlow {
  const setCsrf = useSetAtom(csrfAtom);
  const queryClient = useQueryClient();
  const resend = useVerifyEmailResend();
  const accountDetailsKey = accountDetailsQueryOptions().queryKey;
  const [pending, setPending] = useState<{ challenge: CodeChallenge; username: string } | null>(null);
  // Why the form is back after the code step; an attempt's own result replaces it.
  const [returned, setReturned] = useState<LoginResult | null>(null);
  const [steppedUp, setSteppedUp] = useState(false);
  const [captchaKey, renewCaptcha] = useSpentCaptcha(() => login.form.setValue('captchaToken', undefined));

  // Which sign-in the shown result is of: a passkey's says nothing about the form's last answer, and back.
  const [lastAttempt, setLastAttempt] = useState<'password' | 'passkey'>('password');

  const trackFailure = (failed: LoginResult, username: string) => {
    const message = LOGIN_FAILURE_ANALYTICS_MESSAGE[failed.status];
    if (message !== null) track(ANALYTICS_EVENTS.logInFailure, { message, username });
  };

  const logOut = async () => {
    try {
      await postLogout();
    } catch {
      // Spec 8.6: nothing to do; the session ends on the server at its timeout anyway.
    }
    setCsrf('');
    queryClient.removeQueries({ queryKey: accountDetailsKey });
  };

  /** The session exists (OK of the password or of the code): its account details decide whether it may stay. */
  const signIn = async (csrf: string): Promise<SignedIn> => {
    setCsrf(csrf);
    let details: AccountDetails;
    try {
      // Always this session's details, read once: a failure logs out at once (spec 4.2).
      details = await queryClient.fetchQuery({ ...accountDetailsQueryOptions(), staleTime: 0, retry: false });
    } catch (error) {
      await logOut();
      throw error;
    }
    const accountStatus = details[ACCOUNT_FIELDS.accountStatus];
    if (accountStatus !== ACCOUNT_STATUS_AVAILABLE) {
      onAccountUnavailable(accountStatus);
      track(ANALYTICS_EVENTS.accountStatusError, { status: accountStatus });
      await logOut();
      throw new ApiError({ kind: 'answer', status: 200, code: API_ERROR_CODES.accountUnavailable, message: 'Account Unavailable' });
    }
    track(ANALYTICS_EVENTS.logInSuccess, analyticsTraits(details));
    return { status: 'OK', details };
  };

  const logIn = async (request: LoginRequest): Promise<LoginOutcome> => {
    const answer = await postLogin(request);
    if (answer.status === 'OK') return signIn(answer.csrf);
    if (answer.status === 'CODE_REQUIRED') return { status: 'CODE_REQUIRED', challenge: { token: answer.token, options: answer.maskedCodeOptions } };
    return answer;
  };

  // A failed call to verify is the code step's to show (the code may be tried again); once the code was right,
  // the code is spent, so a failed sign-in goes back to the form with its status, as after a password.
  const verifyCode = async (request: LoginVerifyRequest): Promise<CodeOutcome> => {
    const answer = await postLoginVerify(request);
    if (answer.status === 'INVALID') return { status: 'INVALID' };
    // LOCKED: the sign-in locked since the password was accepted (docs/decisions/050); the form says so (spec 4.2).
    if (answer.status === 'LOCKED') return { status: 'START_AGAIN', result: { status: 'LOCKED' } };
    if (answer.status !== 'OK') return { status: 'START_AGAIN', result: { status: 'CODE_EXPIRED' } };
    try {
      return await signIn(answer.csrf);
    } catch (error) {
      return { status: 'START_AGAIN', result: failureResult(error) };
    }
  };

  const login = useApiForm({
    schema: loginRequestSchema,
    defaultValues: { username: '', password: '', captchaToken: undefined },
    mutation: {
      mutationKey: ['login', 'log-in'],
      mutationFn: logIn,
      onMutate: () => {
        resend.reset();
        setReturned(null);
        setLastAttempt('password');
      },
      onSettled: (outcome, error, request) => {
        login.form.setValue('password', '');
        const failed = error ? failureResult(error) : outcomeResult(outcome);
        if (failed) trackFailure(failed, request.username);
        if (failed?.status === 'CAPTCHA_REQUIRED') setSteppedUp(true);
        // A captcha is spent by the try that carried it.
        if (request.captchaToken !== undefined || failed?.status === 'CAPTCHA_REQUIRED') renewCaptcha();
      },
    },
    onSuccess: (outcome, request) => {
      if (outcome.status === 'OK') onSignedIn(outcome.details);
      else if (outcome.status === 'CODE_REQUIRED') setPending({ challenge: outcome.challenge, username: request.username });
    },
  });

  const codeStep: CodeStepFlow | null = pending && {
    challenge: pending.challenge,
    verify: mutationOptions({ mutationKey: ['login', 'verify-code'], mutationFn: verifyCode }),
    end: (outcome) => {
      if (outcome.status === 'OK') {
        onSignedIn(outcome.details);
        return;
      }
      trackFailure(outcome.result, pending.username);
      setReturned(outcome.result);
      setPending(null);
    },
  };

  // Docs/decisions/052: a passkey is both factors, so OK is a session at once (never CODE_REQUIRED); its INVALID is
  // the passkey's, not a username's or password's.
  const logInWithPasskey = async (): Promise<LoginOutcome> => {
    const answer = await postLoginPasskey();
    if (answer.status === 'OK') return signIn(answer.csrf);
    if (answer.status === 'CODE_REQUIRED') throw new Error('A passkey sign-in never asks for a code');
    return answer;
  };
  const passkey = useMutation({
    mutationKey: ['login', 'passkey'],
    mutationFn: logInWithPasskey,
    onMutate: () => {
      resend.reset();
      setReturned(null);
      setLastAttempt('passkey');
    },
    onSuccess: (outcome) => {
      if (outcome.status === 'OK') onSignedIn(outcome.details);
    },
    onSettled: (outcome, error) => {
      const failed = error ? failureResult(error) : passkeyResult(outcome);
      if (failed) trackFailure(failed, '');
    },
  });
  const passkeyResult = (outcome: LoginOutcome | undefined): LoginResult | null => {
    const shown = outcomeResult(outcome);
    return shown?.status === 'INVALID' ? { status: 'PASSKEY_INVALID' } : shown;
  };

  let result: LoginResult | null;
  if (resend.isSuccess) result = { status: 'VERIFICATIONSENT' };
  else if (resend.isError) result = failureResult(resend.error);
  else if (returned) result = returned;
  else if (lastAttempt === 'passkey') result = passkey.isError ? failureResult(passkey.error) : passkeyResult(passkey.data);
  else result = login.problem ? failureResult(login.problem) : outcomeResult(login.answer);

  const captchaToken = login.form.watch('captchaToken');
  const captcha = steppedUp
    ? { key: captchaKey, solved: Boolean(captchaToken), onToken: (token: string | null) => login.form.setValue('captchaToken', token ?? undefined) }
    : null;

  return {
    login,
    result,
    resending: resend.isPending,
    resendVerification: () => resend.mutate(),
    codeStep,
    captcha,
    signInWithPasskey: () => {
      if (!passkey.isPending && !login.submitting) passkey.mutate();
    },
    passkeyPending: passkey.isPending,
  };
}
