import { DUE_DATE_REASONS, type DueDateChangeRequest, type DueDateReason } from 'shared-contracts';
import type { DueDateDraft } from 'shared-contracts/atoms';

const isReason = (value: string): value is DueDateReason => (DUE_DATE_REASONS as readonly string[]).includes(value);

/** A draft the confirmation page can send: every part the entry form writes is there. */
export type CompleteDraft = DueDateDraft & { reason: DueDateReason };

export const isCompleteDraft = (draft: DueDateDraft): draft is CompleteDraft =>
  draft.oldDueDate !== '' && draft.dueDate !== '' && draft.interestPerDiem !== '' && isReason(draft.reason);

/** The request the draft stands for (the words of "other" only with that reason). */
export const requestOfDraft = (draft: CompleteDraft): DueDateChangeRequest => ({
  newDueDate: draft.dueDate,
  reason: draft.reason,
  otherReason: draft.reason === 'other' ? draft.otherReason.trim() : '',
});
