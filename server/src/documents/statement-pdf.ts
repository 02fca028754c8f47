import { COMPANY, type HistoryItem, type Locale, type Statement } from 'shared-contracts';
import { documentFormat, lastFour, type DocumentFormat } from './document-format.js';
import { HISTORY_CODE_TEXTS } from './document-texts.js';
import { fill } from './fill.js';
import {
  COLOR,
  CONTENT_WIDTH,
  FONT,
  LINE_GAP,
  MARGIN,
  PAGE,
  SIZE,
  artifact,
  bottomLimit,
  ensureSpace,
  heading,
  letterhead,
  paragraph,
  ruledBox,
  startPdf,
  tag,
  textHeight,
  typeset,
  type Pdf,
  type Struct,
} from './pdf-layout.js';
import { drawGrid, drawSummary, summaryHeight, type GridColumn, type SummaryRow } from './pdf-table.js';

/*
 * The monthly loan statement (spec 2.4 /account/statements): who and what the loan is, the summary of the
 * period, its transactions, how to pay, and a coupon to mail with a check. Made from the same rows as the
 * JSON answers, so the PDF and the page never disagree.
 */

export interface StatementDocument {
  locale: Locale;
  borrowerName: string;
  /** The PDF shows only these four digits, masked ("••••8841"). */
  accountNumberLast4: string;
  vehicleDescription: string;
  vin: string;
  /** Wire format: decimal strings ("389.45"), dates `YYYY-MM-DD`. */
  statement: Statement;
  /** The period's transactions, oldest first. */
  transactions: HistoryItem[];
}

const COLUMN_GAP = 24;
const LEFT_WIDTH = 250;
const BOX = { x: MARGIN.left + LEFT_WIDTH + COLUMN_GAP, width: CONTENT_WIDTH - LEFT_WIDTH - COLUMN_GAP, padding: 10 };
const COUPON_DETACH_LINE = 22;

/** Label over value, each pair a paragraph: borrower, account, vehicle, VIN, dates. */
function drawAccountDetails(doc: Pdf, root: Struct, document: StatementDocument, format: DocumentFormat, top: number): number {
  const { texts } = format;
  const { statement } = document;
  const details: Array<[string, string]> = [
    [texts.borrower, document.borrowerName],
    [texts.accountNumber, format.maskedAccount(document.accountNumberLast4)],
    [texts.vehicle, document.vehicleDescription],
    [texts.vin, document.vin],
    [texts.statementDate, format.date(statement.statementDate)],
    [texts.statementPeriod, fill(texts.periodRange, { start: format.date(statement.periodStart), end: format.date(statement.periodEnd) })],
  ];
  doc.y = top;
  for (const [label, value] of details) {
    tag(doc, root, 'P', () => {
      doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted).text(`${typeset(label)}\n`, MARGIN.left, doc.y, { width: LEFT_WIDTH });
      doc.font(FONT.bold).fontSize(SIZE.body).fillColor(COLOR.text).text(typeset(value), { width: LEFT_WIDTH, lineGap: LINE_GAP });
    });
    doc.y += 3;
  }
  return doc.y;
}

/** The summary box at the right of the account details. */
function drawSummaryBox(doc: Pdf, root: Struct, statement: Statement, format: DocumentFormat, top: number): number {
  const { texts } = format;
  const section = doc.struct('Sect');
  root.add(section);
  return ruledBox(doc, BOX, top, (inner) => {
    tag(doc, section, 'H2', () => {
      doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOR.brand).text(typeset(texts.accountSummary), inner.x, doc.y, { width: inner.width });
    });
    doc.outline.addItem(typeset(texts.accountSummary));
    doc.y += 4;
    drawSummary(
      doc,
      section,
      [
        { label: texts.previousBalance, value: format.money(statement.previousBalance) },
        { label: texts.paymentsReceived, value: format.credit(statement.payments) },
        { label: texts.interestCharged, value: format.money(statement.interest) },
        { label: texts.feesCharged, value: format.money(statement.fees) },
        { label: texts.newBalance, value: format.money(statement.newBalance), strong: true, ruled: true },
        { label: texts.amountDue, value: format.money(statement.amountDue), strong: true, ruled: true },
        { label: texts.paymentDueDate, value: format.date(statement.dueDate) },
      ],
      inner.x,
      inner.width,
    );
    section.end();
  });
}

function drawTransactions(doc: Pdf, root: Struct, transactions: readonly HistoryItem[], format: DocumentFormat): void {
  const { texts } = format;
  heading(doc, root, texts.transactions);
  if (transactions.length === 0) {
    paragraph(doc, root, texts.noTransactions);
    return;
  }
  const columns: GridColumn[] = [
    { header: texts.columnDate, align: 'left', maxWidth: 104 },
    { header: texts.columnDescription, align: 'left', flexible: true },
    { header: texts.columnAmount, align: 'right' },
    { header: texts.columnPrincipal, align: 'right' },
    { header: texts.columnInterest, align: 'right' },
    { header: texts.columnFees, align: 'right' },
    { header: texts.columnBalance, align: 'right' },
  ];
  const rows = transactions.map((item) => {
    // Worded by its code in the statement's language (docs/decisions/056), not the servicing system's English.
    const wording = texts[HISTORY_CODE_TEXTS[item.code]];
    return [
    format.date(item.postedOn),
    item.status === 'pending' ? `${wording} (${texts.pending})` : wording,
    format.money(item.amount),
    format.money(item.principal),
    format.money(item.interest),
    format.money(item.fees),
    format.money(item.runningBalance),
  ];
  });
  drawGrid(doc, root, columns, rows);
}

