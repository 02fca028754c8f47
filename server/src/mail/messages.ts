import { COMPANY, LINK_LIFETIME_MINUTES, pathOf } from 'shared-contracts';
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
