import { PAYMENT_RULES, autopayRequestSchema, type AutopayRequest } from 'shared-contracts';
import { formSchema } from 'shared-ui/forms';

/** The autopay form's two selects, as their option values. */
export interface AutopayFormValues {
  paymentMethodId: string;
  draftDay: string;
}

export const AUTOPAY_FIELD_ORDER = ['paymentMethodId', 'draftDay'] as const;

/** The days autopay may draft on: the 1st to the 28th, which every month has. */
export const DRAFT_DAYS = Array.from(
  { length: PAYMENT_RULES.autopayDraftDays.max - PAYMENT_RULES.autopayDraftDays.min + 1 },
  (_, index) => PAYMENT_RULES.autopayDraftDays.min + index,
);

/** The selects' text as the shared `autopayRequestSchema`'s numbers; an empty select is refused there. */
export const autopayFormSchema = formSchema<AutopayFormValues, AutopayRequest>(autopayRequestSchema, {
  check: () => [],
  toRequest: ({ paymentMethodId, draftDay }) => ({ paymentMethodId: Number(paymentMethodId), draftDay: Number(draftDay) }),
});
