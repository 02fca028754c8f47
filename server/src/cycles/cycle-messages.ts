import { COMPANY, centsToAmount, localizePath, pathOf, type Locale } from 'shared-contracts';
import { documentFormat } from '../documents/document-format.js';
import { fill } from '../documents/fill.js';
import { withSignature } from '../mail/messages.js';
import type { Mail, TextMessage } from '../mail/transport.js';

/*
 * The messages of the loan's daily jobs (docs/decisions/057): the autopay draft notice, the statement notice of a
 * paperless borrower and the payment reminders, in the language the borrower chose in settings (en-US when there
 * is none). Like settings-messages.ts: one dictionary per locale with `{name}` placeholders; money and dates by
 * Intl exactly as the statement PDF writes them (documents/document-format.ts); links open the page in the same
 * language.
 */

const EN_US = {
  autopaySubject: 'Your {company} automatic payment is scheduled',
  autopayBody:
    'Hello {name},\n\nas you asked when you turned on autopay, we scheduled a payment of {amount} from your account ending in {last4} for {payOn}. ' +
    'It pays the amount due on {dueDate}. Its confirmation number is {confirmation}.\n\nYou can see it, or change your autopay, in your online account: {link}',
  statementSubject: 'Your {company} statement is ready',
  statementBody:
    'Hello {name},\n\nyour statement of {statementDate} is ready. New balance: {balance}. Amount due: {amountDue} by {dueDate}.\n\n' +
    'Read it and download its PDF under Statements in your online account: {link}',
  reminderSubject: 'Reminder: your {company} payment of {amount} is due on {dueDate}',
  reminderBody:
    'Hello {name},\n\nthis is the reminder you asked for: your payment of {amount} is due on {dueDate}. You can pay it in your online account: {link}\n\n' +
    'You can change or turn off these reminders in your settings.',
  reminderText: '{company}: reminder, your payment of {amount} is due on {dueDate}. Pay in your online account. Turn reminders off in settings.',
};

type Texts = typeof EN_US;

const ES_US: Texts = {
  autopaySubject: 'Su pago automático de {company} está programado',
  autopayBody:
    'Hola, {name}:\n\ncomo lo pidió al activar el pago automático, programamos un pago de {amount} de su cuenta terminada en {last4} para el {payOn}. ' +
    'Cubre el monto a pagar del {dueDate}. Su número de confirmación es {confirmation}.\n\nPuede verlo, o cambiar su pago automático, en su cuenta en línea: {link}',
  statementSubject: 'Su estado de cuenta de {company} está listo',
  statementBody:
    'Hola, {name}:\n\nsu estado de cuenta del {statementDate} está listo. Saldo nuevo: {balance}. Monto a pagar: {amountDue} a más tardar el {dueDate}.\n\n' +
    'Léalo y descargue su PDF en Estados de cuenta de su cuenta en línea: {link}',
  reminderSubject: 'Recordatorio: su pago de {amount} a {company} vence el {dueDate}',
  reminderBody:
    'Hola, {name}:\n\neste es el recordatorio que pidió: su pago de {amount} vence el {dueDate}. Puede pagarlo en su cuenta en línea: {link}\n\n' +
    'Puede cambiar o desactivar estos recordatorios en su configuración.',
  reminderText: '{company}: recordatorio, su pago de {amount} vence el {dueDate}. Pague en su cuenta en línea. Desactive los recordatorios en configuración.',
};

