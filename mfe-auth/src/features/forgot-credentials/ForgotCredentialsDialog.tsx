import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Field, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { ANALYTICS_EVENTS, LIMITS, redactUsername, type Locale, type RemoteWidgetProps } from 'shared-contracts';
import { authDialogAtom } from '@/features/dialogs/auth-dialog-state';
import { CaptchaWidget } from '@/features/forgot-credentials/CaptchaWidget';
import { sendPasswordReset, sendUsername } from '@/features/forgot-credentials/recovery-calls';
import { useRecoveryQueryFlags } from '@/features/forgot-credentials/useRecoveryQueryFlags';

export type RecoveryTab = 'username' | 'password';

/** Spec 4.3: lookup, then username_success (with the redacted e-mail) or password_success (with the username). */
type RecoveryStep = { step: 'lookup' } | { step: 'username_success'; redactedEmail: string } | { step: 'password_success'; username: string };

interface RecoveryFormProps {
  locale: Locale;
  tab: RecoveryTab;
  onDone: (step: RecoveryStep) => void;
}

/** One tab's form: the field, the captcha and Continue (spec 5: enabled with a captcha token and the field filled). */
function RecoveryForm({ locale, tab, onDone }: RecoveryFormProps) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // A new key remounts the widget: a fresh challenge after each request (spec 2.11).
  const [captchaKey, setCaptchaKey] = useState(0);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const errorId = useId();

  const canContinue = Boolean(captchaToken) && value.trim().length > 0 && !pending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!captchaToken || !value.trim()) return;
    setPending(true);
    setFailed(false);
    try {
      if (tab === 'username') {
        const redactedEmail = await sendUsername({ email: value.trim(), captchaToken });
        onDone({ step: 'username_success', redactedEmail });
      } else {
        await sendPasswordReset({ username: value.trim(), captchaToken });
        onDone({ step: 'password_success', username: value.trim() });
      }
    } catch {
      // Spec 8.3: any failure. The typed value stays.
      setFailed(true);
    } finally {
      setPending(false);
      setCaptchaToken(null);
      setCaptchaKey((key) => key + 1);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <Stack gap="4">
        <Text>
          {tab === 'username' ? (
            <Trans>Enter the e-mail address of your account and we will send you your username.</Trans>
          ) : (
            <Trans>Enter your username and we will e-mail you a link to reset your password.</Trans>
          )}
        </Text>
        {failed ? (
          <Alert.Root status="error" id={errorId}>
            <Alert.Indicator />
            <Alert.Title>
              <Trans>Something went wrong. Please try again.</Trans>
            </Alert.Title>
          </Alert.Root>
        ) : null}
        <Field.Root required disabled={pending} invalid={failed}>
          <Field.Label>{tab === 'username' ? <Trans>E-mail address</Trans> : <Trans>Username</Trans>}</Field.Label>
          <Input
            name={tab === 'username' ? 'email' : 'username'}
            type={tab === 'username' ? 'email' : 'text'}
            autoComplete={tab === 'username' ? 'email' : 'username'}
            maxLength={tab === 'username' ? LIMITS.emailMax : LIMITS.usernameMax}
            value={value}
            aria-describedby={failed ? errorId : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
        </Field.Root>
        <CaptchaWidget key={captchaKey} locale={locale} onToken={setCaptchaToken} />
        <Button type="submit" colorPalette="brand" disabled={!canContinue} loading={pending} loadingText={t`Sending…`}>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}

function RecoveryTabs({ locale, initialTab }: { locale: Locale; initialTab: RecoveryTab }) {
  const [tab, setTab] = useState<RecoveryTab>(initialTab);
  const [result, setResult] = useState<RecoveryStep>({ step: 'lookup' });

  if (result.step === 'username_success') {
    const email = result.redactedEmail;
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Check your e-mail</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>If an account uses this address, we sent its username to {email}.</Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (result.step === 'password_success') {
    const username = redactUsername(result.username);
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Check your e-mail</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>If {username} is your username, we sent a link to reset your password to the e-mail address of the account.</Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as RecoveryTab)} variant="line" colorPalette="brand">
      <Tabs.List>
        <Tabs.Trigger value="username">
          <Trans>Forgot username</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="password">
          <Trans>Forgot password</Trans>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="username" pt="4">
        <RecoveryForm locale={locale} tab="username" onDone={setResult} />
      </Tabs.Content>
      <Tabs.Content value="password" pt="4">
        <RecoveryForm locale={locale} tab="password" onDone={setResult} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/**
 * Forgot username / password (spec 2.11, 4.3, 5, 8.3): open while authDialogAtom is forgot-credentials,
 * which the login form's link or the `forgot-password` / `forgot-username` query flags set.
 */
export function ForgotCredentialsDialog({ locale, shell }: RemoteWidgetProps) {
  const { t } = useLingui();
  const dialog = useAtomValue(authDialogAtom);
  const { close } = useRecoveryQueryFlags();
  const requested = dialog?.kind === 'forgot-credentials';
  const open = requested;
  const initialTab: RecoveryTab = requested ? dialog.tab : 'username';
  const tracked = useRef(false);

  useEffect(() => {
    if (open && !tracked.current) shell.track(ANALYTICS_EVENTS.forgotPage, { dialog: 'forgot-credentials', tab: initialTab });
    tracked.current = open;
  }, [open, initialTab, shell]);

  return (
    <shell.Dialog open={open} onClose={close} title={t`Forgot username or password`} size="md">
      {/* Keyed by the requested tab: a new request starts a fresh form; closing drops what was typed. */}
      {open ? <RecoveryTabs key={initialTab} locale={locale} initialTab={initialTab} /> : null}
    </shell.Dialog>
  );
}
