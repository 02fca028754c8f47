import { useMemo } from 'react';
import { Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { mutationOptions } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import {
  DUE_DATE_RULES,
  businessClock,
  daysBetween,
  dueDateInterestCost,
  type DueDateChangeRequest,
  type DueDateOptions,
  type Locale,
} from 'shared-contracts';
import type { DueDateDraft } from 'shared-contracts/atoms';
import { DateText, FormField, MessageLength, Money, SelectInput } from 'shared-ui';
import { fieldErrorText, useApiForm } from 'shared-ui/forms';
import { Calendar } from '@/components/calendar/Calendar';
import { DetailList } from '@/components/detail-list/DetailList';
import { DetailRow } from '@/components/detail-list/DetailRow';
import { DUE_DATE_QUERY_KEYS } from '@/features/due-date/api/query-keys';
import { DUE_DATE_FIELD_ORDER, dueDateFormSchema, type DueDateFormValues } from '@/features/due-date/utils/form-schema';
import { REASON_LABELS } from '@/features/due-date/utils/labels';

const RULES = {
  newDueDate: msg`Choose one of the dates the calendar offers.`,
  reason: msg`Choose the reason closest to yours.`,
  otherReason: msg`Tell us why in a few words, up to 500 characters.`,
};

/**
 * Continue sends nothing: the form recipe (`useApiForm`, docs/decisions/014) checks the values with the shared
 * schema, and its "write" is the draft, kept on the client until the confirmation page sends it.
 */
const continueToConfirmation = mutationOptions({
  mutationKey: [...DUE_DATE_QUERY_KEYS.options, 'draft'],
  mutationFn: async (request: DueDateChangeRequest) => request,
});

export interface DueDateFormProps {
  options: DueDateOptions & { currentDueDate: string };
  locale: Locale;
  /** The draft this form starts from (Back from the confirmation, or a reload), else empty values. */
  draft: DueDateDraft;
  onContinue: (draft: DueDateDraft) => void;
}

/**
 * The entry form (spec 4.7): the new date on the calendar (only the allowed dates can be chosen), the reason, and
 * what the change costs, worked out as the date changes with the rule the server applies.
 */
export function DueDateForm({ options, locale, draft, onContinue }: DueDateFormProps) {
  const { t, i18n } = useLingui();
  const { currentDueDate, allowedDates, perDiem } = options;
  const schema = useMemo(() => dueDateFormSchema(allowedDates), [allowedDates]);
  const allowed = useMemo(() => new Set(allowedDates), [allowedDates]);
  // A draft of another due date (the loan changed since) starts again.
  const fromDraft = draft.oldDueDate === currentDueDate && allowed.has(draft.dueDate);
  const { form, onSubmit, submitting } = useApiForm<DueDateFormValues, DueDateChangeRequest, DueDateChangeRequest>({
    schema,
    defaultValues: fromDraft
      ? { newDueDate: draft.dueDate, reason: draft.reason, otherReason: draft.otherReason }
      : { newDueDate: '', reason: '', otherReason: '' },
    fieldOrder: DUE_DATE_FIELD_ORDER,
    mutation: continueToConfirmation,
    onSuccess: (request) =>
      onContinue({ oldDueDate: currentDueDate, dueDate: request.newDueDate, interestPerDiem: perDiem, reason: request.reason, otherReason: request.reason === 'other' ? request.otherReason : '' }),
    formProps: { mode: 'onTouched' },
  });
  const { register, control, watch, formState } = form;
  const newDueDate = watch('newDueDate');
  const reason = watch('reason');
  const otherReason = watch('otherReason');
  const cost = newDueDate ? dueDateInterestCost(perDiem, currentDueDate, newDueDate) : null;
  const days = newDueDate ? daysBetween(currentDueDate, newDueDate) : 0;
  const errorOf = (name: keyof typeof RULES) => fieldErrorText(i18n, formState.errors[name], watch(name), RULES[name]);
  const dateError = errorOf('newDueDate');
  const first = allowedDates[0]!;
  const last = allowedDates[allowedDates.length - 1]!;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
      <Stack gap="6" maxW="3xl">
        <DetailList>
          <DetailRow term={<Trans>Current due date</Trans>}>
            <DateText date={currentDueDate} options={{ dateStyle: 'full' }} />
          </DetailRow>
          <DetailRow term={<Trans>Interest per day</Trans>}>
            <Money amount={perDiem} />
          </DetailRow>
        </DetailList>
        <Stack gap="2">
          <Text>
            <Trans>
              You can move your due date 1 to 15 days later, once every 12 months. The 29th, 30th and 31st are never due dates, so every
              month has yours.
            </Trans>
          </Text>
          <Text>
            <Trans>
              You can choose a date from <DateText date={first} /> to <DateText date={last} />. The interest for the extra days is added to
              your next payment.
            </Trans>
          </Text>
        </Stack>
        <Controller
          control={control}
          name="newDueDate"
          render={({ field }) => (
            <Calendar
              value={field.value || null}
              onChange={(date) => {
                field.onChange(date);
                field.onBlur();
              }}
              label={t`Choose your new due date`}
              locale={locale}
              min={first}
              max={last}
              today={businessClock(new Date()).today}
              isDateDisabled={(date) => !allowed.has(date)}
              headingLevel="h2"
            />
          )}
        />
        <Stack gap="1" aria-live="polite">
          <Text fontWeight="semibold">
            {newDueDate ? (
              <Trans>
                New due date: <DateText date={newDueDate} options={{ dateStyle: 'full' }} />
              </Trans>
            ) : (
              <Trans>No date chosen yet.</Trans>
            )}
          </Text>
          {cost !== null ? (
            <Text>
              <Trans>
                Interest for <Plural value={days} one="# more day" other="# more days" />: <Money amount={cost} />
              </Trans>
            </Text>
          ) : null}
        </Stack>
        {dateError ? (
          // Said at once: a calendar day has no field to carry the error as its description.
          <Text role="alert" color="red.700">
            {dateError}
          </Text>
        ) : null}
        <FormField label={t`Why would you like a new due date?`} required error={errorOf('reason')}>
          <SelectInput
            {...register('reason')}
            placeholder={t`Choose a reason`}
            options={options.reasons.map((value) => ({ value, label: i18n._(REASON_LABELS[value]) }))}
          />
        </FormField>
        {reason === 'other' ? (
          <FormField
            label={t`Your reason`}
            required
            error={errorOf('otherReason')}
            helper={<MessageLength length={otherReason.length} max={DUE_DATE_RULES.otherReasonMaxLength} />}
          >
            <Textarea {...register('otherReason')} rows={4} autoresize={false} maxLength={DUE_DATE_RULES.otherReasonMaxLength} />
          </FormField>
        ) : null}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={submitting}>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}
