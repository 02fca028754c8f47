import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Controller } from 'react-hook-form';
import type { PaymentMethod } from 'shared-contracts';
import { usePaymentMethods } from '@/features/payments/api/get-payment-methods';
import { AddBankAccountForm } from '@/features/payments/components/AddBankAccountForm';
import { BankAccountName } from '@/features/payments/components/BankAccountName';
import { ChoiceGroup, isFocusChoice } from '@/features/payments/components/ChoiceGroup';
import { ChoiceItem } from '@/features/payments/components/ChoiceItem';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { StepActions } from '@/features/payments/components/StepActions';
import { StepForm } from '@/features/payments/components/StepForm';
import type { PaymentForm } from '@/features/payments/hooks/usePaymentForm';

export interface BankAccountStepProps {
  payment: PaymentForm;
  continueLabel: ReactNode;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * Step 2: one of the saved bank accounts, or a new one added here (saved, then selected). The add form takes
 * the place of the list while it is open, so the two forms never nest; closing it returns the focus to what
 * opened it, saving moves it to the new account's choice.
 */
export function BankAccountStep({ payment, continueLabel, onBack, onContinue }: BankAccountStepProps) {
  const methods = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the list is back: it runs after the render that shows it.
  const focusWhenListShows = useRef<'add-button' | 'selected' | null>(null);
  const { form } = payment;
  const error = payment.errorText('paymentMethodId');
  const saved = methods.data ?? [];
  const showingForm = adding || (methods.isSuccess && saved.length === 0);

  useEffect(() => {
    const target = focusWhenListShows.current;
    if (showingForm || !target) return;
    focusWhenListShows.current = null;
    if (target === 'add-button') addButton.current?.focus();
    else list.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  });

  if (methods.isPending)
    return (
      <Loading>
        <Trans>Loading your bank accounts…</Trans>
      </Loading>
    );
  if (methods.isError) return <LoadFailure title={<Trans>We could not load your bank accounts.</Trans>} onRetry={() => void methods.refetch()} />;

  const selectNew = (method: PaymentMethod) => {
    form.setValue('paymentMethodId', String(method.id), { shouldValidate: true });
    focusWhenListShows.current = 'selected';
    setAdding(false);
  };

  if (showingForm) {
    return (
      <Stack gap="6">
        {saved.length === 0 ? (
          <Text>
            <Trans>You have no saved bank account yet. Add the account you want to pay from.</Trans>
          </Text>
        ) : null}
        <AddBankAccountForm
          onSaved={selectNew}
          focusOnOpen={adding}
          onCancel={
            saved.length > 0
              ? () => {
                  focusWhenListShows.current = 'add-button';
                  setAdding(false);
                }
              : undefined
          }
        />
        {saved.length === 0 ? <StepActions onBack={onBack} /> : null}
      </Stack>
    );
  }

  return (
    <StepForm onContinue={onContinue}>
      <Stack gap="6" ref={list}>
        <Controller
          control={form.control}
          name="paymentMethodId"
          render={({ field }) => (
            <ChoiceGroup
              legend={<Trans>Which bank account should the payment come from?</Trans>}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={error}
            >
              {saved.map((method, index) => (
                <ChoiceItem key={method.id} value={String(method.id)} inputRef={isFocusChoice(field.value, String(method.id), index) ? field.ref : undefined}>
                  <BankAccountName method={method} />
                </ChoiceItem>
              ))}
            </ChoiceGroup>
          )}
        />
        <Button ref={addButton} type="button" variant="outline" borderColor="brand.700" alignSelf="start" onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          <Trans>Add a bank account</Trans>
        </Button>
        <StepActions onBack={onBack} continueLabel={continueLabel} />
      </Stack>
    </StepForm>
  );
}
