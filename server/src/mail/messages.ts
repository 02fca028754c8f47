import { COMPANY, LINK_LIFETIME_MINUTES, DEFAULT_LOCALE, asLocale, centsToAmount, isLocale, localizePath, pathOf, type ContactTopic, type Locale } from 'shared-contracts';
import { MAX_FAILED_LOGINS } from '../auth/login-lock.js';
import { documentFormat } from '../documents/document-format.js';
import { fill } from '../documents/fill.js';
import type { Mail } from './transport.js';

/*
 * The texts of the mails and text messages to a customer, in the language the customer chose in settings (en-US
 * until chosen; `users.language`): one dictionary per locale, `{name}` placeholders filled by `fill` (documents/fill.ts,
 * docs/decisions/065). Links are absolute (PUBLIC_URL, or the origin the request was addressed to) and open the
 * page in the same language.
 */

const CUSTOMER_EN_US = {
  signature: 'Customer support: {phone}',
  verifySubject: 'Verify your e-mail address for {company}',
  verifyBody:
    'Hello {username},\n\nplease confirm that this is your e-mail address by opening this link:\n\n{link}\n\nThe link works once and for {hours} hours. ' +
    'If you did not create an online account, you can ignore this message.',
  usernameSubject: 'Your {company} username',
  usernameBody:
    'Hello,\n\nsomeone (we hope you) asked for the username of the online access registered with this address:\n\n{list}\n\n' +
    'If that was not you, you can ignore this message.',
  resetSubject: 'Reset your {company} password',
  resetBody:
    'Hello {username},\n\nto choose a new password, open this link:\n\n{link}\n\nThe link works once and for {minutes} minutes. ' +
    'If you did not ask for it, you can ignore this message: your password stays as it is.',
  changedSubject: 'Your {company} password was changed',
  changedBody:
    'Hello {username},\n\nthe password of your online access was just changed, and every other signed-in session was ended. ' +
    'If you did not do this, call us at once.',
  codeSubject: 'Your {company} verification code',
  codeBody: 'Your verification code is {code}. It is valid for {minutes} minutes. Nobody from {company} will ask you for it.',
  codeText: '{company}: your verification code is {code} (valid {minutes} min). Do not share it.',
  enrolledSubject: 'Your loan already has online access at {company}',
  enrolledBody:
    'Hello,\n\nsomeone (we hope you) tried to create online access for your loan, which already has it, with the username {username}. ' +
    'Nothing was changed. To sign in, use that username; if you forgot your password, choose "Forgot username or password" on the login form.\n\n' +
    'If that was not you, someone knows your loan details: call us.',
  lockedSubject: 'Signing in to {company} is locked for now',
  lockedBody:
    'Hello {username},\n\nafter {attempts} wrong passwords in a row, signing in to your online access is locked for {duration}. ' +
    'After that you can try again; to unlock it at once, reset your password.\n\n' +
    'If these attempts were not yours, someone may be guessing your password: reset it, and call us if it happens again.',
  codesClosedSubject: 'Verification codes for your {company} account are paused',
  codesClosedBody:
    'Hello,\n\n{attempts} wrong verification codes were entered for your {company} account within {window}, so for {duration} we will neither send nor accept codes for it. ' +
    'Nothing else changed.\n\n' +
    'If these attempts were not yours, someone may know your password or your loan details: change your password and call us.',
  codesClosedText: '{company}: {attempts} wrong codes were entered for your account; codes are paused for {duration}. Not you? Call us.',
  receiptSubject: 'Your {company} payment {confirmation}',
  receiptBody:
    'Hello,\n\nthank you for your payment. We have it as follows:\n\n' +
    'Amount: {amount}\nPayment date: {date}\nFrom the bank account ending in {last4}\nConfirmation number: {confirmation}\n\n' +
    'Keep this number: it names the payment when you call us. If you did not make this payment, call us at once.',
};

type CustomerTexts = typeof CUSTOMER_EN_US;

