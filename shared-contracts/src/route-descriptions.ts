import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { COMPANY, type RouteId } from 'shared-contracts/core';

/**
 * Each page's meta description (docs/decisions/026: search results and link previews show it), in the page's locale.
 * Pages that are not for search engines (signed-in, single-use links, thank-you pages) share the site's own.
 * Typed by RouteId, so a new route without a description fails type check.
 */
const SITE = msg`Roadbridge Auto Finance: used-car loans. Sign in to see your loan, make a payment, read statements and message us.`;

export const ROUTE_DESCRIPTIONS: Record<RouteId, MessageDescriptor> = {
  index: SITE,
  payments: msg`Ways to pay your Roadbridge car loan: online, by phone or by mail, and the cut-off time for a payment to count the same day.`,
  faq: msg`Answers to customers' common questions about their Roadbridge car loan and their online account.`,
  dealers: msg`Roadbridge Auto Finance for dealers: financing for your customers' used-car purchases.`,
  dealersFaq: msg`Answers to dealers' common questions about working with Roadbridge Auto Finance.`,
  dealersThankYou: SITE,
  about: msg`About Roadbridge Auto Finance, a lender for people buying a used car.`,
  careers: msg`Open positions at Roadbridge Auto Finance and how to apply.`,
  contact: msg`How to reach Roadbridge Auto Finance, and a form to write to us.`,
  contactThankYou: SITE,
  sitemap: msg`Every page of the Roadbridge Auto Finance site, by section.`,
  termsOfUse: msg`The terms of use of the Roadbridge Auto Finance web site and customer portal.`,
  onlinePrivacyPolicy: msg`How Roadbridge Auto Finance collects, uses and protects information online.`,
  webAccessibility: msg`Roadbridge Auto Finance's commitment to an accessible web site.`,
  licenses: msg`The licenses under which Roadbridge Auto Finance does business.`,
  smsPolicy: msg`How Roadbridge Auto Finance uses text messages, and how to stop them.`,
  naturalDisasterAssistance: msg`Help for Roadbridge customers affected by a natural disaster, and how to ask for it.`,
  enroll: msg`Enroll your Roadbridge car loan for online access with your account number and a few details.`,
  createAccount: msg`Create your Roadbridge online account to see your loan, pay and read your statements.`,
  changePassword: msg`Change the password of your Roadbridge online account.`,
  design: SITE,
  verifyEmail: SITE,
  resetPassword: SITE,
  account: SITE,
  accountHistory: SITE,
  accountSettings: SITE,
  accountMessaging: SITE,
  accountStatements: SITE,
  accountDueDate: SITE,
  accountDueDateConfirmation: SITE,
};

const phone = COMPANY.supportPhone.display;

/** What a browser without JavaScript shows above the page the server rendered, in the page's locale. */
export const NOSCRIPT_NOTICE = msg`Signing in, payments and forms on this site need JavaScript. Call ${phone} for help with your account.`;
