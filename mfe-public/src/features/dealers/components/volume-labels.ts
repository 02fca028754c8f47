import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DealerMonthlyVolume } from 'shared-contracts';

/** shared-contracts DEALER_MONTHLY_VOLUMES as the select shows them. */
export const MONTHLY_VOLUME_LABELS: Record<DealerMonthlyVolume, MessageDescriptor> = {
  '1-10': msg`1 to 10 vehicles`,
  '11-25': msg`11 to 25 vehicles`,
  '26-50': msg`26 to 50 vehicles`,
  '51-100': msg`51 to 100 vehicles`,
  '100+': msg`More than 100 vehicles`,
};
