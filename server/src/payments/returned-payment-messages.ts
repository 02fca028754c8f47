import { COMPANY, centsToAmount, localizePath, pathOf, type Locale } from 'shared-contracts';
import { documentFormat } from '../documents/document-format.js';
import { fill } from '../documents/fill.js';
import { customerLocale } from '../mail/messages.js';
import type { Mail, TextMessage } from '../mail/transport.js';
import type { ReturnReasonCode } from './ach-file.js';

/*
 * "Your payment was returned": the mail and text message a borrower gets when the bank sends a debit back
 * (docs/decisions/055), in the borrower's language, the way the other server-made texts are (one dictionary per
 * locale, as messages/notice-mail.ts). They name the amount, the date, the bank's reason and the fee — never the
 * bank account.
 */

interface ReturnTexts {
  subject: string;
  greeting: string;
  body: string;
  fee: string;
  suspended: string;
  link: string;
  support: string;
  sms: string;
  reasons: Record<ReturnReasonCode, string>;
}

const TEXTS: Readonly<Record<Locale, ReturnTexts>> = {
  'en-US': {
    subject: `Your payment to ${COMPANY.name} was returned`,
    greeting: 'Hello,',
    body: 'your bank returned your payment of {amount} of {date}. The reason your bank gave: {reason} ({code}). The payment has been taken off your loan.',
    fee: 'A returned payment fee of {fee} was charged, as your loan agreement provides.',
    suspended: 'Because two payments were returned within twelve months, automatic payments are paused. Please pay another way, and call us to turn them on again.',
    link: 'Sign in to make a payment:',
    support: 'Customer support',
    sms: '{company}: your payment of {amount} was returned by your bank ({code}). A fee of {fee} applies. Please sign in to pay.',
    reasons: {
      R01: 'insufficient funds',
      R02: 'account closed',
      R03: 'no account, or the account could not be found',
      R04: 'invalid account number',
      R05: 'unauthorized debit to a consumer account',
      R06: 'returned at the request of the originating bank',
      R07: 'authorization revoked by the customer',
      R08: 'payment stopped',
      R09: 'uncollected funds',
      R10: 'the customer says the debit was not authorized',
    },
  },
  'es-US': {
    subject: `Se devolvió su pago a ${COMPANY.name}`,
    greeting: 'Hola:',
    body: 'su banco devolvió su pago de {amount} del {date}. El motivo que indicó su banco: {reason} ({code}). El pago se ha retirado de su préstamo.',
    fee: 'Se cobró un cargo por pago devuelto de {fee}, según lo establece su contrato de préstamo.',
    suspended: 'Como se devolvieron dos pagos en doce meses, los pagos automáticos quedan en pausa. Pague de otra forma y llámenos para volver a activarlos.',
    link: 'Inicie sesión para hacer un pago:',
    support: 'Atención al cliente',
    sms: '{company}: su banco devolvió su pago de {amount} ({code}). Se aplica un cargo de {fee}. Inicie sesión para pagar.',
    reasons: {
      R01: 'fondos insuficientes',
      R02: 'cuenta cerrada',
      R03: 'la cuenta no existe o no se pudo encontrar',
      R04: 'número de cuenta no válido',
      R05: 'débito no autorizado a una cuenta de consumidor',
      R06: 'devuelto a pedido del banco de origen',
      R07: 'autorización revocada por el cliente',
      R08: 'pago detenido',
      R09: 'fondos no disponibles',
      R10: 'el cliente indica que el débito no fue autorizado',
    },
  },
  'pt-BR': {
    subject: `Seu pagamento à ${COMPANY.name} foi devolvido`,
    greeting: 'Olá,',
    body: 'seu banco devolveu seu pagamento de {amount} de {date}. O motivo informado pelo banco: {reason} ({code}). O pagamento foi retirado do seu empréstimo.',
    fee: 'Foi cobrada uma tarifa de pagamento devolvido de {fee}, conforme prevê o seu contrato de empréstimo.',
    suspended: 'Como dois pagamentos foram devolvidos em doze meses, os pagamentos automáticos estão suspensos. Pague de outra forma e ligue para nós para reativá-los.',
    link: 'Entre na sua conta para fazer um pagamento:',
    support: 'Atendimento ao cliente',
    sms: '{company}: seu banco devolveu seu pagamento de {amount} ({code}). Há uma tarifa de {fee}. Entre na sua conta para pagar.',
    reasons: {
      R01: 'saldo insuficiente',
      R02: 'conta encerrada',
      R03: 'a conta não existe ou não foi encontrada',
      R04: 'número de conta inválido',
      R05: 'débito não autorizado em conta de consumidor',
      R06: 'devolvido a pedido do banco de origem',
      R07: 'autorização revogada pelo cliente',
      R08: 'pagamento sustado',
      R09: 'fundos não compensados',
      R10: 'o cliente informa que o débito não foi autorizado',
    },
  },
};

export interface ReturnedPaymentFacts {
  amountCents: number;
  /** The payment's date, `YYYY-MM-DD`. */
  payOn: string;
  reasonCode: ReturnReasonCode;
  feeCents: number;
  autopaySuspended: boolean;
}

function valuesFor(facts: ReturnedPaymentFacts, locale: Locale, texts: ReturnTexts): Record<string, string> {
  // Money and dates as every server-made text writes them (documents/document-format.ts).
  const format = documentFormat(locale);
  return {
    amount: format.money(centsToAmount(facts.amountCents)),
    fee: format.money(centsToAmount(facts.feeCents)),
    date: format.date(facts.payOn),
    code: facts.reasonCode,
    reason: texts.reasons[facts.reasonCode],
    company: COMPANY.name,
  };
}

export function returnedPaymentMail(to: string, language: string, origin: string | null, facts: ReturnedPaymentFacts): Mail {
  const locale = customerLocale(language);
  const texts = TEXTS[locale];
  const values = valuesFor(facts, locale, texts);
  const link = `${origin ?? ''}${localizePath(pathOf('payments'), locale)}`;
  const paragraphs = [texts.greeting, fill(texts.body, values), ...(facts.feeCents > 0 ? [fill(texts.fee, values)] : []), ...(facts.autopaySuspended ? [texts.suspended] : [])];
  return {
    to,
    subject: texts.subject,
    text: `${paragraphs.join('\n\n')}\n\n${texts.link}\n\n${link}\n\n${COMPANY.name}\n${texts.support}: ${COMPANY.supportPhone.display}`,
  };
}

export function returnedPaymentText(to: string, language: string, facts: ReturnedPaymentFacts): TextMessage {
  const locale = customerLocale(language);
  const texts = TEXTS[locale];
  return { to, text: fill(texts.sms, valuesFor(facts, locale, texts)) };
}
