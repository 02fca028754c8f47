import type { Locale } from 'shared-contracts';

/*
 * Every word of the statement and payoff-letter PDFs, per locale. Templates take `{name}` placeholders that
 * `fill` replaces; the formatted values (money, dates, the phone) come from the caller, so no locale's text
 * repeats a number. The wording follows the site's own: "monto de liquidación" and "gravamen" in Spanish,
 * "valor de quitação", "juros diários" and "alienação" in Portuguese (mfe-public's FAQ). Only WinAnsi
 * characters: the standard Helvetica fonts the PDFs use cannot draw others (the unit test checks).
 */

const EN_US = {
  // Frame of both documents.
  customerSupport: 'Customer support',
  page: 'Page {n} of {m}',
  accountNumber: 'Account number',
  borrower: 'Borrower',
  vehicle: 'Vehicle',
  vin: 'VIN',
  hoursRange: '{firstDay} to {lastDay}, {hours}',
  hoursSingle: '{firstDay}, {hours}',

  // The monthly statement.
  statementTitle: 'Monthly loan statement',
  statementSubject: 'Statement of {date} for the loan account ending in {last4}',
  statementDate: 'Statement date',
  statementPeriod: 'Statement period',
  periodRange: '{start} to {end}',
  accountSummary: 'Account summary',
  previousBalance: 'Previous balance',
  paymentsReceived: 'Payments received',
  interestCharged: 'Interest charged',
  feesCharged: 'Fees charged',
  newBalance: 'New balance',
  amountDue: 'Amount due',
  paymentDueDate: 'Payment due date',
  payBy: 'Please pay {amount} by {date}.',
  transactions: 'Transactions this period',
  noTransactions: 'There were no transactions in this period.',
  columnDate: 'Date',
  columnDescription: 'Description',
  columnAmount: 'Amount',
  columnPrincipal: 'Principal',
  columnInterest: 'Interest',
  columnFees: 'Fees',
  columnBalance: 'Balance',
  pending: 'pending',
  howToPay: 'How to pay',
  payOnlineLabel: 'Online:',
  payOnline: 'sign in to your account on our website and choose Make a payment. Paying online is free.',
  payByPhoneLabel: 'By phone:',
  payByPhone: 'call {phone} ({hours}; {timeZone}).',
  payByMailLabel: 'By mail:',
  payByMail: 'send a check or money order payable to {company}, with your account number written on it, to the address on the coupon below. Do not send cash.',
  cutoff:
    'Payments made online or by phone before {time} Central Time on a business day are credited that day; later ones, on the next business day. Mailed payments are credited on the day we receive them.',
  statementQuestions: 'Questions about this statement? Call {phone}, or write to the address at the top of this page, not to the payment address.',
  coupon: 'Payment coupon',
  couponDetach: 'Detach this part and mail it with your payment.',
  amountEnclosed: 'Amount enclosed',
  mailTo: 'Mail to',

  // The payoff letter.
  letterTitle: 'Payoff letter',
  letterSubject: 'Amount to pay off the loan account ending in {last4}, good through {date}',
  regarding: 'Re: payoff of your auto loan, account ending in {last4}',
  greeting: 'Dear {name},',
  letterIntro: 'As you requested, this letter states the amount needed to pay off your auto loan in full.',
  payoffAmount: 'Payoff amount',
  goodThrough: 'Good through',
  perDiem: 'Daily interest (per diem)',
  perDiemValue: '{amount} per day',
  afterGoodThrough: 'If we receive the funds after {date}, add {perDiem} for each additional day, or ask us for a new quote.',
  sendFunds: 'How to send the funds',
  sendByMailLabel: 'By mail or overnight delivery:',
  sendByMail: 'a cashier’s check or certified funds payable to {company}, with your account number written on it, to:',
  sendByWireLabel: 'By wire transfer:',
  sendByWire:
    'call us at {phone} for wire instructions. We never send wire instructions by e-mail: if you receive any, do not use them, and call us.',
  titleRelease: 'Title and lien release',
  titleReleaseBody:
    'Once your payoff funds have cleared, we release our lien within 10 business days. In states with electronic titles we notify the state, which then sends the title to you; in other states we mail the signed title or a lien release to the address on your account.',
  important: 'Important',
  voidAfter: 'This quote is void after {date}. To pay off your loan on a later date, ask us for a new quote.',
  mayChange:
    'A payment returned unpaid, or a charge posted after the date of this letter, changes the payoff amount. Keep your payments going until the loan is paid off.',
  letterQuestions: 'Questions? Call us at {phone}.',
  closing: 'Sincerely,',

  // The page a document link opens once the session's PDF limit is reached (docs/decisions/051).
  downloadLimitTitle: 'Please wait a moment',
  downloadLimitBody: 'You opened many documents in a short time. You can open this one again in {minutes} minutes.',
} as const;

