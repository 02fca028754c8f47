import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { isBusinessDay, type DateWindow } from 'shared-contracts';
import { DateText } from 'shared-ui';
import { Calendar } from '@/components/calendar/Calendar';
import { StepActions } from '@/features/payments/components/StepActions';
import { StepForm } from '@/features/payments/components/StepForm';
import type { PaymentForm } from '@/features/payments/hooks/usePaymentForm';

export interface DateStepProps {
  payment: PaymentForm;
  locale: string;
  /** The dates a payment may be made for (shared-contracts `paymentDateWindow`). */
  dateWindow: DateWindow;
  /** Today in the company's time zone (Central): a payment for today is sent today. */
  today: string;
  continueLabel: ReactNode;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * Step 3: the payment's date, from the earliest the cut-off allows (today before 6 p.m. Central, else the next
 * business day) to 30 days ahead, with the rule said in words before the calendar.
 */
export function DateStep({ payment, locale, dateWindow, today, continueLabel, onBack, onContinue }: DateStepProps) {
  const { t } = useLingui();
  const { form } = payment;
  const payOn = form.watch('payOn');
  const error = payment.errorText('payOn');

  return (
    <StepForm onContinue={onContinue}>
      <Stack gap="5">
        <Stack gap="2">
          <Text>
            <Trans>Payments made after 6 p.m. Central time, on a weekend or on a bank holiday are dated the next business day.</Trans>
          </Text>
          <Text>
            <Trans>
              You can choose any date from <DateText date={dateWindow.earliest} /> to <DateText date={dateWindow.latest} />.
            </Trans>
          </Text>
        </Stack>
        <Controller
          control={form.control}
          name="payOn"
          render={({ field }) => (
            <Calendar
              value={field.value || null}
              onChange={field.onChange}
              label={t`Choose a payment date`}
              locale={locale}
              min={dateWindow.earliest}
              max={dateWindow.latest}
              today={today}
              // Weekends and the Federal Reserve's holidays are never offered (docs/decisions/056).
              isDateDisabled={(date) => !isBusinessDay(date)}
              headingLevel="h3"
            />
          )}
        />
        <Text aria-live="polite" fontWeight="semibold">
          {payOn ? (
            <Trans>
              Payment date: <DateText date={payOn} options={{ dateStyle: 'full' }} />
            </Trans>
          ) : (
            <Trans>No date chosen yet.</Trans>
          )}
        </Text>
        {error ? (
          // Said at once: a calendar day has no field to carry the error as its description.
          <Text role="alert" color="red.700">
            {error}
          </Text>
        ) : null}
        <StepActions onBack={onBack} continueLabel={continueLabel} />
      </Stack>
    </StepForm>
  );
}
