import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CareerTeam } from 'shared-contracts';

/** shared-contracts CAREER_TEAMS in the visitor's language. */
export const CAREER_TEAM_LABELS: Record<CareerTeam, MessageDescriptor> = {
  customerService: msg`Customer service`,
  collections: msg`Collections`,
  underwriting: msg`Underwriting`,
  dealerRelations: msg`Dealer relations`,
  technology: msg`Technology`,
  operations: msg`Operations`,
};
