import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BankAccountType, PaymentStatus } from 'shared-contracts';
import type { PaymentStep } from '@/features/payments/utils/payment-form';

export const ACCOUNT_TYPE_LABELS: Record<BankAccountType, MessageDescriptor> = {
  checking: msg`Checking`,
  savings: msg`Savings`,
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  scheduled: msg`Scheduled`,
  pending: msg`Pending`,
  posted: msg`Posted`,
  cancelled: msg`Cancelled`,
  returned: msg`Returned`,
};

/** Each step's name: its heading after "Step 2 of 5", and its entry in the step list. */
export const STEP_TITLES: Record<PaymentStep, MessageDescriptor> = {
  amount: msg`Amount`,
  account: msg`Bank account`,
  date: msg`Payment date`,
  review: msg`Review`,
  confirmation: msg`Confirmation`,
};
