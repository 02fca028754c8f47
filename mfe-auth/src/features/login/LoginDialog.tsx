import { useEffect, useRef, useState, type RefObject } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { localizePath, pathOf, type Locale, type RemoteWidgetProps, type ShellServices } from 'shared-contracts';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { authDialogAtom } from '@/features/dialogs/auth-dialog-state';
import { AccountUnavailableDialog } from '@/features/login/AccountUnavailableDialog';
import { SignInCodeStep } from '@/features/login/code-step/SignInCodeStep';
import { LoginForm } from '@/features/login/LoginForm';
import { useLoginFlow } from '@/features/login/useLoginFlow';
import { useOpenLoginDialog } from '@/features/login/useOpenLoginDialog';

/**
 * Spec 2.10: the login dialog, opened by the openLoginDialog window event, and the account-unavailable dialog
 * of 2.13 above it. The form lives inside the dialog, so each opening starts idle with empty fields (and closing
 * it drops a sign-in waiting for its code, docs/decisions/033).
 */
export function LoginDialog({ locale, shell }: RemoteWidgetProps) {
  const { t } = useLingui();
  const [dialog, setDialog] = useAtom(authDialogAtom);
  const [unavailableStatus, setUnavailableStatus] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  useOpenLoginDialog();

  const open = dialog?.kind === 'login';
  const close = () => setDialog((current) => (current?.kind === 'login' ? null : current));

  return (
    <>
      <shell.Dialog open={open} onClose={close} title={t`Log in to your account`} size="sm" initialFocusRef={usernameRef}>
        <LoginPanel locale={locale} shell={shell} usernameRef={usernameRef} onClose={close} onAccountUnavailable={setUnavailableStatus} />
      </shell.Dialog>
      <AccountUnavailableDialog shell={shell} accountStatus={unavailableStatus} onClose={() => setUnavailableStatus(null)} />
    </>
  );
}

interface LoginPanelProps {
  locale: Locale;
  shell: ShellServices;
  usernameRef: RefObject<HTMLInputElement | null>;
  onClose: () => void;
  onAccountUnavailable: (accountStatus: string) => void;
}

function LoginPanel({ locale, shell, usernameRef, onClose, onAccountUnavailable }: LoginPanelProps) {
  const setDialog = useSetAtom(authDialogAtom);
  const setAuthenticated = useSetAtom(authenticatedAtom);
  // The shell's router: react-router is a shared singleton, so its context reaches this remote.
  const navigate = useNavigate();
  const flow = useLoginFlow({
    track: shell.track,
    onAccountUnavailable,
    onSignedIn: () => {
      setAuthenticated(true);
      // Navigate before the dialog's history entry is dropped (shell.Dialog closes on browser back).
      void navigate(localizePath(pathOf('account'), locale));
      onClose();
    },
  });

  const resultRef = useRef<HTMLDivElement>(null);
  const inCodeStep = flow.codeStep !== null;
  // UNAVAILABLE opened the account-unavailable dialog above this one: the focus is that dialog's.
  const focusResult = flow.result !== null && flow.result.status !== 'UNAVAILABLE';
  const wasInCodeStep = useRef(false);
  useEffect(() => {
    // Back from the code step, the form replaces it: the message saying why (the code expired, say) is read out
    // first, and Tab goes on to the username, kept, and the password.
    if (wasInCodeStep.current && !inCodeStep && focusResult) resultRef.current?.focus();
    wasInCodeStep.current = inCodeStep;
  }, [inCodeStep, focusResult]);

  if (flow.codeStep) return <SignInCodeStep flow={flow.codeStep} />;
  return (
    <LoginForm
      locale={locale}
      login={flow.login}
      result={flow.result}
      resultRef={resultRef}
      resending={flow.resending}
      captcha={flow.captcha}
      usernameRef={usernameRef}
      onResendVerification={flow.resendVerification}
      onForgotCredentials={() => setDialog({ kind: 'forgot-credentials', tab: 'username' })}
      onForgotAccount={() => setDialog({ kind: 'forgot-account' })}
      onCreateAccount={onClose}
      onPasskey={flow.signInWithPasskey}
      passkeyPending={flow.passkeyPending}
    />
  );
}
