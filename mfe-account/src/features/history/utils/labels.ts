import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HistoryCode, HistoryType } from 'shared-contracts';

/** The words for each transaction type of the history (shared-contracts HISTORY_TYPES). */
export const HISTORY_TYPE_LABELS: Record<HistoryType, MessageDescriptor> = {
  payment: msg`Payment`,
  interest: msg`Interest`,
  late_fee: msg`Late fee`,
  adjustment: msg`Adjustment`,
};

/**
 * The words of each history line, by its code (shared-contracts HISTORY_CODES; docs/decisions/056). The server
 * words the CSV and the statement PDF the same way (server/src/documents/document-texts.ts).
 */
export const HISTORY_CODE_LABELS: Record<HistoryCode, MessageDescriptor> = {
  payment_online: msg`Online payment`,
  payment_autopay: msg`Autopay payment`,
  payment_guest: msg`Payment made without signing in`,
  interest: msg`Interest`,
  late_fee: msg`Late fee`,
  late_fee_waived: msg`Late fee waived`,
  payment_returned: msg`Payment returned by the bank`,
  returned_payment_fee: msg`Returned payment fee`,
  adjustment: msg`Account adjustment`,
  credit: msg`Credit to the account`,
};
