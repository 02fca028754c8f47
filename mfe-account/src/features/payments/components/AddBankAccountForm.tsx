import { useEffect, useId, useRef } from 'react';
import { Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { API_ERROR_CODES, BANK_ACCOUNT_TYPES, LIMITS, PAYMENT_METHOD_LIMITS, type PaymentMethod } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { FormField, ProblemAlert } from 'shared-ui';
import { ControlledMaskedInput, useApiForm } from 'shared-ui/forms';
import { postPaymentMethodMutationOptions } from '@/features/payments/api/post-payment-method';
import { ChoiceGroup, isFocusChoice } from '@/features/payments/components/ChoiceGroup';
import { ChoiceItem } from '@/features/payments/components/ChoiceItem';
import { useBankAccountLiveChecks } from '@/features/payments/hooks/useBankAccountLiveChecks';
import {
  ACCOUNT_NUMBER_MASK,
  BANK_ACCOUNT_FIELD_ORDER,
  EMPTY_BANK_ACCOUNT_FORM,
  ROUTING_NUMBER_MASK,
  bankAccountFormSchema,
  type BankAccountField,
} from '@/features/payments/utils/bank-account-form';
import { bankAccountFieldError } from '@/features/payments/utils/field-messages';
import { ACCOUNT_TYPE_LABELS } from '@/features/payments/utils/labels';
import { FormActions } from '@/components/form-actions/FormActions';

export interface AddBankAccountFormProps {
  /** The saved account, already in the saved list: the caller selects it. */
  onSaved: (method: PaymentMethod) => void;
  /** Absent while there is no saved account to go back to. */
  onCancel?: () => void;
  /** Opened by the customer's click (not as the step opened): the form's heading takes the focus. */
  focusOnOpen?: boolean;
}

/**
 * A new bank account: holder, routing number (nine digits with a valid ABA checksum, checked as the ninth
 * digit is typed), account number typed twice, checking or savings, an optional nickname. Its own form beside
 * the payment's (forms do not nest); the full number stays in this form's memory until it is sent.
 */
export function AddBankAccountForm({ onSaved, onCancel, focusOnOpen = false }: AddBankAccountFormProps) {
  const { t, i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const accountMin = PAYMENT_METHOD_LIMITS.accountNumberMin;
  const accountMax = PAYMENT_METHOD_LIMITS.accountNumberMax;
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: bankAccountFormSchema,
    defaultValues: EMPTY_BANK_ACCOUNT_FORM,
    fieldOrder: BANK_ACCOUNT_FIELD_ORDER,
    mutation: postPaymentMethodMutationOptions(),
    onSuccess: (method) => onSaved(method),
    formProps: { mode: 'onTouched' },
  });
  useBankAccountLiveChecks(form);
  const { register, control, watch, formState } = form;
  const values = watch();
  const errorOf = (field: BankAccountField) => bankAccountFieldError(i18n, field, formState.errors[field], values);

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} aria-labelledby={headingId}>
      <Stack gap="5">
        <Heading as="h3" size="md" id={headingId} ref={heading} tabIndex={-1}>
          <Trans>Add a bank account</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label={t`Account holder name`} required error={errorOf('holderName')}>
            <Input {...register('holderName')} autoComplete="name" maxLength={LIMITS.nameMax} />
          </FormField>
          <FormField label={t`Routing number`} required error={errorOf('routingNumber')} helper={t`9 digits, at the bottom left of a check.`}>
            <ControlledMaskedInput control={control} name="routingNumber" mask={ROUTING_NUMBER_MASK} autoComplete="off" />
          </FormField>
          <FormField label={t`Account number`} required error={errorOf('accountNumber')} helper={t`${accountMin} to ${accountMax} digits.`}>
            <ControlledMaskedInput control={control} name="accountNumber" mask={ACCOUNT_NUMBER_MASK} autoComplete="off" />
          </FormField>
          <FormField label={t`Account number again`} required error={errorOf('confirmAccountNumber')} helper={t`Typed twice, so that a typo cannot send the payment elsewhere.`}>
            <ControlledMaskedInput control={control} name="confirmAccountNumber" mask={ACCOUNT_NUMBER_MASK} autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <Controller
          control={control}
          name="accountType"
          render={({ field }) => (
            <ChoiceGroup legend={<Trans>Account type</Trans>} name={field.name} value={field.value} onValueChange={field.onChange} error={errorOf('accountType')}>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                {BANK_ACCOUNT_TYPES.map((type, index) => (
                  <ChoiceItem key={type} value={type} inputRef={isFocusChoice(field.value, type, index) ? field.ref : undefined}>
                    {i18n._(ACCOUNT_TYPE_LABELS[type])}
                  </ChoiceItem>
                ))}
              </Stack>
            </ChoiceGroup>
          )}
        />
        <FormField label={t`Nickname (optional)`} error={errorOf('nickname')} helper={t`For example "Everyday checking".`}>
          <Input {...register('nickname')} autoComplete="off" maxLength={PAYMENT_METHOD_LIMITS.nicknameMax} />
        </FormField>
        <ProblemAlert
          problem={problem}
          // 429 BANK_ACCOUNT_QUOTA (docs/decisions/051): five accounts a day; the wait the server gives is said below it.
          messages={isApiError(problem, API_ERROR_CODES.bankAccountQuota) ? { rateLimited: { title: <Trans>You have added 5 bank accounts today</Trans> } } : undefined}
        />
        <FormActions submitting={submitting} loadingText={t`Saving…`} submitLabel={<Trans>Save bank account</Trans>} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
