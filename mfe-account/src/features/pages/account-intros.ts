import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RouteId } from 'shared-contracts';

/** What each signed-in page (spec 2.4) is for, shown under its heading. */
export const ACCOUNT_INTROS: Partial<Record<RouteId, MessageDescriptor>> = {
  account: msg`Your loan at a glance: balance, amount due, next due date and quick links to pay or change your due date.`,
  accountHistory: msg`Every payment and charge on your loan, newest first.`,
  accountSettings: msg`Your contact details, paperless statements, text alerts and automatic payments.`,
  accountMessaging: msg`Write to our team and read our answers. Messages here are encrypted and tied to your account.`,
  accountStatements: msg`Your monthly statements, ready to view or download.`,
  accountDueDate: msg`Move your monthly due date to a day that fits your pay schedule. We show the interest change before you confirm.`,
  accountDueDateConfirmation: msg`Review and confirm your new due date.`,
};
