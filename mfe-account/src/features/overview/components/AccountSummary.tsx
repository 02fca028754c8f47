import { Trans } from '@lingui/react/macro';
import type { Locale } from 'shared-contracts';
import { useAccountDetails } from '@/api/get-account-details';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { AccountPreferences } from '@/features/overview/components/AccountPreferences';
import { LoanDetails } from '@/features/overview/components/LoanDetails';

/**
 * The two sections read from the account details (spec 3): the loan, then the settings. One read, so one
 * loading line and one failure with its retry, not one of each per section.
 */
export function AccountSummary({ locale, today }: { locale: Locale; today: string }) {
  const details = useAccountDetails();
  if (details.isPending)
    return (
      <Loading>
        <Trans>Loading your account…</Trans>
      </Loading>
    );
  if (details.isError) return <LoadFailure title={<Trans>We could not load your account.</Trans>} onRetry={() => void details.refetch()} />;
  return (
    <>
      <LoanDetails details={details.data} today={today} />
      <AccountPreferences details={details.data} locale={locale} />
    </>
  );
}
