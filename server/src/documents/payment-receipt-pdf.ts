import { COMPANY, type Locale, type PaymentStatus } from 'shared-contracts';
import { documentFormat, type DocumentFormat } from './document-format.js';
import type { DocumentTextKey } from './document-texts.js';
import { fill } from './fill.js';
import { COLOR, FONT, MARGIN, letterhead, paragraph, ruledBox, startPdf, type Pdf, type Struct } from './pdf-layout.js';
import { drawSummary, type SummaryRow } from './pdf-table.js';

/*
 * A payment's receipt (docs/decisions/058): what the borrower paid, when, from which bank account (its last four
 * only) and the confirmation number to quote, in the language asked for. The same facts as the receipt mail, as a
 * document a borrower can keep or hand to someone, downloadable from the payment's history line.
 */

export interface PaymentReceiptDocument {
  locale: Locale;
  borrowerName: string;
  confirmationNumber: string;
  /** Decimal string. */
  amount: string;
  /** `YYYY-MM-DD`: the payment's date. */
  payOn: string;
  bankAccountLast4: string;
  source: 'online' | 'autopay' | 'guest';
  status: PaymentStatus;
  accountNumberLast4: string;
  /** `YYYY-MM-DD`: the day the receipt is made. */
  issuedOn: string;
}

const SOURCE_TEXTS: Readonly<Record<PaymentReceiptDocument['source'], DocumentTextKey>> = {
  online: 'receiptMadeOnline',
  autopay: 'receiptMadeAutopay',
  guest: 'receiptMadeGuest',
};

const STATUS_TEXTS: Readonly<Record<PaymentStatus, DocumentTextKey>> = {
  scheduled: 'receiptStatusScheduled',
  pending: 'receiptStatusPending',
  posted: 'receiptStatusPosted',
  cancelled: 'receiptStatusCancelled',
  returned: 'receiptStatusReturned',
};

function drawFigures(doc: Pdf, root: Struct, receipt: PaymentReceiptDocument, format: DocumentFormat): void {
  const { texts } = format;
  const rows: SummaryRow[] = [
    { label: texts.receiptConfirmation, value: receipt.confirmationNumber, strong: true },
    { label: texts.receiptAmount, value: format.money(receipt.amount), strong: true },
    { label: texts.receiptDate, value: format.date(receipt.payOn) },
    { label: texts.receiptBankAccount, value: fill(texts.receiptBankAccountValue, { last4: receipt.bankAccountLast4 }) },
    { label: texts.receiptMadeBy, value: texts[SOURCE_TEXTS[receipt.source]] },
    { label: texts.receiptStatus, value: texts[STATUS_TEXTS[receipt.status]] },
  ];
  const bottom = ruledBox(doc, { x: MARGIN.left, width: 360, padding: 10 }, doc.y, (inner) => drawSummary(doc, root, rows, inner.x, inner.width));
  doc.y = bottom + 10;
}

export async function renderPaymentReceiptPdf(receipt: PaymentReceiptDocument): Promise<Buffer> {
  const format = documentFormat(receipt.locale);
  const { texts } = format;
  const { doc, root, finish } = startPdf({
    format,
    title: `${texts.receiptTitle} · ${receipt.confirmationNumber}`,
    subject: fill(texts.receiptSubject, { confirmation: receipt.confirmationNumber, last4: receipt.accountNumberLast4 }),
    date: receipt.issuedOn,
    runningHead: `${texts.receiptTitle} · ${format.maskedAccount(receipt.accountNumberLast4)} · ${receipt.confirmationNumber}`,
  });
  letterhead(doc, root, texts.receiptTitle, COMPANY.correspondenceAddress);
  paragraph(doc, root, format.date(receipt.issuedOn));
  doc.y += 8;
  paragraph(doc, root, `${texts.accountNumber}: ${format.maskedAccount(receipt.accountNumberLast4)}`, { color: COLOR.muted });
  doc.y += 8;
  paragraph(doc, root, fill(texts.receiptIntro, { name: receipt.borrowerName, company: COMPANY.name }));
  doc.y += 10;
  drawFigures(doc, root, receipt, format);
  paragraph(doc, root, fill(texts.receiptQuestions, { phone: COMPANY.supportPhone.display }));
  doc.y += 8;
  paragraph(doc, root, `${texts.customerSupport}\n${COMPANY.name}`, { font: FONT.bold });
  return finish();
}