const CUSTOMER_ES_US: CustomerTexts = {
  signature: 'Atención al cliente: {phone}',
  verifySubject: 'Verifique su dirección de correo electrónico para {company}',
  verifyBody:
    'Hola, {username}:\n\nconfirme que esta es su dirección de correo electrónico abriendo este enlace:\n\n{link}\n\nEl enlace funciona una sola vez y durante {hours} horas. ' +
    'Si usted no creó una cuenta en línea, puede ignorar este mensaje.',
  usernameSubject: 'Su nombre de usuario de {company}',
  usernameBody:
    'Hola:\n\nalguien (esperamos que usted) pidió el nombre de usuario del acceso en línea registrado con esta dirección:\n\n{list}\n\n' +
    'Si no fue usted, puede ignorar este mensaje.',
  resetSubject: 'Restablezca su contraseña de {company}',
  resetBody:
    'Hola, {username}:\n\npara elegir una nueva contraseña, abra este enlace:\n\n{link}\n\nEl enlace funciona una sola vez y durante {minutes} minutos. ' +
    'Si usted no lo pidió, puede ignorar este mensaje: su contraseña seguirá igual.',
  changedSubject: 'Se cambió su contraseña de {company}',
  changedBody:
    'Hola, {username}:\n\nse acaba de cambiar la contraseña de su acceso en línea y se cerraron todas las demás sesiones. ' +
    'Si no fue usted, llámenos de inmediato.',
  codeSubject: 'Su código de verificación de {company}',
  codeBody: 'Su código de verificación es {code}. Es válido durante {minutes} minutos. Nadie de {company} se lo pedirá.',
  codeText: '{company}: su código de verificación es {code} (válido {minutes} min). No lo comparta.',
  enrolledSubject: 'Su préstamo ya tiene acceso en línea en {company}',
  enrolledBody:
    'Hola:\n\nalguien (esperamos que usted) intentó crear un acceso en línea para su préstamo, que ya lo tiene, con el nombre de usuario {username}. ' +
    'No se cambió nada. Para iniciar sesión, use ese nombre de usuario; si olvidó su contraseña, elija "Olvidé mi nombre de usuario o contraseña" en el formulario de inicio de sesión.\n\n' +
    'Si no fue usted, alguien conoce los datos de su préstamo: llámenos.',
  lockedSubject: 'El inicio de sesión en {company} está bloqueado por ahora',
  lockedBody:
    'Hola, {username}:\n\ndespués de {attempts} contraseñas incorrectas seguidas, el inicio de sesión de su acceso en línea está bloqueado durante {duration}. ' +
    'Después podrá volver a intentarlo; para desbloquearlo de inmediato, restablezca su contraseña.\n\n' +
    'Si estos intentos no fueron suyos, alguien podría estar intentando adivinar su contraseña: restablézcala y llámenos si vuelve a ocurrir.',
  codesClosedSubject: 'Los códigos de verificación de su cuenta de {company} están en pausa',
  codesClosedBody:
    'Hola:\n\nse ingresaron {attempts} códigos de verificación incorrectos para su cuenta de {company} en {window}, así que durante {duration} no enviaremos ni aceptaremos códigos para ella. ' +
    'No se cambió nada más.\n\n' +
    'Si estos intentos no fueron suyos, alguien podría conocer su contraseña o los datos de su préstamo: cambie su contraseña y llámenos.',
  codesClosedText: '{company}: se ingresaron {attempts} códigos incorrectos para su cuenta; los códigos están en pausa durante {duration}. ¿No fue usted? Llámenos.',
  receiptSubject: 'Su pago a {company} {confirmation}',
  receiptBody:
    'Hola:\n\ngracias por su pago. Lo registramos así:\n\n' +
    'Monto: {amount}\nFecha del pago: {date}\nDe la cuenta bancaria que termina en {last4}\nNúmero de confirmación: {confirmation}\n\n' +
    'Guarde este número: identifica el pago cuando nos llame. Si usted no hizo este pago, llámenos de inmediato.',
};

