import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { COMPANY } from './company.js';
import type { RouteId } from './routes.js';

/**
 * Page titles (spec 2.7: "{page} | {company}"); the index page shows the company alone.
 * Also the labels of the sitemap page. Typed by RouteId, so a new route without a title fails type check.
 */
export const ROUTE_TITLES: Record<RouteId, MessageDescriptor | null> = {
  index: null,
  payments: msg`Make a payment`,
  faq: msg`Customer FAQ`,
  dealers: msg`Dealers`,
  dealersFaq: msg`Dealer FAQ`,
  dealersThankYou: msg`Thank you, dealer`,
  about: msg`About us`,
  careers: msg`Careers`,
  contact: msg`Contact us`,
  contactThankYou: msg`Thank you for contacting us`,
  sitemap: msg`Sitemap`,
  termsOfUse: msg`Terms of use`,
  onlinePrivacyPolicy: msg`Online privacy policy`,
  webAccessibility: msg`Web accessibility`,
  licenses: msg`Licenses`,
  smsPolicy: msg`Text message policy`,
  naturalDisasterAssistance: msg`Natural disaster assistance`,
  enroll: msg`Enroll`,
  createAccount: msg`Create an account`,
  changePassword: msg`Change password`,
  design: msg`Design system`,
  verifyEmail: msg`Verify your e-mail`,
  resetPassword: msg`Reset your password`,
  account: msg`My account`,
  accountHistory: msg`History`,
  accountSettings: msg`Settings`,
  accountMessaging: msg`Secure messages`,
  accountStatements: msg`Statements`,
  accountDueDate: msg`Change my due date`,
  accountDueDateConfirmation: msg`Due date change confirmation`,
};

/** Spec 2.7: "{page} | {company}", or the company alone. The shell sets it on navigation, the server in the HTML. */
export function formatDocumentTitle(page: string | null): string {
  return page ? `${page} | ${COMPANY.name}` : COMPANY.name;
}
