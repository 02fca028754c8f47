import type { ReactNode } from 'react';
import { Button, Fieldset, HStack, Input, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS, formatDate, guestPaymentFormSchema, paymentDateWindow, type GuestLookupResponse, type GuestPaymentForm } from 'shared-contracts';
import { FormField, Money, SelectInput } from 'shared-ui';
import { fieldErrorText, formSchema, sendsNothing, useApiForm } from 'shared-ui/forms';

type Field = keyof GuestPaymentForm;
/** The fields in the order the visitor reads them: the first refused one gets the focus. */
const FIELD_ORDER: readonly Field[] = ['amount', 'payOn', 'routingNumber', 'accountType', 'accountNumber', 'accountNumberConfirm', 'holderName', 'email'];

const RULES: Record<Field, ReturnType<typeof msg>> = {
  amount: msg`Enter an amount such as 389.45, up to your payoff amount.`,
  payOn: msg`Choose a date from today up to 30 days ahead.`,
  routingNumber: msg`Enter the 9-digit routing number printed on your checks.`,
  accountNumber: msg`Enter your bank account number (4 to 17 digits).`,
  accountNumberConfirm: msg`Type the same bank account number again.`,
  accountType: msg`Choose checking or savings.`,
  holderName: msg`Enter the name on the bank account.`,
  email: msg`Enter an e-mail address such as name@example.com.`,
};

type AmountChoice = 'due' | 'payoff' | 'other';

/** What the step holds: the payment, and which amount the visitor chose (the radios; not part of the payment). */
type GuestDetailsValues = GuestPaymentForm & { amountChoice: AmountChoice };

/** The choice sets the amount as it is made; the shared schema checks the payment itself. */
const guestDetailsSchema = formSchema<GuestDetailsValues, GuestPaymentForm>(guestPaymentFormSchema, {
  check: () => [],
  toRequest: ({ amountChoice: _choice, ...payment }) => payment,
});

export interface GuestDetailsStepProps {
  loan: GuestLookupResponse;
  /** What was typed before (back from the review): kept in memory only. */
  values: GuestPaymentForm | null;
  onReview: (values: GuestPaymentForm) => void;
}

/**
 * Step 2 (docs/decisions/058): how much, when, from which bank account, and where the receipt goes. Checked with the
 * shared schema before the review; the server checks it all again with the rules of every payment.
 */
export function GuestDetailsStep({ loan, values, onReview }: GuestDetailsStepProps) {
  const { t, i18n } = useLingui();
  const dates = paymentDateWindow(new Date());
  const dueIsPayable = Number(loan.amountDue) > 0;
  const initialChoice: AmountChoice = values ? (values.amount === loan.amountDue ? 'due' : values.amount === loan.payoff ? 'payoff' : 'other') : dueIsPayable ? 'due' : 'payoff';
  // The one form recipe (docs/decisions/014); the step sends nothing, the review does (docs/decisions/067).
  const { form, onSubmit } = useApiForm({
    schema: guestDetailsSchema,
    defaultValues: {
      amountChoice: initialChoice,
      ...(values ?? {
        amount: dueIsPayable ? loan.amountDue : loan.payoff,
        payOn: dates.earliest,
        routingNumber: '',
        accountNumber: '',
        accountNumberConfirm: '',
        accountType: 'checking',
        holderName: '',
        email: '',
      }),
    },
    fieldOrder: FIELD_ORDER,
    mutation: sendsNothing<GuestPaymentForm>(),
    onSuccess: (payment) => onReview(payment),
  });
  const { register, watch, formState, setValue } = form;
  const choice = watch('amountChoice');
  const errorOf = (name: Field) => fieldErrorText(i18n, formState.errors[name], watch(name), RULES[name]);
  const choose = (next: AmountChoice) => {
    setValue('amountChoice', next);
    if (next === 'due') setValue('amount', loan.amountDue);
    if (next === 'payoff') setValue('amount', loan.payoff);
    if (next === 'other') setValue('amount', '');
  };
  const earliest = formatDate(dates.earliest, i18n.locale);
  const latest = formatDate(dates.latest, i18n.locale);
  const radio = (value: AmountChoice, label: ReactNode) => (
    <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
      <chakra.input type="radio" name="amountChoice" value={value} checked={choice === value} onChange={() => choose(value)} w="4" h="4" />
      {label}
    </chakra.label>
  );
  const amountDue = <Money amount={loan.amountDue} />;
  const payoff = <Money amount={loan.payoff} />;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Payment details`}>
      <Stack gap="6">
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">
            <Trans>Amount</Trans>
          </Fieldset.Legend>
          <Fieldset.Content>
            <Stack gap="2">
              {dueIsPayable ? radio('due', <Trans>Amount due: {amountDue}</Trans>) : null}
              {radio('payoff', <Trans>Payoff amount: {payoff}</Trans>)}
              {radio('other', <Trans>Another amount</Trans>)}
            </Stack>
          </Fieldset.Content>
        </Fieldset.Root>
        {choice === 'other' ? (
          <FormField label={t`Amount to pay`} required error={errorOf('amount')}>
            <Input {...register('amount')} inputMode="decimal" autoComplete="off" maxLength={11} maxW="xs" />
          </FormField>
        ) : null}
        <FormField label={t`Payment date`} required error={errorOf('payOn')} helper={t`From ${earliest} to ${latest}. Payments made after 6 p.m. Central are dated the next business day.`}>
          <Input {...register('payOn')} type="date" min={dates.earliest} max={dates.latest} maxW="xs" />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label={t`Routing number`} required error={errorOf('routingNumber')}>
            <Input {...register('routingNumber')} inputMode="numeric" autoComplete="off" maxLength={9} />
          </FormField>
          <FormField label={t`Account type`} required error={errorOf('accountType')}>
            <SelectInput
              {...register('accountType')}
              options={[
                { value: 'checking', label: t`Checking` },
                { value: 'savings', label: t`Savings` },
              ]}
            />
          </FormField>
          <FormField label={t`Bank account number`} required error={errorOf('accountNumber')}>
            <Input {...register('accountNumber')} inputMode="numeric" autoComplete="off" maxLength={17} />
          </FormField>
          <FormField label={t`Bank account number again`} required error={errorOf('accountNumberConfirm')}>
            <Input {...register('accountNumberConfirm')} inputMode="numeric" autoComplete="off" maxLength={17} />
          </FormField>
          <FormField label={t`Name on the bank account`} required error={errorOf('holderName')}>
            <Input {...register('holderName')} autoComplete="name" maxLength={LIMITS.nameMax} />
          </FormField>
          <FormField label={t`E-mail address for the receipt`} required error={errorOf('email')}>
            <Input {...register('email')} type="email" autoComplete="email" maxLength={LIMITS.emailMax} />
          </FormField>
        </SimpleGrid>
        <Text fontSize="sm" color="gray.700">
          <Trans>We use this bank account for this payment only; it is not saved.</Trans>
        </Text>
        <HStack>
          <Button type="submit" colorPalette="brand">
            <Trans>Review the payment</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
