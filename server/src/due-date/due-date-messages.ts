import { COMPANY, type Locale } from 'shared-contracts';
import { documentFormat } from '../documents/document-format.js';
import { fill } from '../documents/fill.js';

/*
 * The lender's secure message confirming a due-date change (spec 4.7; the seeded "Your due date change request"
 * thread shows its tone), in the language the borrower chose in settings (`users.language`, en-US until chosen).
 * One dictionary per locale with `{name}` placeholders, like mail/messages.ts; dates and money by Intl.
 */

const EN_US = {
  subject: 'Your due date change request',
  body:
    'Hello {firstName},\n\nwe have changed the due date of your monthly payment as you asked. Your next payment is due on {newDate}, and every ' +
    'payment after it on the same day of the month.\n\nPrevious due date: {oldDate}\nNew due date: {newDate}\nDays moved: {days}\n' +
    'Interest for those days, added to your next payment: {cost}\nConfirmation number: {confirmationNumber}\n\n' +
    'If you have any question, reply to this message.\n\n{company} customer care',
};

type Texts = typeof EN_US;

const ES_US: Texts = {
  subject: 'Su solicitud de cambio de fecha de vencimiento',
  body:
    'Hola, {firstName}:\n\nhemos cambiado la fecha de vencimiento de su pago mensual como nos pidió. Su próximo pago vence el {newDate}, y cada ' +
    'pago posterior, el mismo día del mes.\n\nFecha de vencimiento anterior: {oldDate}\nNueva fecha de vencimiento: {newDate}\nDías de diferencia: {days}\n' +
    'Intereses de esos días, que se suman a su próximo pago: {cost}\nNúmero de confirmación: {confirmationNumber}\n\n' +
    'Si tiene alguna pregunta, responda a este mensaje.\n\nAtención al cliente de {company}',
};

const PT_BR: Texts = {
  subject: 'Sua solicitação de mudança da data de vencimento',
  body:
    'Olá, {firstName},\n\nalteramos a data de vencimento da sua parcela mensal como você pediu. Sua próxima parcela vence em {newDate}, e cada ' +
    'parcela seguinte no mesmo dia do mês.\n\nData de vencimento anterior: {oldDate}\nNova data de vencimento: {newDate}\nDias a mais: {days}\n' +
    'Juros desses dias, somados à sua próxima parcela: {cost}\nNúmero de confirmação: {confirmationNumber}\n\n' +
    'Se tiver alguma dúvida, responda a esta mensagem.\n\nAtendimento ao cliente da {company}',
};

const TEXTS: Readonly<Record<Locale, Texts>> = { 'en-US': EN_US, 'es-US': ES_US, 'pt-BR': PT_BR };

export interface DueDateChangeFacts {
  firstName: string;
  oldDueDate: string;
  newDueDate: string;
  days: number;
  /** Wire amount, "17.55". */
  interestCost: string;
  confirmationNumber: string;
}

/** The subject and body of the lender's confirming message, in `locale`. */
export function dueDateChangeMessage(locale: Locale, facts: DueDateChangeFacts): { subject: string; body: string } {
  const texts = TEXTS[locale];
  const format = documentFormat(locale);
  return {
    subject: texts.subject,
    body: fill(texts.body, {
      firstName: facts.firstName,
      oldDate: format.date(facts.oldDueDate),
      newDate: format.date(facts.newDueDate),
      days: facts.days,
      cost: format.money(facts.interestCost),
      confirmationNumber: facts.confirmationNumber,
      company: COMPANY.name,
    }),
  };
}
