import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_STATUS_AVAILABLE,
  ANALYTICS_EVENTS,
  API_ERROR_CODES,
  loginRequestSchema,
  type AccountDetails,
  type LoginRequest,
  type ShellServices,
} from 'shared-contracts';
import { csrfAtom } from 'shared-contracts/atoms';
import { ApiError } from 'shared-contracts/api-client';
import { useApiForm, type ApiForm } from 'shared-ui';
import { accountDetailsQueryOptions } from '@/features/login/api/get-account-details';
import { useVerifyEmailResend } from '@/features/login/api/get-verify-email-resend';
import { postLogin } from '@/features/login/api/post-login';
import { postLogout } from '@/features/login/api/post-logout';
import { LOGIN_FAILURE_ANALYTICS_MESSAGE, failureResult, outcomeResult, type LoginOutcome, type LoginResult } from '@/features/login/login-status';

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
 */
export function useLoginFlow({ track, onSignedIn, onAccountUnavailable }: LoginFlowOptions): LoginFlow {
  const setCsrf = useSetAtom(csrfAtom);
  const queryClient = useQueryClient();
  const resend = useVerifyEmailResend();
  const accountDetailsKey = accountDetailsQueryOptions().queryKey;

  const logOut = async () => {
    try {
      await postLogout();
    } catch {
      // Spec 8.6: nothing to do; the session ends on the server at its timeout anyway.
    }
    setCsrf('');
    queryClient.removeQueries({ queryKey: accountDetailsKey });
  };

  const logIn = async (request: LoginRequest): Promise<LoginOutcome> => {
    const answer = await postLogin(request);
    if (answer.status !== 'OK') return answer;
    setCsrf(answer.csrf);
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

  const login = useApiForm({
    schema: loginRequestSchema,
    defaultValues: { username: '', password: '' },
    mutation: {
      mutationKey: ['login', 'log-in'],
      mutationFn: logIn,
      onMutate: () => resend.reset(),
      onSettled: (outcome, error, request) => {
        login.form.setValue('password', '');
        const failed = error ? failureResult(error) : outcomeResult(outcome);
        if (failed && failed.status !== 'VERIFICATIONSENT') {
          track(ANALYTICS_EVENTS.logInFailure, { message: LOGIN_FAILURE_ANALYTICS_MESSAGE[failed.status], username: request.username });
        }
      },
    },
    onSuccess: (outcome) => {
      if (outcome.status === 'OK') onSignedIn(outcome.details);
    },
  });

  let result: LoginResult | null;
  if (resend.isSuccess) result = { status: 'VERIFICATIONSENT' };
  else if (resend.isError) result = failureResult(resend.error);
  else result = login.problem ? failureResult(login.problem) : outcomeResult(login.answer);

  return { login, result, resending: resend.isPending, resendVerification: () => resend.mutate() };
}
