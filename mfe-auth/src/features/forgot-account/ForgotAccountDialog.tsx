import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { ANALYTICS_EVENTS, type Locale, type MaskedCodeOption, type RemoteWidgetProps } from 'shared-contracts';
import { authDialogAtom } from '@/features/dialogs/auth-dialog-state';
import { CodeMethodStep } from '@/features/forgot-account/CodeMethodStep';
import { EnterCodeStep } from '@/features/forgot-account/EnterCodeStep';
import { LookupFormStep } from '@/features/forgot-account/LookupFormStep';
import { SuccessStep } from '@/features/forgot-account/SuccessStep';
import { SupportPhone } from '@/features/forgot-account/SupportPhone';

/** Spec 4.4. The lookup token and options live in this component's memory only, never in storage or the URL. */
type LookupStep =
  | { step: 'lookup_form' }
  | { step: 'code_method'; token: string; options: MaskedCodeOption[] }
  | { step: 'enter_code'; token: string }
  | { step: 'success'; account: string };

function LookupSteps({ locale }: { locale: Locale }) {
  const [state, setState] = useState<LookupStep>({ step: 'lookup_form' });
  // Start again remounts step 1 empty, even when it is the step already shown.
  const [attempt, setAttempt] = useState(0);
  const focusRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Each new step replaces the form: keep the keyboard inside the dialog, at the start of the new step.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    focusRef.current?.focus();
  }, [state.step, attempt]);

  const startAgain = () => {
    setAttempt((value) => value + 1);
    setState({ step: 'lookup_form' });
  };

  let body: ReactNode;
  switch (state.step) {
    case 'lookup_form':
      body = <LookupFormStep key={attempt} locale={locale} onFound={({ token, maskedCodeOptions }) => setState({ step: 'code_method', token, options: maskedCodeOptions })} />;
      break;
    case 'code_method':
      body = <CodeMethodStep token={state.token} options={state.options} onSent={() => setState({ step: 'enter_code', token: state.token })} onStartAgain={startAgain} />;
      break;
    case 'enter_code':
      body = <EnterCodeStep token={state.token} onFound={(account) => setState({ step: 'success', account })} onStartAgain={startAgain} />;
      break;
    default:
      body = <SuccessStep account={state.account} />;
  }

  return (
    <Stack gap="5" ref={focusRef} tabIndex={-1} outline="none" data-step={state.step}>
      {body}
      <SupportPhone />
    </Stack>
  );
}

/** Forgot account number (spec 2.12, 4.4, 5, 8.4): open while authDialogAtom is forgot-account. */
export function ForgotAccountDialog({ locale, shell }: RemoteWidgetProps) {
  const { t } = useLingui();
  const [dialog, setDialog] = useAtom(authDialogAtom);
  const open = dialog?.kind === 'forgot-account';

  useEffect(() => {
    if (open) shell.track(ANALYTICS_EVENTS.forgotPage, { dialog: 'forgot-account' });
  }, [open, shell]);

  return (
    <shell.Dialog open={open} onClose={() => setDialog(null)} title={t`Forgot account number`} size="md">
      {/* Rendered only while open: closing drops the SSN, the date of birth and the lookup token. */}
      {open ? <LookupSteps locale={locale} /> : null}
    </shell.Dialog>
  );
}
