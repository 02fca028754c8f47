import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RouteId } from 'shared-contracts';

/** The opening paragraph of each public page (spec 2.2, 2.3): what a visitor can do there. */
export const PAGE_INTROS: Partial<Record<RouteId, MessageDescriptor>> = {
  index: msg`We finance used cars through a network of trusted dealers. Sign in to see your loan, make a payment, change your due date or send us a secure message, any time of day.`,
  payments: msg`Pay online from your account, set up automatic payments, pay by phone, mail a check or pay in person at a payment location. Online and phone payments made before 6 p.m. Central time post the same business day.`,
  faq: msg`Answers to the questions our customers ask most about payments, due dates, payoff amounts, statements, titles and online access.`,
  dealers: msg`Partner with us to help more of your customers drive away in a reliable used car. We offer quick credit decisions, flexible programs and funding within one business day of complete paperwork.`,
  dealersFaq: msg`Answers for dealers about our programs, credit decisions, contracts, funding and the dealer portal.`,
  dealersThankYou: msg`Thank you for your interest in working with us. A member of our dealer team will contact you within one business day.`,
  about: msg`We have helped drivers with every kind of credit history buy reliable used cars since 2004, with loans serviced by our own team in the United States.`,
  careers: msg`Join a team that helps people get to work, to school and to their families. We hire in customer service, collections, underwriting, dealer relations, technology and operations.`,
  contact: msg`Call customer support, write to us, or send a message from this page. Signed-in customers can also use secure messaging from their account.`,
  contactThankYou: msg`Thank you for your message. We answer messages within one business day; for anything urgent about a payment, please call us.`,
  sitemap: msg`Every page of our site, grouped by what you came to do.`,
  termsOfUse: msg`The terms that apply when you use this web site and our online account services.`,
  onlinePrivacyPolicy: msg`How we collect, use and protect information when you visit this site or use your online account.`,
  webAccessibility: msg`We want everyone to be able to use this site, including people who use assistive technology. Here is what we do and how to tell us about a barrier.`,
  licenses: msg`The open-source software this site is built with, and the licenses under which we use it.`,
  smsPolicy: msg`How text-message alerts work, what they cost, and how to stop them at any time by replying STOP.`,
  naturalDisasterAssistance: msg`If a hurricane, flood, fire or other disaster has affected you, we can help with payment arrangements. Call us as soon as you can.`,
  enroll: msg`Already have a loan with us? Create your online access with your account number, then verify your e-mail address.`,
  createAccount: msg`Create your online account to see your balance, make payments and receive statements by e-mail.`,
  changePassword: msg`Choose a new password for your online account. We recommend 15 characters or more: a short sentence is easy to remember and hard to guess.`,
  design: msg`The building blocks of this site: colours, type, buttons, form fields and dialogs, as our teams use them.`,
  verifyEmail: msg`We are confirming your e-mail address so we can send you account notices and statements.`,
  resetPassword: msg`Choose a new password for your online account.`,
};
