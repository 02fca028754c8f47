import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { ACCOUNT_FIELDS, type Locale } from 'shared-contracts';
import { useAccountDetails } from '@/api/get-account-details';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { PaymentSteps } from '@/features/payments/components/PaymentSteps';

/** The payment flow, once the account's figures (amount due, payoff, next due date) are known. */
export function MakePayment({ locale }: { locale: Locale }) {
  const details = useAccountDetails();
  const amountDue = details.data?.[ACCOUNT_FIELDS.amountDue];
  const payoff = details.data?.[ACCOUNT_FIELDS.payoffAmount];
  const nextDueDate = details.data?.[ACCOUNT_FIELDS.nextDueDate] ?? null;
  // One object per set of figures: the form's schema is rebuilt only when they change.
  const figures = useMemo(() => (amountDue && payoff ? { amountDue, payoff, nextDueDate } : null), [amountDue, payoff, nextDueDate]);

  if (figures) return <PaymentSteps figures={figures} locale={locale} />;
  if (details.isError) return <LoadFailure title={<Trans>We could not load your amount due.</Trans>} onRetry={() => void details.refetch()} />;
  return (
    <Loading>
      <Trans>Loading your account…</Trans>
    </Loading>
  );
}
