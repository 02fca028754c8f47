import { useEffect, useId } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { businessClock, paymentDateWindow, type Locale } from 'shared-contracts';
import { usePaymentMethods } from '@/features/payments/api/get-payment-methods';
import { AmountStep } from '@/features/payments/components/AmountStep';
import { BankAccountStep } from '@/features/payments/components/BankAccountStep';
import { ConfirmationStep } from '@/features/payments/components/ConfirmationStep';
import { DateStep } from '@/features/payments/components/DateStep';
import { ReviewStep } from '@/features/payments/components/ReviewStep';
import { StepIndicator } from '@/features/payments/components/StepIndicator';
import { useFocusOnChange } from '@/features/payments/hooks/useFocusOnChange';
import { usePaymentForm } from '@/features/payments/hooks/usePaymentForm';
import { usePaymentSteps } from '@/features/payments/hooks/usePaymentSteps';
import { STEP_TITLES } from '@/features/payments/utils/labels';
import type { PaymentFigures } from '@/features/payments/utils/payment-form';

export interface PaymentStepsProps {
  figures: PaymentFigures & { nextDueDate: string | null };
  locale: Locale;
}

/**
 * The payment, one step at a time: amount, bank account, date, review, confirmation. The open step's heading
 * says "Step 2 of 5" and its name, and takes the focus when the step opens, so a screen reader announces it.
 */
export function PaymentSteps({ figures, locale }: PaymentStepsProps) {
  const { i18n } = useLingui();
  const steps = usePaymentSteps();
  const payment = usePaymentForm({ figures, locale, steps });
  const methods = usePaymentMethods();
  const heading = useFocusOnChange<HTMLHeadingElement>(steps.step);
  // After every render, and declared after the heading's: a field the server refused wins the focus.
  const { focusRefusedField } = payment;
  useEffect(() => focusRefusedField(steps.step));
  const headingId = useId();
  // Read at every render, not kept: a page left open past the 6 p.m. cut-off moves to the next business day.
  const dateWindow = paymentDateWindow(new Date());
  const today = businessClock(new Date()).today;

  const { step, number, total } = steps;
  const continueLabel = steps.reviewing ? <Trans>Back to review</Trans> : <Trans>Continue</Trans>;
  const title = i18n._(STEP_TITLES[step]);
  const method = methods.data?.find((candidate) => String(candidate.id) === payment.form.getValues('paymentMethodId'));

  let body;
  switch (step) {
    case 'amount':
      body = (
        <AmountStep
          payment={payment}
          figures={figures}
          locale={locale}
          continueLabel={continueLabel}
          onContinue={() => void payment.continueFrom('amount')}
        />
      );
      break;
    case 'account':
      body = (
        <BankAccountStep
          payment={payment}
          continueLabel={continueLabel}
          onBack={() => steps.back('account')}
          onContinue={() => void payment.continueFrom('account')}
        />
      );
      break;
    case 'date':
      body = (
        <DateStep
          payment={payment}
          locale={locale}
          dateWindow={dateWindow}
          today={today}
          continueLabel={continueLabel}
          onBack={() => steps.back('date')}
          onContinue={() => void payment.continueFrom('date')}
        />
      );
      break;
    case 'review':
      body = <ReviewStep payment={payment} figures={figures} locale={locale} today={today} onChange={steps.goTo} />;
      break;
    case 'confirmation':
      body = payment.receipt ? <ConfirmationStep receipt={payment.receipt} method={method} locale={locale} onAnother={payment.startAnother} /> : null;
      break;
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="6">
      <StepIndicator step={step} />
      <Heading as="h2" id={headingId} ref={heading} tabIndex={-1} size={{ base: 'xl', md: '2xl' }} color="brand.700">
        <Text as="span" display="block" fontSize="sm" fontWeight="semibold" color="fg.muted">
          <Trans>
            Step {number} of {total}
          </Trans>
        </Text>
        {title}
      </Heading>
      {body}
    </Stack>
  );
}
