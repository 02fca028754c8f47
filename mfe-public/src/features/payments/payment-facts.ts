/*
 * The facts of paying that the payments page states. The posting cut-off is the one the page intro and the
 * FAQ give (6 p.m. Central time, business days); the payment address and the agents' hours are company facts
 * (shared-contracts `COMPANY.paymentAddress`, `SUPPORT_HOURS`), stated the same way on /contact.
 */

/** The id of each section of the page: the home page's "Ways to pay" cards link to `/payments#<id>`. */
export const PAYMENT_SECTION_IDS = ['online', 'autopay', 'phone', 'mail', 'in-person'] as const;
export type PaymentSectionId = (typeof PAYMENT_SECTION_IDS)[number];