const PT_BR: Texts = {
  autopaySubject: 'Seu pagamento automático da {company} está agendado',
  autopayBody:
    'Olá, {name},\n\ncomo você pediu ao ativar o pagamento automático, agendamos um pagamento de {amount} da sua conta com final {last4} para {payOn}. ' +
    'Ele paga o valor devido em {dueDate}. O número de confirmação é {confirmation}.\n\nVocê pode vê-lo, ou mudar seu pagamento automático, na sua conta on-line: {link}',
  statementSubject: 'Seu extrato da {company} está pronto',
  statementBody:
    'Olá, {name},\n\nseu extrato de {statementDate} está pronto. Novo saldo: {balance}. Valor devido: {amountDue} até {dueDate}.\n\n' +
    'Leia-o e baixe o PDF em Extratos, na sua conta on-line: {link}',
  reminderSubject: 'Lembrete: seu pagamento de {amount} à {company} vence em {dueDate}',
  reminderBody:
    'Olá, {name},\n\neste é o lembrete que você pediu: seu pagamento de {amount} vence em {dueDate}. Você pode pagá-lo na sua conta on-line: {link}\n\n' +
    'Você pode mudar ou desativar estes lembretes nas suas configurações.',
  reminderText: '{company}: lembrete, seu pagamento de {amount} vence em {dueDate}. Pague na sua conta on-line. Desative os lembretes nas configurações.',
};

export const CYCLE_TEXTS: Readonly<Record<Locale, Texts>> = { 'en-US': EN_US, 'es-US': ES_US, 'pt-BR': PT_BR };

/** Money in cents and `YYYY-MM-DD` dates as the locale writes them. */
function formatter(locale: Locale) {
  const format = documentFormat(locale);
  return { money: (cents: number) => format.money(centsToAmount(cents)), date: (date: string) => format.date(date) };
}

const pageLink = (origin: string, routeId: 'account' | 'accountStatements', locale: Locale) => `${origin}${localizePath(pathOf(routeId), locale)}`;

export interface Addressee {
  locale: Locale;
  to: string;
  /** The borrower's first name. */
  name: string;
}

/** The autopay draft's notice, which is also its receipt (docs/decisions/058): amount, date, last four, confirmation number. */
export function autopayScheduledMail(
  input: Addressee & { origin: string; amountCents: number; last4: string; payOn: string; dueDate: string; confirmationNumber: string },
): Mail {
  const texts = CYCLE_TEXTS[input.locale];
  const { money, date } = formatter(input.locale);
  return {
    to: input.to,
    subject: fill(texts.autopaySubject, { company: COMPANY.name }),
    text: withSignature(
      input.locale,
      fill(texts.autopayBody, {
        name: input.name,
        amount: money(input.amountCents),
        last4: input.last4,
        payOn: date(input.payOn),
        dueDate: date(input.dueDate),
        confirmation: input.confirmationNumber,
        link: pageLink(input.origin, 'account', input.locale),
      }),
    ),
  };
}

export function statementReadyMail(
  input: Addressee & { origin: string; statementDate: string; balanceCents: number; amountDueCents: number; dueDate: string },
): Mail {
  const texts = CYCLE_TEXTS[input.locale];
  const { money, date } = formatter(input.locale);
  return {
    to: input.to,
    subject: fill(texts.statementSubject, { company: COMPANY.name }),
    text: withSignature(
      input.locale,
      fill(texts.statementBody, {
        name: input.name,
        statementDate: date(input.statementDate),
        balance: money(input.balanceCents),
        amountDue: money(input.amountDueCents),
        dueDate: date(input.dueDate),
        link: pageLink(input.origin, 'accountStatements', input.locale),
      }),
    ),
  };
}

export function paymentReminderMail(input: Addressee & { origin: string; amountCents: number; dueDate: string }): Mail {
  const texts = CYCLE_TEXTS[input.locale];
  const { money, date } = formatter(input.locale);
  const amount = money(input.amountCents);
  const dueDate = date(input.dueDate);
  return {
    to: input.to,
    subject: fill(texts.reminderSubject, { company: COMPANY.name, amount, dueDate }),
    text: withSignature(input.locale, fill(texts.reminderBody, { name: input.name, amount, dueDate, link: pageLink(input.origin, 'account', input.locale) })),
  };
}

export function paymentReminderText(input: { locale: Locale; to: string; amountCents: number; dueDate: string }): TextMessage {
  const { money, date } = formatter(input.locale);
  return { to: input.to, text: fill(CYCLE_TEXTS[input.locale].reminderText, { company: COMPANY.name, amount: money(input.amountCents), dueDate: date(input.dueDate) }) };
}
