import { COMPANY, type Locale } from 'shared-contracts';
import { fill } from '../documents/fill.js';
import { customerLocale, tokenLink, withSignature } from '../mail/messages.js';
import type { Mail, TextMessage } from '../mail/transport.js';

/*
 * The mail and text messages of the settings calls, in the language the customer chose for them (settings,
 * en-US until chosen). Like the PDFs' texts (documents/document-texts.ts): one dictionary per locale, with
 * `{name}` placeholders that `fill` replaces (mail/messages.ts, whose customer mails follow the same language).
 * Links open the page in the same language.
 */

const EN_US = {
  verifySubject: 'Confirm your new e-mail address for {company}',
  verifyBody:
    'Hello {username},\n\nyou asked to receive the mail of your {company} online account at this address. To confirm it, open this link:\n\n{link}\n\n' +
    'The link works once and for {hours} hours. Until you open it, we keep writing to your current address. If you did not ask for this, ignore this message.',
  noticeSubject: 'Your {company} e-mail address is about to change',
  noticeBody:
    'Hello {username},\n\nsomeone signed in to your online account asked to change its e-mail address to {newEmail}. The change takes effect only when the link we sent to that address is opened.\n\n' +
    'If this was not you, change your password and call us at once.',
  phoneCode: '{company}: your code to confirm this mobile number is {code} (valid {minutes} min). Do not share it.',
  phoneNoticeSubject: 'The mobile number of your {company} account changed',
  phoneNoticeBody:
    'Hello {username},\n\nthe mobile number of your online account was changed to {newPhone}, and every other signed-in session and remembered device was signed out. ' +
    'Codes now go to the new number.\n\nIf this was not you, change your password and call us at once.',
  phoneNoticeText: '{company}: this number was removed from your online account; codes now go to {newPhone}. Not you? Call us at once.',
};

type Texts = typeof EN_US;

const ES_US: Texts = {
  verifySubject: 'Confirme su nueva dirección de correo electrónico para {company}',
  verifyBody:
    'Hola, {username}:\n\nusted pidió recibir en esta dirección el correo de su cuenta en línea de {company}. Para confirmarla, abra este enlace:\n\n{link}\n\n' +
    'El enlace funciona una sola vez y durante {hours} horas. Hasta que lo abra, seguiremos escribiendo a su dirección actual. Si usted no lo pidió, ignore este mensaje.',
  noticeSubject: 'La dirección de correo electrónico de su cuenta de {company} está por cambiar',
  noticeBody:
    'Hola, {username}:\n\nalguien que inició sesión en su cuenta en línea pidió cambiar su dirección de correo electrónico a {newEmail}. El cambio solo se aplica cuando se abre el enlace que enviamos a esa dirección.\n\n' +
    'Si no fue usted, cambie su contraseña y llámenos de inmediato.',
  phoneCode: '{company}: su código para confirmar este número de celular es {code} (válido {minutes} min). No lo comparta.',
  phoneNoticeSubject: 'Cambió el número de celular de su cuenta de {company}',
  phoneNoticeBody:
    'Hola, {username}:\n\nel número de celular de su cuenta en línea se cambió a {newPhone}, y se cerraron todas las demás sesiones y dispositivos recordados. ' +
    'Los códigos ahora van al nuevo número.\n\nSi no fue usted, cambie su contraseña y llámenos de inmediato.',
  phoneNoticeText: '{company}: este número se quitó de su cuenta en línea; los códigos ahora van al {newPhone}. ¿No fue usted? Llámenos de inmediato.',
};

const PT_BR: Texts = {
  verifySubject: 'Confirme seu novo endereço de e-mail na {company}',
  verifyBody:
    'Olá, {username},\n\nvocê pediu para receber neste endereço os e-mails da sua conta on-line da {company}. Para confirmá-lo, abra este link:\n\n{link}\n\n' +
    'O link funciona uma única vez e por {hours} horas. Até que você o abra, continuaremos escrevendo para o seu endereço atual. Se não foi você quem pediu, ignore esta mensagem.',
  noticeSubject: 'O endereço de e-mail da sua conta na {company} vai mudar',
  noticeBody:
    'Olá, {username},\n\nalguém conectado à sua conta on-line pediu para mudar o endereço de e-mail dela para {newEmail}. A mudança só vale quando o link que enviamos para esse endereço for aberto.\n\n' +
    'Se não foi você, troque sua senha e ligue para nós imediatamente.',
  phoneCode: '{company}: seu código para confirmar este número de celular é {code} (válido por {minutes} min). Não o compartilhe.',
  phoneNoticeSubject: 'O número de celular da sua conta na {company} mudou',
  phoneNoticeBody:
    'Olá, {username},\n\no número de celular da sua conta on-line foi alterado para {newPhone}, e todas as outras sessões e dispositivos lembrados foram desconectados. ' +
    'Os códigos agora vão para o novo número.\n\nSe não foi você, troque sua senha e ligue para nós imediatamente.',
  phoneNoticeText: '{company}: este número foi removido da sua conta on-line; os códigos agora vão para {newPhone}. Não foi você? Ligue para nós imediatamente.',
};

export const SETTINGS_TEXTS: Readonly<Record<Locale, Texts>> = { 'en-US': EN_US, 'es-US': ES_US, 'pt-BR': PT_BR };

/** A stored language, or English for a value of an older release. */
export const languageOrDefault = customerLocale;

export function emailChangeVerificationMail(input: { locale: Locale; to: string; username: string; origin: string; token: string; hours: number }): Mail {
  const texts = SETTINGS_TEXTS[input.locale];
  const link = tokenLink(input.origin, 'verifyEmail', input.token, input.locale);
  return {
    to: input.to,
    subject: fill(texts.verifySubject, { company: COMPANY.name }),
    text: withSignature(input.locale, fill(texts.verifyBody, { username: input.username, company: COMPANY.name, link, hours: input.hours })),
  };
}

export function emailChangeNoticeMail(input: { locale: Locale; to: string; username: string; newEmail: string }): Mail {
  const texts = SETTINGS_TEXTS[input.locale];
  return {
    to: input.to,
    subject: fill(texts.noticeSubject, { company: COMPANY.name }),
    text: withSignature(input.locale, fill(texts.noticeBody, { username: input.username, newEmail: input.newEmail })),
  };
}

export function phoneCodeText(input: { locale: Locale; to: string; code: string; minutes: number }): TextMessage {
  return { to: input.to, text: fill(SETTINGS_TEXTS[input.locale].phoneCode, { company: COMPANY.name, code: input.code, minutes: input.minutes }) };
}

/** Decision 050: the e-mail address on file learns that the mobile number changed (masked: the notice may be read by others). */
export function phoneChangedNoticeMail(input: { locale: Locale; to: string; username: string; newPhone: string }): Mail {
  const texts = SETTINGS_TEXTS[input.locale];
  return {
    to: input.to,
    subject: fill(texts.phoneNoticeSubject, { company: COMPANY.name }),
    text: withSignature(input.locale, fill(texts.phoneNoticeBody, { username: input.username, newPhone: input.newPhone })),
  };
}

/** Decision 050: the number that was on file learns that codes no longer come to it. */
export function phoneChangedNoticeText(input: { locale: Locale; to: string; newPhone: string }): TextMessage {
  return { to: input.to, text: fill(SETTINGS_TEXTS[input.locale].phoneNoticeText, { company: COMPANY.name, newPhone: input.newPhone }) };
}
