import { useState } from 'react';
import { HIDDEN_TOKEN_SEGMENT, tokenField, type Locale } from 'shared-contracts';
import { ResetPasswordForm, type ResetOutcome } from '@/features/account-access/reset/ResetPasswordForm';
import { ResetResult } from '@/features/account-access/reset/ResetResult';

/**
 * The body of /reset-password-{token} (spec 2.3), the page's region that draws with Chakra (ResetPasswordPage).
 * The link is checked when the new password is sent: the server spends it only on a password it accepts.
 */
export function ResetPasswordFlow({ token, locale }: { token: string; locale: Locale }) {
  const wellFormed = tokenField.safeParse(token).success;
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);
  if (token === HIDDEN_TOKEN_SEGMENT) return <ResetResult outcome="reopen" locale={locale} focus={false} />;
  if (!wellFormed) return <ResetResult outcome="invalid" locale={locale} focus={false} />;
  if (outcome) return <ResetResult outcome={outcome} locale={locale} focus />;
  return <ResetPasswordForm token={token} onDone={setOutcome} />;
}
