import { COMPANY, LINK_LIFETIME_MINUTES, isLocale, pathOf, type ContactTopic, type Locale } from 'shared-contracts';
import type { Mail } from './transport.js';

/*
 * The texts of the mails and text messages (English; the pages they link to follow the visitor's locale
 * cookie). Links are absolute: PUBLIC_URL, or the origin the request was addressed to.
 */

const signature = `\n\n${COMPANY.name}\nCustomer support: ${COMPANY.supportPhone.display}`;

const tokenLink = (origin: string, routeId: 'verifyEmail' | 'resetPassword', token: string) =>
  `${origin}${pathOf(routeId).replace('{token}', token)}`;

export function verificationMail(to: string, username: string, origin: string, token: string): Mail {
  return {
    to,
    subject: `Verify your e-mail address for ${COMPANY.name}`,
    text:
      `Hello ${username},\n\nplease confirm that this is your e-mail address by opening this link:\n\n` +
      `${tokenLink(origin, 'verifyEmail', token)}\n\nThe link works once and for ${LINK_LIFETIME_MINUTES.emailVerification / 60} hours. ` +
      `If you did not create an online account, you can ignore this message.${signature}`,
  };
}

export function usernameReminderMail(to: string, usernames: readonly string[]): Mail {
  const list = usernames.map((username) => `  ${username}`).join('\n');
  return {
    to,
    subject: `Your ${COMPANY.name} username`,
    text:
      `Hello,\n\nsomeone (we hope you) asked for the username of the online access registered with this address:\n\n${list}\n\n` +
      `If that was not you, you can ignore this message.${signature}`,
  };
}

export function passwordResetMail(to: string, username: string, origin: string, token: string): Mail {
  return {
    to,
    subject: `Reset your ${COMPANY.name} password`,
    text:
      `Hello ${username},\n\nto choose a new password, open this link:\n\n${tokenLink(origin, 'resetPassword', token)}\n\n` +
      `The link works once and for ${LINK_LIFETIME_MINUTES.passwordReset} minutes. If you did not ask for it, ` +
      `you can ignore this message: your password stays as it is.${signature}`,
  };
}

export function passwordChangedMail(to: string, username: string): Mail {
  return {
    to,
    subject: `Your ${COMPANY.name} password was changed`,
    text:
      `Hello ${username},\n\nthe password of your online access was just changed, and every other signed-in ` +
      `session was ended. If you did not do this, call us at once.${signature}`,
  };
}

export function lookupCodeMail(to: string, code: string, minutes: number): Mail {
  return {
    to,
    subject: `Your ${COMPANY.name} verification code`,
    text: `Your verification code is ${code}. It is valid for ${minutes} minutes. Nobody from ${COMPANY.name} will ask you for it.${signature}`,
  };
}

export const lookupCodeText = (code: string, minutes: number): string =>
  `${COMPANY.name}: your verification code is ${code} (valid ${minutes} min). Do not share it.`;

/*
 * Mails to the company's own teams (contact form, dealer enquiry): English for the team, the visitor's language named so that
 * the answer is written in it, and Reply-To the visitor so that "Reply" reaches them.
 */

const LANGUAGE_OF: Record<Locale, string> = { 'en-US': 'English', 'es-US': 'Spanish', 'pt-BR': 'Portuguese' };

const CONTACT_TOPIC_LABELS: Readonly<Record<ContactTopic, string>> = {
  payments: 'Payments',
  payoff: 'Payoff',
  dueDate: 'Due date',
  titleAndLien: 'Title and lien release',
  insurance: 'Insurance',
  onlineAccess: 'Online access',
  hardship: 'Financial hardship',
  other: 'Other',
};

// Subjects carry what a visitor typed: one line, no control characters, not overlong.
const subjectPart = (text: string) => text.replace(/\p{Cc}+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);

// Stored rows hold these as text: a value of an older release still prints.
const topicLabel = (topic: string) => (Object.hasOwn(CONTACT_TOPIC_LABELS, topic) ? CONTACT_TOPIC_LABELS[topic as ContactTopic] : topic);
const languageLine = (locale: string) =>
  isLocale(locale) ? `Language: ${LANGUAGE_OF[locale]} (${locale}); please answer in ${LANGUAGE_OF[locale]}.` : `Language: ${locale}.`;

export interface ContactTeamMailInput {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  accountNumber: string | null;
  topic: string;
  message: string;
  locale: string;
}

export function contactTeamMail(to: string, input: ContactTeamMailInput): Mail {
  return {
    to,
    replyTo: input.email,
    subject: `Contact form: ${topicLabel(input.topic)} from ${subjectPart(input.name)} [${input.reference}]`,
    text:
      `A visitor wrote through the contact form of the web site.\n\n` +
      `Reference: ${input.reference}\nTopic: ${topicLabel(input.topic)}\nName: ${input.name}\n` +
      `E-mail: ${input.email} (Reply-To)\nPhone: ${input.phone ?? 'not given'}\nAccount number: ${input.accountNumber ?? 'not given'}\n` +
      `${languageLine(input.locale)}\n\nMessage:\n\n${input.message}\n`,
  };
}

export interface DealerEnquiryMailInput {
  reference: string;
  dealershipName: string;
  contactName: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  monthlyVolume: string;
  message: string | null;
  locale: string;
}

export function dealerEnquiryMail(to: string, input: DealerEnquiryMailInput): Mail {
  return {
    to,
    replyTo: input.email,
    subject: `Dealer enquiry: ${subjectPart(input.dealershipName)}, ${subjectPart(input.city)} ${input.state} [${input.reference}]`,
    text:
      `A dealership asked to work with ${COMPANY.name} through the dealer page of the web site.\n\n` +
      `Reference: ${input.reference}\nDealership: ${input.dealershipName}\nLocation: ${input.city}, ${input.state}\n` +
      `Used vehicles sold a month: ${input.monthlyVolume}\nContact: ${input.contactName}\n` +
      `E-mail: ${input.email} (Reply-To)\nPhone: ${input.phone}\n${languageLine(input.locale)}\n\n` +
      `Message:\n\n${input.message ?? '(none)'}\n`,
  };
}
