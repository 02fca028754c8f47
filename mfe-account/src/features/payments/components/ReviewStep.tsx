import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { API_ERROR_CODES } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { DateText, Money, ProblemAlert, type ProblemText } from 'shared-ui';
import { usePaymentMethods } from '@/features/payments/api/get-payment-methods';
import { BankAccountName } from '@/features/payments/components/BankAccountName';
import { DetailList } from '@/components/detail-list/DetailList';
import { DetailRow } from '@/components/detail-list/DetailRow';
import { DuplicatePaymentQuestion } from '@/features/payments/components/DuplicatePaymentQuestion';
import { isPossibleDuplicate, type PaymentForm } from '@/features/payments/hooks/usePaymentForm';
import { chosenAmount, type FieldStep, type PaymentFigures } from '@/features/payments/utils/payment-form';

export interface ReviewStepProps {
  payment: PaymentForm;
  figures: PaymentFigures;
  locale: string;
  /** Today in the company's time zone: a payment for today is pending at once, a later one scheduled. */
  today: string;
  onChange: (step: FieldStep) => void;
}

/**
 * Step 4 (WCAG 3.3.4, error prevention): every figure of the payment before it is made, each with a way back
 * to its step that keeps everything else. Pay sends the payment once: the button is disabled while it is
 * sent, and a second click sends nothing. A failure that no field explains stays here, with what was chosen.
 */
export function ReviewStep({ payment, figures, locale, today, onChange }: ReviewStepProps) {
  const { t } = useLingui();
  const methods = usePaymentMethods();
  const { form, onSubmit, problem, submitting, startAnother, asksPayAgain } = payment;
  const values = form.getValues();
  const amount = chosenAmount(values, figures, locale);
  const method = methods.data?.find((candidate) => String(candidate.id) === values.paymentMethodId);
  const payOn = values.payOn;
  const conflict = isApiError(problem, API_ERROR_CODES.conflict);
  // The server asked "pay again?" about this very payment (docs/decisions/051): Pay now answers yes. Changed since
  // (another amount or date), the question no longer stands and Pay is a plain Pay again.
  const duplicate = asksPayAgain(amount, payOn);

  const change = (step: FieldStep, label: string) => (
    <Button type="button" size="sm" variant="outline" borderColor="brand.700" aria-label={label} onClick={() => onChange(step)} disabled={submitting}>
      <Trans>Change</Trans>
    </Button>
  );

  // A lost answer is safe to retry: the same Idempotency-Key makes the server answer the first payment again.
  const notSent: ProblemText = {
    title: <Trans>We could not confirm your payment</Trans>,
    body: <Trans>Check your connection, then select Pay again. You will not be charged twice.</Trans>,
  };
  // 422: this key already made a payment with other details (a retry after the details were changed).
  const alreadyMade: ProblemText = {
    title: <Trans>A payment from your earlier attempt went through</Trans>,
    body: (
      <Trans>
        We received it before you changed the details. Check your scheduled payments below. To make another payment as well, start a new
        payment.
      </Trans>
    ),
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event, { confirmDuplicate: duplicate })} aria-busy={submitting}>
      <Stack gap="5">
        <Text>
          <Trans>Check your payment. Nothing is sent until you select Pay.</Trans>
        </Text>
        <DetailList>
          <DetailRow term={<Trans>Amount</Trans>} action={change('amount', t`Change the amount`)}>
            {amount ? <Money amount={amount} /> : null}
          </DetailRow>
          <DetailRow term={<Trans>Bank account</Trans>} action={change('account', t`Change the bank account`)}>
            {method ? <BankAccountName method={method} /> : null}
          </DetailRow>
          <DetailRow term={<Trans>Payment date</Trans>} action={change('date', t`Change the payment date`)}>
            {payOn ? <DateText date={payOn} options={{ dateStyle: 'full' }} /> : null}
          </DetailRow>
          <DetailRow term={<Trans>Status</Trans>}>
            {payOn === today ? (
              <Trans>Pending: your payment is sent today.</Trans>
            ) : payOn ? (
              <Trans>
                Scheduled: we send your payment on <DateText date={payOn} />.
              </Trans>
            ) : null}
          </DetailRow>
        </DetailList>
        {duplicate && amount ? (
          <DuplicatePaymentQuestion amount={amount} payOn={payOn} />
        ) : isPossibleDuplicate(problem) ? null : (
          <ProblemAlert problem={problem} messages={conflict ? { failed: alreadyMade } : { offline: notSent }} />
        )}
        {conflict ? (
          <Button type="button" variant="outline" borderColor="brand.700" alignSelf="start" onClick={startAnother}>
            <Trans>Start a new payment</Trans>
          </Button>
        ) : null}
        <Button type="submit" colorPalette="brand" size="lg" alignSelf="start" loading={submitting} loadingText={t`Paying…`} disabled={submitting || conflict}>
          {amount && duplicate ? (
            <Trans>
              Pay again <Money amount={amount} />
            </Trans>
          ) : amount ? (
            <Trans>
              Pay <Money amount={amount} />
            </Trans>
          ) : (
            <Trans>Pay</Trans>
          )}
        </Button>
      </Stack>
    </form>
  );
}