const CUSTOMER_PT_BR: CustomerTexts = {
  signature: 'Atendimento ao cliente: {phone}',
  verifySubject: 'Confirme seu endereço de e-mail na {company}',
  verifyBody:
    'Olá, {username},\n\nconfirme que este é o seu endereço de e-mail abrindo este link:\n\n{link}\n\nO link funciona uma única vez e por {hours} horas. ' +
    'Se você não criou uma conta on-line, pode ignorar esta mensagem.',
  usernameSubject: 'Seu nome de usuário na {company}',
  usernameBody:
    'Olá,\n\nalguém (esperamos que você) pediu o nome de usuário do acesso on-line cadastrado com este endereço:\n\n{list}\n\n' +
    'Se não foi você, pode ignorar esta mensagem.',
  resetSubject: 'Redefina sua senha da {company}',
  resetBody:
    'Olá, {username},\n\npara escolher uma nova senha, abra este link:\n\n{link}\n\nO link funciona uma única vez e por {minutes} minutos. ' +
    'Se você não pediu, pode ignorar esta mensagem: sua senha continua a mesma.',
  changedSubject: 'Sua senha da {company} foi alterada',
  changedBody:
    'Olá, {username},\n\na senha do seu acesso on-line acabou de ser alterada, e todas as outras sessões conectadas foram encerradas. ' +
    'Se não foi você, ligue para nós imediatamente.',
  codeSubject: 'Seu código de verificação da {company}',
  codeBody: 'Seu código de verificação é {code}. Ele vale por {minutes} minutos. Ninguém da {company} vai pedi-lo a você.',
  codeText: '{company}: seu código de verificação é {code} (válido por {minutes} min). Não o compartilhe.',
  enrolledSubject: 'Seu financiamento já tem acesso on-line na {company}',
  enrolledBody:
    'Olá,\n\nalguém (esperamos que você) tentou criar um acesso on-line para o seu financiamento, que já o tem, com o nome de usuário {username}. ' +
    'Nada foi alterado. Para entrar, use esse nome de usuário; se esqueceu a senha, escolha "Esqueci o nome de usuário ou a senha" no formulário de login.\n\n' +
    'Se não foi você, alguém conhece os dados do seu financiamento: ligue para nós.',
  lockedSubject: 'A entrada na {company} está bloqueada por enquanto',
  lockedBody:
    'Olá, {username},\n\ndepois de {attempts} senhas incorretas seguidas, a entrada no seu acesso on-line está bloqueada por {duration}. ' +
    'Depois disso, você pode tentar de novo; para desbloquear na hora, redefina sua senha.\n\n' +
    'Se essas tentativas não foram suas, alguém pode estar tentando adivinhar sua senha: redefina-a e ligue para nós se isso acontecer de novo.',
  codesClosedSubject: 'Os códigos de verificação da sua conta na {company} estão pausados',
  codesClosedBody:
    'Olá,\n\nforam digitados {attempts} códigos de verificação incorretos para a sua conta na {company} em {window}, então por {duration} não vamos enviar nem aceitar códigos para ela. ' +
    'Nada mais foi alterado.\n\n' +
    'Se essas tentativas não foram suas, alguém pode conhecer sua senha ou os dados do seu financiamento: troque sua senha e ligue para nós.',
  codesClosedText: '{company}: foram digitados {attempts} códigos incorretos para a sua conta; os códigos estão pausados por {duration}. Não foi você? Ligue para nós.',
  receiptSubject: 'Seu pagamento à {company} {confirmation}',
  receiptBody:
    'Olá,\n\nobrigado pelo seu pagamento. Nós o registramos assim:\n\n' +
    'Valor: {amount}\nData do pagamento: {date}\nDa conta bancária com final {last4}\nNúmero de confirmação: {confirmation}\n\n' +
    'Guarde este número: ele identifica o pagamento quando você nos ligar. Se você não fez este pagamento, ligue para nós imediatamente.',
};

export const CUSTOMER_TEXTS: Readonly<Record<Locale, CustomerTexts>> = { 'en-US': CUSTOMER_EN_US, 'es-US': CUSTOMER_ES_US, 'pt-BR': CUSTOMER_PT_BR };

/** A stored language (`users.language`), or English when there is none or it is of an older release. */
export const customerLocale = (language: string | null | undefined): Locale => asLocale(language) ?? DEFAULT_LOCALE;

/** A customer mail's body followed by the company's name and the support phone, in the mail's language. */
export const withSignature = (locale: Locale, body: string) =>
  `${body}\n\n${COMPANY.name}\n${fill(CUSTOMER_TEXTS[locale].signature, { phone: COMPANY.supportPhone.display })}`;

/** The link of a tokenised page (spec 2.3) in the mail's language; the token goes in with the one `fill` (decision 065). */
export const tokenLink = (origin: string, routeId: 'verifyEmail' | 'resetPassword', token: string, locale: Locale) =>
  `${origin}${localizePath(fill(pathOf(routeId), { token }), locale)}`;

export function verificationMail(to: string, username: string, origin: string, token: string, locale: Locale = 'en-US'): Mail {
  const texts = CUSTOMER_TEXTS[locale];
  const link = tokenLink(origin, 'verifyEmail', token, locale);
  return {
    to,
    subject: fill(texts.verifySubject, { company: COMPANY.name }),
    text: withSignature(locale, fill(texts.verifyBody, { username, link, hours: LINK_LIFETIME_MINUTES.emailVerification / 60 })),
  };
}

export function usernameReminderMail(to: string, usernames: readonly string[], locale: Locale = 'en-US'): Mail {
  const texts = CUSTOMER_TEXTS[locale];
  const list = usernames.map((username) => `  ${username}`).join('\n');
  return { to, subject: fill(texts.usernameSubject, { company: COMPANY.name }), text: withSignature(locale, fill(texts.usernameBody, { list })) };
}

