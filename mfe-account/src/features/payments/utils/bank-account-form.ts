import { PAYMENT_METHOD_LIMITS, newPaymentMethodSchema, type BankAccountType, type NewPaymentMethod } from 'shared-contracts';
import { formSchema } from 'shared-ui/forms';

/** What the add-a-bank-account form holds: the request's fields and the account number typed again. */
export interface BankAccountFormValues {
  holderName: string;
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  accountType: BankAccountType;
  nickname: string;
}

export type BankAccountField = keyof BankAccountFormValues;

export const EMPTY_BANK_ACCOUNT_FORM: BankAccountFormValues = {
  holderName: '',
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
  accountType: 'checking',
  nickname: '',
};

export const BANK_ACCOUNT_FIELD_ORDER = Object.keys(EMPTY_BANK_ACCOUNT_FORM) as BankAccountField[];

/** The `#` masks of spec 5: digits only, the rest refused as typed. */
export const ROUTING_NUMBER_MASK = '#'.repeat(9);
export const ACCOUNT_NUMBER_MASK = '#'.repeat(PAYMENT_METHOD_LIMITS.accountNumberMax);

export const MISMATCH = 'mismatch';

/**
 * The shared `newPaymentMethodSchema` (nine digits with a valid ABA checksum, 4 to 17 digits, checking or
 * savings, the holder's name) and the copy of the account number, which must match. The copy never leaves
 * the page, nor does an empty nickname (the server's schema is strict).
 */
export const bankAccountFormSchema = formSchema<BankAccountFormValues, NewPaymentMethod>(newPaymentMethodSchema, {
  check: ({ accountNumber, confirmAccountNumber }) =>
    confirmAccountNumber.trim() !== accountNumber.trim() ? [{ field: 'confirmAccountNumber', code: MISMATCH }] : [],
  toRequest: ({ confirmAccountNumber: _copy, nickname, ...request }) => (nickname.trim() ? { ...request, nickname } : request),
});
