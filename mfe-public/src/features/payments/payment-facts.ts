import { COMPANY } from 'shared-contracts';

/**
 * The facts of paying that the payments page states. The posting cut-off is the one the page intro and the
 * FAQ give (6 p.m. Central time, business days).
 */

/** Where mailed payments go: a lockbox that only opens payments, so letters sent there are slow to reach us. */
export const PAYMENT_MAILING_ADDRESS = [COMPANY.name, 'Payment Processing Center', 'P.O. Box 650412', 'Dallas, TX 75265-0412'] as const;

/** The id of each section of the page: the home page's "Ways to pay" cards link to `/payments#<id>`. */
export const PAYMENT_SECTION_IDS = ['online', 'autopay', 'phone', 'mail', 'in-person'] as const;
export type PaymentSectionId = (typeof PAYMENT_SECTION_IDS)[number];