export type DocumentTextKey = keyof typeof EN_US;
export type DocumentTexts = Readonly<Record<DocumentTextKey, string>>;

const ES_US: DocumentTexts = {
  customerSupport: 'Atención al cliente',
  page: 'Página {n} de {m}',
  accountNumber: 'Número de cuenta',
  borrower: 'Prestatario',
  vehicle: 'Vehículo',
  vin: 'N.º de serie (VIN)',
  hoursRange: 'de {firstDay} a {lastDay}, {hours}',
  hoursSingle: 'el {firstDay}, {hours}',

  statementTitle: 'Estado de cuenta mensual del préstamo',
  statementSubject: 'Estado de cuenta del {date} de la cuenta de préstamo terminada en {last4}',
  statementDate: 'Fecha del estado de cuenta',
  statementPeriod: 'Período del estado de cuenta',
  periodRange: 'Del {start} al {end}',
  accountSummary: 'Resumen de la cuenta',
  previousBalance: 'Saldo anterior',
  paymentsReceived: 'Pagos recibidos',
  interestCharged: 'Intereses cobrados',
  feesCharged: 'Cargos cobrados',
  newBalance: 'Saldo nuevo',
  amountDue: 'Monto a pagar',
  paymentDueDate: 'Fecha de vencimiento del pago',
  payBy: 'Pague {amount} a más tardar el {date}.',
  transactions: 'Movimientos del período',
  noTransactions: 'No hubo movimientos en este período.',
  columnDate: 'Fecha',
  columnDescription: 'Descripción',
  columnAmount: 'Importe',
  columnPrincipal: 'Capital',
  columnInterest: 'Intereses',
  columnFees: 'Cargos',
  columnBalance: 'Saldo',
  pending: 'pendiente',
  howToPay: 'Cómo pagar',
  payOnlineLabel: 'En línea:',
  payOnline: 'inicie sesión en su cuenta en nuestro sitio web y elija Hacer un pago. Pagar en línea no tiene costo.',
  payByPhoneLabel: 'Por teléfono:',
  payByPhone: 'llame al {phone} ({hours}; {timeZone}).',
  payByMailLabel: 'Por correo:',
  payByMail:
    'envíe un cheque o giro postal a nombre de {company}, con su número de cuenta anotado, a la dirección del cupón de abajo. No envíe dinero en efectivo.',
  cutoff:
    'Los pagos hechos en línea o por teléfono antes de las {time}, hora del Centro, en un día hábil se acreditan ese mismo día; los posteriores, el siguiente día hábil. Los pagos por correo se acreditan el día en que los recibimos.',
  statementQuestions:
    '¿Tiene preguntas sobre este estado de cuenta? Llame al {phone} o escriba a la dirección que aparece al principio de esta página, no a la dirección de pagos.',
  coupon: 'Cupón de pago',
  couponDetach: 'Desprenda esta parte y envíela por correo con su pago.',
  amountEnclosed: 'Monto adjunto',
  mailTo: 'Enviar a',

  letterTitle: 'Carta de liquidación',
  letterSubject: 'Monto para liquidar la cuenta de préstamo terminada en {last4}, válido hasta el {date}',
  regarding: 'Asunto: liquidación de su préstamo de auto, cuenta terminada en {last4}',
  greeting: 'Estimado(a) {name}:',
  letterIntro: 'Según lo solicitado, esta carta indica el monto necesario para liquidar por completo su préstamo de auto.',
  payoffAmount: 'Monto de liquidación',
  goodThrough: 'Válido hasta',
  perDiem: 'Interés diario (per diem)',
  perDiemValue: '{amount} por día',
  afterGoodThrough: 'Si recibimos los fondos después del {date}, sume {perDiem} por cada día adicional o pídanos una nueva cotización.',
  sendFunds: 'Cómo enviar los fondos',
  sendByMailLabel: 'Por correo o entrega al día siguiente:',
  sendByMail: 'un cheque de caja o fondos certificados a nombre de {company}, con su número de cuenta anotado, a:',
  sendByWireLabel: 'Por transferencia bancaria:',
  sendByWire:
    'llámenos al {phone} para recibir las instrucciones. Nunca enviamos instrucciones de transferencia por correo electrónico: si recibe alguna, no la use y llámenos.',
  titleRelease: 'Título y liberación del gravamen',
  titleReleaseBody:
    'Después de que se acrediten los fondos de la liquidación, liberamos nuestro gravamen en un plazo de 10 días hábiles. En los estados con títulos electrónicos avisamos al estado, que luego le envía el título; en los demás estados enviamos por correo el título firmado o una liberación de gravamen a la dirección de su cuenta.',
  important: 'Importante',
  voidAfter: 'Esta cotización pierde su validez después del {date}. Para liquidar su préstamo en una fecha posterior, pídanos una nueva cotización.',
  mayChange:
    'Un pago devuelto sin pagar o un cargo registrado después de la fecha de esta carta cambia el monto de liquidación. Siga haciendo sus pagos hasta que el préstamo quede liquidado.',
  letterQuestions: '¿Tiene preguntas? Llámenos al {phone}.',
  closing: 'Atentamente,',
  downloadLimitTitle: 'Espere un momento, por favor',
  downloadLimitBody: 'Abrió muchos documentos en poco tiempo. Podrá abrir este de nuevo en {minutes} minutos.',
};

