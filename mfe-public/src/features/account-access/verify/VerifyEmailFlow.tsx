import type { Locale } from 'shared-contracts';
import { VerificationResult } from '@/features/account-access/verify/VerificationResult';
import { useVerification } from '@/features/account-access/verify/useVerification';

/** The body of /verify-email-{token} (spec 2.3), the page's region that draws with Chakra (VerifyEmailPage). */
export function VerifyEmailFlow({ token, locale }: { token: string; locale: Locale }) {
  const { state, retry } = useVerification(token);
  return <VerificationResult state={state} locale={locale} onRetry={retry} />;
}
