import { MONEY_FIELD_ISSUES, amountToCents, isBusinessDay, isInWindow, newPaymentSchema, paymentDateWindow, type NewPayment } from 'shared-contracts';
import { parseTypedAmount } from '@/features/payments/utils/amount-input';
import { formSchema, type FieldIssue } from 'shared-ui/forms';

/** The steps of a payment, in order (a visible "Step 2 of 5"). */
export const PAYMENT_STEPS = ['amount', 'account', 'date', 'review', 'confirmation'] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

export type AmountChoice = 'due' | 'payoff' | 'other';

/**
 * What the payment form holds across its steps. `amount` is the other amount as typed (in the customer's
 * language); it carries the server's name so that a refused amount lands on it.
 */
export interface PaymentFormValues {
  amountChoice: AmountChoice | '';
  amount: string;
  /** The chosen saved account's id, as the radio's value. */
  paymentMethodId: string;
  /** `YYYY-MM-DD`. */
  payOn: string;
}

export type PaymentField = keyof PaymentFormValues;

/** The borrower's figures the amount step offers (account details F0112 and F0105). */
export interface PaymentFigures {
  amountDue: string;
  payoff: string;
}

export const emptyPaymentForm = (figures: PaymentFigures): PaymentFormValues => ({
  // Nothing due (paid ahead): no option is preselected, the customer picks one.
  amountChoice: (amountToCents(figures.amountDue) ?? 0) > 0 ? 'due' : '',
  amount: '',
  paymentMethodId: '',
  payOn: '',
});

/** The fields each step asks for, in page order (the first refused one is where the customer goes back to). */
export const STEP_FIELDS = {
  amount: ['amountChoice', 'amount'],
  account: ['paymentMethodId'],
  date: ['payOn'],
} as const satisfies Partial<Record<PaymentStep, readonly PaymentField[]>>;
export type FieldStep = keyof typeof STEP_FIELDS;

export const PAYMENT_FIELD_ORDER: readonly PaymentField[] = [...STEP_FIELDS.amount, ...STEP_FIELDS.account, ...STEP_FIELDS.date];

/** The step that asks for a field the server refused; null for a field no step shows. */
export function stepOfField(field: string): FieldStep | null {
  for (const step of Object.keys(STEP_FIELDS) as FieldStep[]) {
    if ((STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  }
  return null;
}

/** The amount on the wire ("389.45") the values stand for, or null while none is chosen or readable. */
export function chosenAmount(values: PaymentFormValues, figures: PaymentFigures, locale: string): string | null {
  switch (values.amountChoice) {
    case 'due':
      return figures.amountDue;
    case 'payoff':
      return figures.payoff;
    case 'other':
      return parseTypedAmount(values.amount, locale);
    default:
      return null;
  }
}

/** Codes of the form's refusals: its own, and those it shares with the server (MONEY_FIELD_ISSUES). */
export const PAYMENT_ISSUES = {
  required: 'required',
  nothingDue: 'nothing_due',
  notAnAmount: 'invalid_amount',
  notPositive: 'not_positive',
  abovePayoff: MONEY_FIELD_ISSUES.abovePayoff,
  outsideWindow: MONEY_FIELD_ISSUES.outsidePaymentWindow,
  notBusinessDay: MONEY_FIELD_ISSUES.notBusinessDay,
} as const;

function checkAmount(values: PaymentFormValues, figures: PaymentFigures, locale: string): FieldIssue<PaymentFormValues> | null {
  if (values.amountChoice === '') return { field: 'amountChoice', code: PAYMENT_ISSUES.required };
  if (values.amountChoice === 'due' && (amountToCents(figures.amountDue) ?? 0) <= 0) return { field: 'amountChoice', code: PAYMENT_ISSUES.nothingDue };
  if (values.amountChoice !== 'other') return null;
  if (values.amount.trim() === '') return { field: 'amount', code: PAYMENT_ISSUES.required };
  const amount = parseTypedAmount(values.amount, locale);
  const cents = amount === null ? null : amountToCents(amount);
  if (cents === null) return { field: 'amount', code: PAYMENT_ISSUES.notAnAmount };
  if (cents <= 0) return { field: 'amount', code: PAYMENT_ISSUES.notPositive };
  if (cents > (amountToCents(figures.payoff) ?? 0)) return { field: 'amount', code: PAYMENT_ISSUES.abovePayoff };
  return null;
}

/**
 * The payment form's schema: the amount step's choice and typed amount (more than zero, at most the payoff,
 * two decimals), a saved account, a date in today's payment window, then the shared `newPaymentSchema` on the
 * request those values make. The window is computed when the form is checked, so a page left open past the
 * 6 p.m. Central cut-off refuses today, as the server would.
 */
export function paymentFormSchema(figures: PaymentFigures, locale: string) {
  return formSchema<PaymentFormValues, NewPayment>(newPaymentSchema, {
    check: (values) => {
      const issues: FieldIssue<PaymentFormValues>[] = [];
      const amountIssue = checkAmount(values, figures, locale);
      if (amountIssue) issues.push(amountIssue);
      if (!/^\d+$/.test(values.paymentMethodId)) issues.push({ field: 'paymentMethodId', code: PAYMENT_ISSUES.required });
      if (values.payOn === '') issues.push({ field: 'payOn', code: PAYMENT_ISSUES.required });
      else if (!isInWindow(values.payOn, paymentDateWindow(new Date()))) issues.push({ field: 'payOn', code: PAYMENT_ISSUES.outsideWindow });
      // The calendar never offers one; a date kept from before a holiday table change still is refused here (docs/decisions/056).
      else if (!isBusinessDay(values.payOn)) issues.push({ field: 'payOn', code: PAYMENT_ISSUES.notBusinessDay });
      return issues;
    },
    toRequest: (values) => ({
      amount: chosenAmount(values, figures, locale) ?? '',
      paymentMethodId: Number(values.paymentMethodId),
      payOn: values.payOn,
    }),
  });
}
