import { ACCOUNT_FIELDS, centsToAmount as formatCents, type AccountDetails } from 'shared-contracts';
import type { LoanAccountRow } from '../db/schema.js';

const flag = <T extends string>(value: string, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** A loan row as `GET /api/account-details` answers it (spec 3 "Account details", in the servicing system's field names). */
export function accountDetailsOf(loan: LoanAccountRow): AccountDetails {
  return {
    [ACCOUNT_FIELDS.accountStatus]: loan.account_status,
    [ACCOUNT_FIELDS.accountNumber]: loan.account_number,
    [ACCOUNT_FIELDS.borrowerName]: `${loan.borrower_first_name} ${loan.borrower_last_name}`,
    [ACCOUNT_FIELDS.borrowerFirstName]: loan.borrower_first_name,
    [ACCOUNT_FIELDS.borrowerLastName]: loan.borrower_last_name,
    [ACCOUNT_FIELDS.vin]: loan.vin,
    [ACCOUNT_FIELDS.vehicleDescription]: loan.vehicle_description,
    [ACCOUNT_FIELDS.email]: loan.email,
    [ACCOUNT_FIELDS.autopayFlag]: flag(loan.autopay_flag, ['Y', 'N'] as const, 'N'),
    [ACCOUNT_FIELDS.billingMethod]: flag(loan.billing_method, ['I', 'P'] as const, 'P'),
    [ACCOUNT_FIELDS.textEnrolled]: flag(loan.text_enrolled, ['Y', 'N'] as const, 'N'),
    [ACCOUNT_FIELDS.currentBalance]: formatCents(loan.current_balance_cents),
    [ACCOUNT_FIELDS.payoffAmount]: formatCents(loan.payoff_amount_cents),
    [ACCOUNT_FIELDS.nextDueDate]: loan.next_due_date,
    [ACCOUNT_FIELDS.amountDue]: formatCents(loan.amount_due_cents),
    [ACCOUNT_FIELDS.paymentAmount]: formatCents(loan.payment_amount_cents),
    [ACCOUNT_FIELDS.perDiemInterest]: formatCents(loan.per_diem_interest_cents),
    // Only while the borrower has money in credit (docs/decisions/051): pages show it beside the balance.
    ...(loan.credit_balance_cents > 0 ? { [ACCOUNT_FIELDS.creditBalance]: formatCents(loan.credit_balance_cents) } : {}),
  };
}
