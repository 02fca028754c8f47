import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { FieldError } from 'react-hook-form';
import { LIMITS, PAYMENT_METHOD_LIMITS, PAYMENT_RULES, formatDate, type DateWindow } from 'shared-contracts';
import { formatMoney } from 'shared-ui';
import { fieldErrorText } from 'shared-ui/forms';
import { exampleAmount } from '@/features/payments/utils/amount-input';
import type { AutopayFormValues } from '@/features/payments/utils/autopay-form';
import { MISMATCH, type BankAccountFormValues } from '@/features/payments/utils/bank-account-form';
import { PAYMENT_ISSUES, type PaymentField } from '@/features/payments/utils/payment-form';

/*
 * The words of a refused field, in the customer's language. The form's rules and the server both speak in
 * codes (`above_payoff`, `outside_payment_window`, a zod issue code): each field says what it needs.
 */

export interface PaymentMessageContext {
  locale: string;
  payoff: string;
  dateWindow: DateWindow;
}

export function paymentFieldError(i18n: I18n, field: PaymentField, error: FieldError | undefined, context: PaymentMessageContext): string | undefined {
  if (!error) return undefined;
  const code = error.message ?? '';
  const { locale } = context;
  switch (field) {
    case 'amountChoice':
      return code === PAYMENT_ISSUES.nothingDue
        ? i18n._(msg`Nothing is due right now. Choose the payoff amount or another amount.`)
        : i18n._(msg`Choose how much to pay.`);
    case 'amount': {
      if (code === PAYMENT_ISSUES.required) return i18n._(msg`Enter the amount to pay.`);
      if (code === PAYMENT_ISSUES.notPositive) return i18n._(msg`Enter an amount of more than zero.`);
      const payoff = formatMoney(context.payoff, locale);
      // The server counts the scheduled and pending payments too (docs/decisions/051): say so when it refused.
      if (code === PAYMENT_ISSUES.abovePayoff && error.type === 'server') {
        return i18n._(msg`Together with your scheduled and pending payments, this is more than your payoff amount, ${payoff}. Choose a smaller amount.`);
      }
      if (code === PAYMENT_ISSUES.abovePayoff) return i18n._(msg`The most you can pay is your payoff amount, ${payoff}.`);
      const example = exampleAmount(locale);
      return i18n._(msg`Enter an amount such as ${example}, with no more than two decimals.`);
    }
    case 'paymentMethodId':
      return code === PAYMENT_ISSUES.required
        ? i18n._(msg`Choose the bank account to pay from.`)
        : i18n._(msg`We could not find this bank account. Choose another one or add it again.`);
    case 'payOn': {
      if (code === PAYMENT_ISSUES.required) return i18n._(msg`Choose a payment date.`);
      if (code === PAYMENT_ISSUES.notBusinessDay) return i18n._(msg`Banks are closed on that day. Choose a weekday that is not a bank holiday.`);
      const earliest = formatDate(context.dateWindow.earliest, locale);
      const latest = formatDate(context.dateWindow.latest, locale);
      return i18n._(msg`Choose a date from ${earliest} to ${latest}.`);
    }
  }
}

const nameMax = LIMITS.nameMax;
const nicknameMax = PAYMENT_METHOD_LIMITS.nicknameMax;
const accountMin = PAYMENT_METHOD_LIMITS.accountNumberMin;
const accountMax = PAYMENT_METHOD_LIMITS.accountNumberMax;

export function bankAccountFieldError(i18n: I18n, field: keyof BankAccountFormValues, error: FieldError | undefined, values: BankAccountFormValues): string | undefined {
  const value = values[field];
  switch (field) {
    case 'holderName':
      return fieldErrorText(i18n, error, value, msg`Enter the name on the bank account (up to ${nameMax} characters).`);
    case 'routingNumber':
      // A complete number the checksum refuses is a typo, not a short number: say which.
      return fieldErrorText(
        i18n,
        error,
        value,
        /^\d{9}$/.test(value)
          ? msg`This is not a valid routing number. Check the 9 digits at the bottom left of a check.`
          : msg`Enter the 9-digit routing number.`,
      );
    case 'accountNumber':
      return fieldErrorText(i18n, error, value, msg`Enter the account number: ${accountMin} to ${accountMax} digits.`);
    case 'confirmAccountNumber':
      return fieldErrorText(
        i18n,
        error,
        value,
        error?.message === MISMATCH || value !== values.accountNumber ? msg`The account numbers do not match.` : msg`Enter the account number again.`,
      );
    case 'accountType':
      return fieldErrorText(i18n, error, value, msg`Choose checking or savings.`);
    case 'nickname':
      return fieldErrorText(i18n, error, value, msg`Use up to ${nicknameMax} characters.`);
  }
}

const firstDay = PAYMENT_RULES.autopayDraftDays.min;
const lastDay = PAYMENT_RULES.autopayDraftDays.max;

export function autopayFieldError(i18n: I18n, field: keyof AutopayFormValues, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return field === 'paymentMethodId' ? i18n._(msg`Choose the bank account autopay draws from.`) : i18n._(msg`Choose a day from ${firstDay} to ${lastDay}.`);
}
