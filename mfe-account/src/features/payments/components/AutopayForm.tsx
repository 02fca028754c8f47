import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Autopay, PaymentMethod } from 'shared-contracts';
import { FormField, ProblemAlert, SelectInput } from 'shared-ui';
import { useApiForm } from 'shared-ui/forms';
import { putAutopayMutationOptions } from '@/features/payments/api/put-autopay';
import { autopayFieldError } from '@/features/payments/utils/field-messages';
import { AUTOPAY_FIELD_ORDER, DRAFT_DAYS, autopayFormSchema } from '@/features/payments/utils/autopay-form';
import { ACCOUNT_TYPE_LABELS } from '@/features/payments/utils/labels';
import { FormActions } from '@/components/form-actions/FormActions';

export interface AutopayFormProps {
  /** The current enrolment, whose account and day the form starts from. */
  autopay: Autopay;
  methods: PaymentMethod[];
  onSaved: (autopay: Autopay) => void;
  /** Absent when autopay is off: the form is then the section's only content. */
  onCancel?: () => void;
}

/** Enrol in autopay, or change its account or draft day (1–28): `PUT /api/autopay`. */
export function AutopayForm({ autopay, methods, onSaved, onCancel }: AutopayFormProps) {
  const { t, i18n } = useLingui();
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: autopayFormSchema,
    defaultValues: {
      paymentMethodId: autopay.paymentMethodId === null ? '' : String(autopay.paymentMethodId),
      draftDay: autopay.draftDay === null ? '' : String(autopay.draftDay),
    },
    fieldOrder: AUTOPAY_FIELD_ORDER,
    mutation: putAutopayMutationOptions(),
    onSuccess: (answer) => onSaved(answer),
  });
  const { register, formState } = form;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} aria-label={autopay.enrolled ? t`Change autopay` : t`Turn on autopay`}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label={t`Bank account`} required error={autopayFieldError(i18n, 'paymentMethodId', formState.errors.paymentMethodId)}>
            <SelectInput
              {...register('paymentMethodId')}
              placeholder={t`Choose a bank account`}
              options={methods.map((method) => {
                // An option holds text only: the last four in words, not dots a screen reader spells out.
                const name = method.nickname || i18n._(ACCOUNT_TYPE_LABELS[method.accountType]);
                const last4 = method.last4;
                return { value: String(method.id), label: t`${name}, ending in ${last4}` };
              })}
            />
          </FormField>
          <FormField
            label={t`Day of the month`}
            required
            error={autopayFieldError(i18n, 'draftDay', formState.errors.draftDay)}
            helper={t`Days 29 to 31 are not in every month.`}
          >
            <SelectInput {...register('draftDay')} placeholder={t`Choose a day`} options={DRAFT_DAYS.map((day) => ({ value: String(day), label: String(day) }))} />
          </FormField>
        </SimpleGrid>
        <ProblemAlert problem={problem} />
        <FormActions submitting={submitting} loadingText={t`Saving…`} submitLabel={autopay.enrolled ? <Trans>Save autopay</Trans> : <Trans>Turn on autopay</Trans>} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
