import { useCallback, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { MONEY_FIELD_ISSUES, paymentDateWindow, type Locale, type NewPayment, type PaymentReceipt } from 'shared-contracts';
import { ApiError } from 'shared-contracts/api-client';
import { useApiForm, useAttemptId } from 'shared-ui/forms';
import { postPaymentMutationOptions } from '@/features/payments/api/post-payment';
import { paymentFieldError } from '@/features/payments/utils/field-messages';
import {
  PAYMENT_FIELD_ORDER,
  STEP_FIELDS,
  emptyPaymentForm,
  paymentFormSchema,
  stepOfField,
  type FieldStep,
  type PaymentField,
  type PaymentFigures,
  type PaymentStep,
} from '@/features/payments/utils/payment-form';
import type { PaymentSteps } from '@/features/payments/hooks/usePaymentSteps';

/** The first field, in page order, that the server refused (the `fields` of a 400, or of the money guards' 422). */
function refusedField(error: Error): PaymentField | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422)) return null;
  return PAYMENT_FIELD_ORDER.find((field) => Object.hasOwn(error.fields, field)) ?? null;
}

/** The server's question (422 `possible_duplicate`): a payment like this one was made minutes ago; pay again? */
export function isPossibleDuplicate(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 422 && error.fields.confirmDuplicate === MONEY_FIELD_ISSUES.possibleDuplicate;
}

/**
 * The payment across its steps: one `useApiForm` (the values survive every step and every error), checked a
 * step at a time, sent once from the review with this payment's Idempotency-Key. The key stays the same for a
 * double click and for every retry after a failure (the server makes one payment per key) and is renewed only
 * once a payment is made, so the next payment is a new one. "Pay again" after the duplicate question keeps the
 * key too: the refused request made nothing under it, and the confirmed one is the same intended payment, now
 * confirmed, so a lost answer to it is still retried safely (docs/decisions/051).
 */
export function usePaymentForm({ figures, locale, steps }: { figures: PaymentFigures; locale: Locale; steps: PaymentSteps }) {
  const { i18n } = useLingui();
  const [idempotencyKey, renewIdempotencyKey] = useAttemptId('payment');
  // The field the server refused, focused once its step has rendered again (see `focusRefusedField`).
  const refused = useRef<PaymentField | null>(null);
  const [receipt, setReceipt] = useState<PaymentReceipt | null>(null);
  // Set for the one send that answers "pay again"; read by the mutation when it sends.
  const confirming = useRef(false);
  // The payment the server asked "pay again?" about: the question stands only while the review shows that payment.
  const [duplicateOf, setDuplicateOf] = useState<NewPayment | null>(null);
  const schema = useMemo(() => paymentFormSchema(figures, locale), [figures, locale]);
  const { goTo } = steps;

  /** A refused field sends the customer back to the step that asks for it, where the focus goes to it. */
  const sendBackTo = (field: PaymentField) => {
    const step = stepOfField(field);
    if (!step) return;
    refused.current = field;
    goTo(step);
  };

  const payment = useApiForm({
    schema,
    defaultValues: emptyPaymentForm(figures),
    fieldOrder: PAYMENT_FIELD_ORDER,
    mutation: postPaymentMutationOptions({
      idempotencyKey,
      confirmsDuplicate: () => confirming.current,
      // A refused field sends the customer to the step that asks for it, with the server's word beside it;
      // any other failure stays on the review as a problem.
      onError: (error, sent) => {
        setDuplicateOf(isPossibleDuplicate(error) ? sent : null);
        const field = refusedField(error);
        if (field) sendBackTo(field);
      },
    }),
    onSuccess: (answer) => {
      renewIdempotencyKey();
      setReceipt(answer);
      goTo('confirmation');
    },
    formProps: { mode: 'onTouched' },
  });

  const { form } = payment;

  /** Checks the step's own fields only; the later steps are not asked yet. */
  const continueFrom = async (step: FieldStep) => {
    const fields = STEP_FIELDS[step];
    if (await form.trigger([...fields], { shouldFocus: true })) steps.next(step);
  };

  /**
   * Pay, from the review. The schema checks everything again first: a page left open past the 6 p.m. cut-off
   * refuses today here, and the customer goes back to the date step (the review shows no field to mark).
   */
  const onSubmit = async (event?: Parameters<typeof payment.onSubmit>[0], options: { confirmDuplicate?: boolean } = {}) => {
    confirming.current = options.confirmDuplicate === true;
    try {
      await payment.onSubmit(event);
    } finally {
      confirming.current = false;
    }
    // The server's refusals (type 'server') were routed by the mutation's onError already.
    const field = PAYMENT_FIELD_ORDER.find((name) => {
      const error = form.getFieldState(name).error;
      return error && error.type !== 'server';
    });
    if (field) sendBackTo(field);
  };

  /**
   * After the server sent the customer back: the refused field takes the focus once its step shows it and its
   * error is set (the two arrive in either order), so a screen reader says the field with its error. A field
   * with nothing to focus (the calendar) leaves the focus on the step's heading, and its error is an alert.
   */
  const focusRefusedField = useCallback(
    (openStep: PaymentStep) => {
      const field = refused.current;
      if (!field || stepOfField(field) !== openStep || !form.getFieldState(field).error) return;
      refused.current = null;
      form.setFocus(field);
    },
    [form],
  );

  /** A refused field's words, in the customer's language. */
  const errorText = (field: PaymentField) =>
    paymentFieldError(i18n, field, form.formState.errors[field], { locale, payoff: figures.payoff, dateWindow: paymentDateWindow(new Date()) });

  /** True while the server's "pay again?" is about the payment the review shows now (not one changed since). */
  const asksPayAgain = (amount: string | null, payOn: string) =>
    isPossibleDuplicate(payment.problem) && duplicateOf !== null && duplicateOf.amount === amount && duplicateOf.payOn === payOn;

  const startAnother = () => {
    form.reset(emptyPaymentForm(figures));
    setReceipt(null);
    steps.restart();
  };

  return { ...payment, onSubmit, receipt, continueFrom, focusRefusedField, errorText, startAnother, asksPayAgain };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
