import { useEffect, useRef, useState } from 'react';
import { Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { ANALYTICS_EVENTS, redactUsername, type Locale, type RemoteWidgetProps } from 'shared-contracts';
import { FormAlert } from 'shared-ui';
import { authDialogAtom } from '@/features/dialogs/auth-dialog-state';
import { PasswordRecoveryForm, UsernameRecoveryForm, type RecoveryStep } from '@/features/forgot-credentials/RecoveryForms';
import { useRecoveryQueryFlags } from '@/features/forgot-credentials/useRecoveryQueryFlags';

export type RecoveryTab = 'username' | 'password';

function RecoveryTabs({ locale, initialTab }: { locale: Locale; initialTab: RecoveryTab }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<RecoveryTab>(initialTab);
  const [result, setResult] = useState<RecoveryStep>({ step: 'lookup' });

  if (result.step === 'username_success') {
    const email = result.redactedEmail;
    return (
      <FormAlert status="success" title={t`Check your e-mail`}>
        <Trans>If an account uses this address, we sent its username to {email}.</Trans>
      </FormAlert>
    );
  }
  if (result.step === 'password_success') {
    const username = redactUsername(result.username);
    return (
      <FormAlert status="success" title={t`Check your e-mail`}>
        <Trans>If {username} is your username, we sent a link to reset your password to the e-mail address of the account.</Trans>
      </FormAlert>
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
        <UsernameRecoveryForm locale={locale} onDone={setResult} />
      </Tabs.Content>
      <Tabs.Content value="password" pt="4">
        <PasswordRecoveryForm locale={locale} onDone={setResult} />
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