export function passwordResetMail(to: string, username: string, origin: string, token: string, locale: Locale = 'en-US'): Mail {
  const texts = CUSTOMER_TEXTS[locale];
  const link = tokenLink(origin, 'resetPassword', token, locale);
  return {
    to,
    subject: fill(texts.resetSubject, { company: COMPANY.name }),
    text: withSignature(locale, fill(texts.resetBody, { username, link, minutes: LINK_LIFETIME_MINUTES.passwordReset })),
  };
}

export function passwordChangedMail(to: string, username: string, locale: Locale = 'en-US'): Mail {
  const texts = CUSTOMER_TEXTS[locale];
  return { to, subject: fill(texts.changedSubject, { company: COMPANY.name }), text: withSignature(locale, fill(texts.changedBody, { username })) };
}

export function lookupCodeMail(to: string, code: string, minutes: number, locale: Locale = 'en-US'): Mail {
  const texts = CUSTOMER_TEXTS[locale];
  return {
    to,
    subject: fill(texts.codeSubject, { company: COMPANY.name }),
    text: withSignature(locale, fill(texts.codeBody, { code, minutes, company: COMPANY.name })),
  };
}

export interface PaymentReceiptFacts {
  /** Integer cents. */
  amountCents: number;
  /** `YYYY-MM-DD`. */
  payOn: string;
  last4: string;
  confirmationNumber: string;
}

/** A payment's receipt (docs/decisions/058): amount and date as the mail's language writes them. */
export function paymentReceiptMail(to: string, facts: PaymentReceiptFacts, locale: Locale = 'en-US'): Mail {
  const texts = CUSTOMER_TEXTS[locale];
  const format = documentFormat(locale);
  const values = {
    company: COMPANY.name,
    amount: format.money(centsToAmount(facts.amountCents)),
    date: format.date(facts.payOn),
    last4: facts.last4,
    confirmation: facts.confirmationNumber,
  };
  return { to, subject: fill(texts.receiptSubject, values), text: withSignature(locale, fill(texts.receiptBody, values)) };
}

/** `15 minutes`, `1 hour`, `24 horas`: a lock's length in the mail's language. */
export function durationText(minutes: number, locale: Locale): string {
  const [value, unit] = minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** Decision 030: the borrower learns at once that sign-in locked, for how long, and what to do. */
export function accountLockedMail(to: string, username: string, minutes: number, locale: Locale = 'en-US'): Mail {
  const texts = CUSTOMER_TEXTS[locale];
  return {
    to,
    subject: fill(texts.lockedSubject, { company: COMPANY.name }),
    text: withSignature(locale, fill(texts.lockedBody, { username, attempts: MAX_FAILED_LOGINS, duration: durationText(minutes, locale) })),
  };
}

/**
 * Decision 032: an enrolment for a loan that has online access answers as wrong details do, so that the form
 * does not tell who is a customer; the owner learns of it here, at the address on file, with the username.
 */
export function alreadyEnrolledMail(to: string, username: string, locale: Locale = 'en-US'): Mail {
  const texts = CUSTOMER_TEXTS[locale];
  return { to, subject: fill(texts.enrolledSubject, { company: COMPANY.name }), text: withSignature(locale, fill(texts.enrolledBody, { username })) };
}

/**
 * Codes per person (docs/decisions/050): the tenth wrong code in a day closed a code step (sign-in, lookup or
 * enrolment) for a day; the contact on file learns it at once, as of a sign-in lock.
 */
export function codesClosedMail(to: string, attempts: number, windowHours: number, closedHours: number, locale: Locale = 'en-US'): Mail {
  const texts = CUSTOMER_TEXTS[locale];
  const values = { company: COMPANY.name, attempts, window: durationText(windowHours * 60, locale), duration: durationText(closedHours * 60, locale) };
  return { to, subject: fill(texts.codesClosedSubject, values), text: withSignature(locale, fill(texts.codesClosedBody, values)) };
}

/** The same by text message, for a loan with a phone and no e-mail address on file. */
export const codesClosedText = (attempts: number, closedHours: number, locale: Locale = 'en-US'): string =>
  fill(CUSTOMER_TEXTS[locale].codesClosedText, { company: COMPANY.name, attempts, duration: durationText(closedHours * 60, locale) });

export const lookupCodeText = (code: string, minutes: number, locale: Locale = 'en-US'): string =>
  fill(CUSTOMER_TEXTS[locale].codeText, { company: COMPANY.name, code, minutes });

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
