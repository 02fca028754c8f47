import type { DueDateOptions } from 'shared-contracts';
import type { DueDateDraft } from 'shared-contracts/atoms';

/** What the tests of this feature share: demo's options (due 2026-12-15, 3.51 a day) and a finished draft. */
export const ELIGIBLE: DueDateOptions = {
  currentDueDate: '2026-12-15',
  eligible: true,
  ineligibleReason: null,
  allowedDates: Array.from({ length: 13 }, (_, index) => `2026-12-${String(16 + index)}`),
  perDiem: '3.51',
  reasons: ['payday', 'income_change', 'other_bills', 'budget', 'other'],
  changeAllowedFrom: null,
};

export const DRAFT: DueDateDraft = { oldDueDate: '2026-12-15', dueDate: '2026-12-20', interestPerDiem: '3.51', reason: 'other', otherReason: 'My new job pays on the 19th' };

/** The draft as the atom keeps it (session storage), before the page renders: a reload in the flow. */
export const storeDraft = (draft: DueDateDraft) => sessionStorage.setItem('due-date-draft', JSON.stringify(draft));
export const storedDraft = (): DueDateDraft | null => JSON.parse(sessionStorage.getItem('due-date-draft') ?? 'null') as DueDateDraft | null;
