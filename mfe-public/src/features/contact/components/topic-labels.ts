import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContactTopic } from 'shared-contracts';

/** The contact form's topics (shared-contracts CONTACT_TOPICS) in the visitor's words; the team routes by them. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, MessageDescriptor> = {
  payments: msg`Making a payment`,
  payoff: msg`Payoff amount`,
  dueDate: msg`Changing my due date`,
  titleAndLien: msg`Title and lien release`,
  insurance: msg`Insurance on my vehicle`,
  onlineAccess: msg`Online account and log-in`,
  hardship: msg`Trouble making payments`,
  other: msg`Something else`,
};