const PT_BR: DocumentTexts = {
  customerSupport: 'Atendimento ao cliente',
  page: 'Página {n} de {m}',
  accountNumber: 'Número da conta',
  borrower: 'Titular',
  vehicle: 'Veículo',
  vin: 'Chassi (VIN)',
  hoursRange: 'de {firstDay} a {lastDay}, {hours}',
  hoursSingle: '{firstDay}, {hours}',

  statementTitle: 'Extrato mensal do financiamento',
  statementSubject: 'Extrato de {date} da conta de financiamento com final {last4}',
  statementDate: 'Data do extrato',
  statementPeriod: 'Período do extrato',
  periodRange: 'De {start} a {end}',
  accountSummary: 'Resumo da conta',
  previousBalance: 'Saldo anterior',
  paymentsReceived: 'Pagamentos recebidos',
  interestCharged: 'Juros cobrados',
  feesCharged: 'Tarifas cobradas',
  newBalance: 'Novo saldo',
  amountDue: 'Valor a pagar',
  paymentDueDate: 'Data de vencimento',
  payBy: 'Pague {amount} até {date}.',
  transactions: 'Movimentações do período',
  noTransactions: 'Não houve movimentações neste período.',
  columnDate: 'Data',
  columnDescription: 'Descrição',
  columnAmount: 'Valor',
  columnPrincipal: 'Amortização',
  columnInterest: 'Juros',
  columnFees: 'Tarifas',
  columnBalance: 'Saldo',
  pending: 'pendente',
  howToPay: 'Como pagar',
  payOnlineLabel: 'On-line:',
  payOnline: 'entre na sua conta no nosso site e escolha Fazer um pagamento. Pagar on-line não tem custo.',
  payByPhoneLabel: 'Por telefone:',
  payByPhone: 'ligue para {phone} ({hours}; {timeZone}).',
  payByMailLabel: 'Pelo correio:',
  payByMail:
    'envie um cheque ou vale postal nominal à {company}, com o número da sua conta anotado, para o endereço do canhoto abaixo. Não envie dinheiro em espécie.',
  cutoff:
    'Pagamentos feitos on-line ou por telefone antes das {time}, horário central, em um dia útil são creditados no mesmo dia; os posteriores, no dia útil seguinte. Pagamentos pelo correio são creditados no dia em que os recebemos.',
  statementQuestions:
    'Dúvidas sobre este extrato? Ligue para {phone} ou escreva para o endereço no alto desta página, e não para o endereço de pagamentos.',
  coupon: 'Canhoto de pagamento',
  couponDetach: 'Destaque esta parte e envie-a pelo correio com o seu pagamento.',
  amountEnclosed: 'Valor enviado',
  mailTo: 'Enviar para',

  letterTitle: 'Carta de quitação',
  letterSubject: 'Valor para quitar a conta de financiamento com final {last4}, válido até {date}',
  regarding: 'Assunto: quitação do seu financiamento de veículo, conta com final {last4}',
  greeting: 'Prezado(a) {name},',
  letterIntro: 'Conforme solicitado, esta carta informa o valor necessário para quitar integralmente o seu financiamento de veículo.',
  payoffAmount: 'Valor de quitação',
  goodThrough: 'Válido até',
  perDiem: 'Juros diários (per diem)',
  perDiemValue: '{amount} por dia',
  afterGoodThrough: 'Se recebermos os recursos depois de {date}, acrescente {perDiem} por dia adicional ou solicite uma nova cotação.',
  sendFunds: 'Como enviar os recursos',
  sendByMailLabel: 'Pelo correio ou por entrega expressa:',
  sendByMail: 'cheque administrativo ou fundos garantidos nominais à {company}, com o número da sua conta anotado, para:',
  sendByWireLabel: 'Por transferência bancária:',
  sendByWire:
    'ligue para {phone} para receber as instruções. Nunca enviamos instruções de transferência por e-mail: se receber alguma, não a use e ligue para nós.',
  titleRelease: 'Título e liberação da alienação',
  titleReleaseBody:
    'Depois que os recursos da quitação forem compensados, liberamos a alienação em até 10 dias úteis. Nos estados com título eletrônico, avisamos o estado, que envia o título para você; nos demais estados, enviamos pelo correio o título assinado ou uma carta de liberação da alienação para o endereço da sua conta.',
  important: 'Importante',
  voidAfter: 'Esta cotação perde a validade depois de {date}. Para quitar o financiamento em uma data posterior, solicite uma nova cotação.',
  mayChange:
    'Um pagamento devolvido ou uma cobrança lançada depois da data desta carta altera o valor de quitação. Continue pagando as parcelas até a quitação do financiamento.',
  letterQuestions: 'Dúvidas? Ligue para {phone}.',
  closing: 'Atenciosamente,',
  downloadLimitTitle: 'Aguarde um momento',
  downloadLimitBody: 'Você abriu muitos documentos em pouco tempo. Poderá abrir este novamente em {minutes} minutos.',
};

export const DOCUMENT_TEXTS: Readonly<Record<Locale, DocumentTexts>> = { 'en-US': EN_US, 'es-US': ES_US, 'pt-BR': PT_BR };

/** `fill('Page {n} of {m}', { n: 1, m: 2 })` → "Page 1 of 2"; a placeholder without a value stays visible. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : placeholder));
