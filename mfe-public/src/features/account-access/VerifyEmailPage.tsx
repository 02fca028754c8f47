import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { loadAccountAccessCatalog } from '@/features/account-access/i18n';
import { VerificationResult } from '@/features/account-access/verify/VerificationResult';
import { useVerification } from '@/features/account-access/verify/useVerification';

/** /verify-email-{token} (spec 2.3): the link of the enrolment or resend e-mail, verified once on load. */
export default function VerifyEmailPage({ routeId, locale, params }: RemotePageProps) {
  use(loadAccountAccessCatalog(locale));
  const { state, retry } = useVerification(params.token ?? '');
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <VerificationResult state={state} locale={locale} onRetry={retry} />
      </PageBody>
    </>
  );
}