function drawHowToPay(doc: Pdf, root: Struct, format: DocumentFormat): void {
  const { texts } = format;
  const { hours, timeZone } = format.supportHours();
  heading(doc, root, texts.howToPay, 60);
  paragraph(doc, root, texts.payOnline, { lead: texts.payOnlineLabel });
  doc.y += 3;
  paragraph(doc, root, fill(texts.payByPhone, { phone: COMPANY.supportPhone.display, hours, timeZone }), { lead: texts.payByPhoneLabel });
  doc.y += 3;
  paragraph(doc, root, fill(texts.payByMail, { company: COMPANY.name }), { lead: texts.payByMailLabel });
  doc.y += 6;
  paragraph(doc, root, fill(texts.cutoff, { time: format.cutoffTime() }), { font: FONT.bold });
  doc.y += 4;
  paragraph(doc, root, fill(texts.statementQuestions, { phone: COMPANY.supportPhone.display }), { size: SIZE.small, color: COLOR.muted });
}

/** The tear-off coupon, at the foot of the last page (of a new page if the last has no room). */
function drawCoupon(doc: Pdf, root: Struct, document: StatementDocument, format: DocumentFormat): void {
  const { texts } = format;
  const { statement } = document;
  const leftWidth = 270;
  const rows: SummaryRow[] = [
    { label: texts.borrower, value: document.borrowerName },
    { label: texts.accountNumber, value: format.maskedAccount(document.accountNumberLast4) },
    { label: texts.paymentDueDate, value: format.date(statement.dueDate) },
    { label: texts.amountDue, value: format.money(statement.amountDue), strong: true, ruled: true },
    { label: texts.amountEnclosed, value: '________________' },
  ];
  const headingHeight = textHeight(doc, texts.coupon, { font: FONT.bold, size: SIZE.heading, width: leftWidth });
  const height = COUPON_DETACH_LINE + headingHeight + 4 + summaryHeight(doc, rows, leftWidth);
  ensureSpace(doc, height + 6);
  const top = bottomLimit(doc) - height;
  artifact(doc, () => {
    doc.lineWidth(0.75).strokeColor(COLOR.muted).dash(4, { space: 3 }).moveTo(MARGIN.left, top).lineTo(PAGE.width - MARGIN.right, top).stroke().undash();
  });
  const section = doc.struct('Sect');
  root.add(section);
  tag(doc, section, 'P', () => {
    doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted).text(typeset(texts.couponDetach), MARGIN.left, top + 5, { width: CONTENT_WIDTH, align: 'center' });
  });
  const bodyTop = top + COUPON_DETACH_LINE;
  tag(doc, section, 'H2', () => {
    doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOR.brand).text(typeset(texts.coupon), MARGIN.left, bodyTop, { width: leftWidth });
  });
  doc.y = bodyTop + headingHeight + 4;
  drawSummary(doc, section, rows, MARGIN.left, leftWidth);
  const addressX = MARGIN.left + leftWidth + 60;
  tag(doc, section, 'P', () => {
    doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted).text(`${typeset(texts.mailTo)}\n`, addressX, bodyTop + headingHeight + 8, { width: 200 });
    doc.font(FONT.bold).fontSize(SIZE.body + 1).fillColor(COLOR.text).text(COMPANY.paymentAddress.map(typeset).join('\n'), { width: 200, lineGap: LINE_GAP });
  });
  section.end();
}

export async function renderStatementPdf(document: StatementDocument): Promise<Buffer> {
  const format = documentFormat(document.locale);
  const { texts } = format;
  const { statement } = document;
  const statementDate = format.date(statement.statementDate);
  const { doc, root, finish } = startPdf({
    format,
    title: `${texts.statementTitle} · ${statementDate}`,
    subject: fill(texts.statementSubject, { date: statementDate, last4: lastFour(document.accountNumberLast4) }),
    date: statement.statementDate,
    runningHead: `${texts.statementTitle} · ${format.maskedAccount(document.accountNumberLast4)} · ${statementDate}`,
  });
  letterhead(doc, root, texts.statementTitle, COMPANY.correspondenceAddress);
  const top = doc.y;
  const detailsBottom = drawAccountDetails(doc, root, document, format, top);
  const boxBottom = drawSummaryBox(doc, root, statement, format, top);
  doc.y = Math.max(boxBottom, detailsBottom) + 8;
  paragraph(doc, root, fill(texts.payBy, { amount: format.money(statement.amountDue), date: format.date(statement.dueDate) }), {
    font: FONT.bold,
    size: SIZE.body + 1,
    color: COLOR.brand,
  });
  drawTransactions(doc, root, document.transactions, format);
  drawHowToPay(doc, root, format);
  drawCoupon(doc, root, document, format);
  return finish();
}
