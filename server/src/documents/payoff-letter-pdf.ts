import { COMPANY, type Locale, type PayoffQuote } from 'shared-contracts';
import { documentFormat, lastFour, type DocumentFormat } from './document-format.js';
import { fill } from './fill.js';
import { COLOR, CONTENT_WIDTH, FONT, LINE_GAP, MARGIN, SIZE, ensureSpace, heading, letterhead, paragraph, ruledBox, startPdf, tag, typeset, type Pdf, type Struct } from './pdf-layout.js';
import { drawSummary, type SummaryRow } from './pdf-table.js';

/*
 * The payoff letter: what it takes to pay the loan in full by a date, what each later day adds, where the
 * money goes, what happens to the title, and when the figure stops being good. A lender, a dealer or a
 * buyer's bank acts on it, so the figures stand in a box of their own.
 */

export interface PayoffLetterDocument {
  locale: Locale;
  borrowerName: string;
  /** The PDF shows only these four digits ("ending in 8841"). */
  accountNumberLast4: string;
  vehicleDescription: string;
  vin: string;
  /** `{ goodThrough, amount, perDiem }`: decimal strings, `YYYY-MM-DD`. */
  quote: PayoffQuote;
  /** `YYYY-MM-DD`: the letter's date. */
  issuedOn: string;
}

const INDENT = 18;

function drawAddressee(doc: Pdf, root: Struct, document: PayoffLetterDocument, format: DocumentFormat): void {
  const { texts } = format;
  paragraph(doc, root, format.date(document.issuedOn));
  doc.y += 8;
  paragraph(doc, root, document.borrowerName, { font: FONT.bold });
  doc.y += 8;
  paragraph(doc, root, fill(texts.regarding, { last4: lastFour(document.accountNumberLast4) }), { font: FONT.bold, color: COLOR.brand });
  paragraph(doc, root, `${document.vehicleDescription} · ${texts.vin} ${document.vin}`, { color: COLOR.muted });
  doc.y += 10;
  paragraph(doc, root, fill(texts.greeting, { name: document.borrowerName }));
  doc.y += 6;
  paragraph(doc, root, texts.letterIntro);
  doc.y += 10;
}

/** Amount, good-through date and per diem in a ruled box. */
function drawFigures(doc: Pdf, root: Struct, quote: PayoffQuote, format: DocumentFormat): void {
  const { texts } = format;
  const rows: SummaryRow[] = [
    { label: texts.payoffAmount, value: format.money(quote.amount), strong: true },
    { label: texts.goodThrough, value: format.date(quote.goodThrough) },
    { label: texts.perDiem, value: fill(texts.perDiemValue, { amount: format.money(quote.perDiem) }) },
  ];
  const bottom = ruledBox(doc, { x: MARGIN.left, width: 330, padding: 10 }, doc.y, (inner) => drawSummary(doc, root, rows, inner.x, inner.width));
  doc.y = bottom + 10;
}

function drawSendFunds(doc: Pdf, root: Struct, format: DocumentFormat): void {
  const { texts } = format;
  heading(doc, root, texts.sendFunds, 90);
  paragraph(doc, root, fill(texts.sendByMail, { company: COMPANY.name }), { lead: texts.sendByMailLabel });
  doc.y += 4;
  tag(doc, root, 'P', () => {
    doc.font(FONT.bold).fontSize(SIZE.body).fillColor(COLOR.text);
    doc.text(COMPANY.paymentAddress.map(typeset).join('\n'), MARGIN.left + INDENT, doc.y, { width: CONTENT_WIDTH - INDENT, lineGap: LINE_GAP });
  });
  doc.x = MARGIN.left;
  doc.y += 8;
  paragraph(doc, root, fill(texts.sendByWire, { phone: COMPANY.supportPhone.display }), { lead: texts.sendByWireLabel });
}

export async function renderPayoffLetterPdf(document: PayoffLetterDocument): Promise<Buffer> {
  const format = documentFormat(document.locale);
  const { texts } = format;
  const { quote } = document;
  const goodThrough = format.date(quote.goodThrough);
  const { doc, root, finish } = startPdf({
    format,
    title: `${texts.letterTitle} · ${goodThrough}`,
    subject: fill(texts.letterSubject, { last4: lastFour(document.accountNumberLast4), date: goodThrough }),
    date: document.issuedOn,
    runningHead: `${texts.letterTitle} · ${format.maskedAccount(document.accountNumberLast4)} · ${format.date(document.issuedOn)}`,
  });
  letterhead(doc, root, texts.letterTitle, COMPANY.correspondenceAddress);
  drawAddressee(doc, root, document, format);
  drawFigures(doc, root, quote, format);
  paragraph(doc, root, fill(texts.afterGoodThrough, { date: goodThrough, perDiem: format.money(quote.perDiem) }));
  drawSendFunds(doc, root, format);
  heading(doc, root, texts.titleRelease);
  paragraph(doc, root, texts.titleReleaseBody);
  heading(doc, root, texts.important);
  paragraph(doc, root, fill(texts.voidAfter, { date: goodThrough }), { font: FONT.bold });
  doc.y += 4;
  paragraph(doc, root, texts.mayChange);
  doc.y += 8;
  paragraph(doc, root, fill(texts.letterQuestions, { phone: COMPANY.supportPhone.display }));
  // The closing and the signature stay together.
  ensureSpace(doc, 12 + 3 * (SIZE.body + LINE_GAP) + 4);
  doc.y += 12;
  paragraph(doc, root, texts.closing);
  doc.y += 4;
  paragraph(doc, root, `${texts.customerSupport}\n${COMPANY.name}`, { font: FONT.bold });
  return finish();
}
