import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { NewPaymentMethod } from 'shared-contracts';
import type { BankAccountFormValues } from '@/features/payments/utils/bank-account-form';

/**
 * Checks that do not wait for the field to lose the focus: a routing number as soon as its ninth digit is
 * typed (a typo in it is the commonest reason a payment bounces), and the repeated account number again
 * whenever the first one changes after the copy was typed.
 */
export function useBankAccountLiveChecks(form: UseFormReturn<BankAccountFormValues, unknown, NewPaymentMethod>) {
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name === 'routingNumber' && values.routingNumber?.length === 9) void form.trigger('routingNumber');
      if (name === 'accountNumber' && form.getFieldState('confirmAccountNumber').isTouched) void form.trigger('confirmAccountNumber');
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
