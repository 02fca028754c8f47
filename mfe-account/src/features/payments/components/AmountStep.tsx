import type { ReactNode } from 'react';
import { Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { amountToCents } from 'shared-contracts';
import { DateText, FormField, Money, formatMoney } from 'shared-ui';
import { ChoiceGroup } from '@/features/payments/components/ChoiceGroup';
import { ChoiceItem } from '@/features/payments/components/ChoiceItem';
import { StepActions } from '@/features/payments/components/StepActions';
import { StepForm } from '@/features/payments/components/StepForm';
import type { PaymentForm } from '@/features/payments/hooks/usePaymentForm';
import { AMOUNT_INPUT_MAX_LENGTH, currencySign, exampleAmount } from '@/features/payments/utils/amount-input';
import type { AmountChoice, PaymentFigures } from '@/features/payments/utils/payment-form';

export interface AmountStepProps {
  payment: PaymentForm;
  figures: PaymentFigures & { nextDueDate: string | null };
  locale: string;
  continueLabel: ReactNode;
  onContinue: () => void;
}

/** Step 1: the amount due, the payoff amount, or another amount (more than zero, at most the payoff). */
export function AmountStep({ payment, figures, locale, continueLabel, onContinue }: AmountStepProps) {
  const { t } = useLingui();
  const { form } = payment;
  const choice = form.watch('amountChoice');
  const choiceError = payment.errorText('amountChoice');
  const amountError = payment.errorText('amount');
  const nothingDue = (amountToCents(figures.amountDue) ?? 0) <= 0;
  const payoff = formatMoney(figures.payoff, locale);
  const example = exampleAmount(locale);
  const dueDate = figures.nextDueDate;

  return (
    <StepForm onContinue={onContinue}>
      <Stack gap="6">
        <Controller
          control={form.control}
          name="amountChoice"
          render={({ field }) => {
            // The first choice that can be taken: a disabled radio cannot hold the focus.
            const first: AmountChoice = nothingDue ? 'payoff' : 'due';
            const focusRef = (value: AmountChoice) => ((field.value || first) === value ? field.ref : undefined);
            return (
              <ChoiceGroup
                legend={<Trans>How much would you like to pay?</Trans>}
                name={field.name}
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value);
                  // A refusal of the typed amount no longer applies once another choice is made.
                  form.clearErrors('amount');
                }}
                onBlur={field.onBlur}
                // The server may refuse a fixed amount too (the payoff changed): say it here, not under a hidden field.
                error={choiceError ?? (choice === 'other' ? undefined : amountError)}
              >
                <ChoiceItem value="due" disabled={nothingDue} inputRef={focusRef('due')}>
                  <Text as="span" display="block" fontWeight="semibold">
                    <Trans>
                      Amount due: <Money amount={figures.amountDue} />
                    </Trans>
                  </Text>
                  <Text as="span" display="block" fontSize="sm" color="fg.muted">
                    {nothingDue ? (
                      <Trans>Nothing is due right now.</Trans>
                    ) : dueDate ? (
                      <Trans>
                        Due on <DateText date={dueDate} />
                      </Trans>
                    ) : null}
                  </Text>
                </ChoiceItem>
                <ChoiceItem value="payoff" inputRef={focusRef('payoff')}>
                  <Text as="span" display="block" fontWeight="semibold">
                    <Trans>
                      Payoff amount: <Money amount={figures.payoff} />
                    </Trans>
                  </Text>
                  <Text as="span" display="block" fontSize="sm" color="fg.muted">
                    <Trans>Pays off your loan as of today.</Trans>
                  </Text>
                </ChoiceItem>
                <ChoiceItem value="other" inputRef={focusRef('other')}>
                  <Text as="span" display="block" fontWeight="semibold">
                    <Trans>Another amount</Trans>
                  </Text>
                </ChoiceItem>
              </ChoiceGroup>
            );
          }}
        />
        {choice === 'other' ? (
          <FormField label={t`Amount to pay`} required error={amountError} helper={t`Up to your payoff amount, ${payoff}. For example ${example}.`}>
            <InputGroup startElement={currencySign(locale)} maxW="xs">
              <Input {...form.register('amount')} inputMode="decimal" autoComplete="off" maxLength={AMOUNT_INPUT_MAX_LENGTH} />
            </InputGroup>
          </FormField>
        ) : null}
        <StepActions continueLabel={continueLabel} />
      </Stack>
    </StepForm>
  );
}
