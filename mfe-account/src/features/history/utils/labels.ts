import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HistoryType } from 'shared-contracts';

/** The words for each transaction type of the history (shared-contracts HISTORY_TYPES). */
export const HISTORY_TYPE_LABELS: Record<HistoryType, MessageDescriptor> = {
  payment: msg`Payment`,
  interest: msg`Interest`,
  late_fee: msg`Late fee`,
  adjustment: msg`Adjustment`,
};
