import { use, useState } from 'react';
import { HIDDEN_TOKEN_SEGMENT, tokenField, type RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { loadAccountAccessCatalog } from '@/features/account-access/i18n';
import { ResetPasswordForm, type ResetOutcome } from '@/features/account-access/reset/ResetPasswordForm';
import { ResetResult } from '@/features/account-access/reset/ResetResult';

/**
 * /reset-password-{token} (spec 2.3, signed-out only: the shell sends a signed-in visitor to /account). The
 * link is checked when the new password is sent: the server spends it only on a password it accepts.
 */
export default function ResetPasswordPage({ routeId, locale, params }: RemotePageProps) {
  use(loadAccountAccessCatalog(locale));
  const token = params.token ?? '';
  const wellFormed = tokenField.safeParse(token).success;
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        {token === HIDDEN_TOKEN_SEGMENT ? (
          <ResetResult outcome="reopen" locale={locale} focus={false} />
        ) : !wellFormed ? (
          <ResetResult outcome="invalid" locale={locale} focus={false} />
        ) : outcome ? (
          <ResetResult outcome={outcome} locale={locale} focus />
        ) : (
          <ResetPasswordForm token={token} onDone={setOutcome} />
        )}
      </PageBody>
    </>
  );
}
