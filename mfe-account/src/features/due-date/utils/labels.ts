import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DueDateReason } from 'shared-contracts';

/** The reasons of the list, in the customer's words. */
export const REASON_LABELS: Record<DueDateReason, MessageDescriptor> = {
  payday: msg`My payday changed`,
  income_change: msg`My income changed`,
  other_bills: msg`It lines up better with my other bills`,
  budget: msg`It makes budgeting easier`,
  other: msg`Another reason`,
};
