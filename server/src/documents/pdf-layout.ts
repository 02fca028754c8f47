import PDFDocument from 'pdfkit';
import { COMPANY } from 'shared-contracts';
import { calendarDate, toWinAnsi, type DocumentFormat } from './document-format.js';
import { fill } from './fill.js';

/*
 * The one PDF layout (docs/decisions/065): page setup (US Letter), palette and type, letterhead, running header
 * and footer, headings, paragraphs and lists, for every PDF we make: the statement, the payoff letter and the
 * payment receipt the server renders on request, and the footer documents mfe-public's build renders
 * (mfe-public/scripts/footer-documents-pdf.ts imports this file and pdf-table.ts: node-only tooling, never a
 * bundle). Money and dates go through documentFormat (document-format.ts), templates through fill (fill.ts);
 * this file depends on PDFKit, shared-contracts and those only, so the build can import it.
 *
 * Tagged PDF: the text is a structure tree (Document > H1, H2, P, Sect, L > LI > Lbl + LBody, Table > TR > TH / TD)
 * so that a screen reader announces headings, lists and table cells; rules, fills and the running header and
 * footer are artifacts it skips.
 */

export type Pdf = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;
type StructOptions = PDFKit.Mixins.StructureElementOptions & { scope?: 'Row' | 'Column' };

export const PAGE = { width: 612, height: 792 } as const;
export const MARGIN = { top: 46, bottom: 60, left: 54, right: 54 } as const;
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const COLOR = { brand: '#0b3d5c', accent: '#f6a313', text: '#1f2933', muted: '#52606d', rule: '#9aa5b1', fill: '#e6edf2', zebra: '#f5f7f9' };
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
export const SIZE = { company: 15, title: 14, heading: 11.5, intro: 10.5, body: 9.5, table: 8, small: 8, big: 18 } as const;
export const LINE_GAP = 2;

/**
 * Text as the fonts can draw it, with the support phone kept on one line (its space becomes a no-break
 * space, which WinAnsi has).
 */
const PHONE = COMPANY.supportPhone.display;
export const typeset = (text: string): string => toWinAnsi(text).replaceAll(PHONE, PHONE.replaceAll(' ', '\u00a0'));

/** Adds to `parent` an element of `type` whose content `draw` renders (at once: the tree is attached). */
export function tag(doc: Pdf, parent: Struct, type: string, draw: () => void, options: StructOptions = {}): void {
  parent.add(doc.struct(type, options, draw));
}

/** Adds to `parent` an empty container element (Table, TR, Sect) and returns it. */
export function container(doc: Pdf, parent: Struct, type: string): Struct {
  const element = doc.struct(type);
  parent.add(element);
  return element;
}

export function artifact(doc: Pdf, draw: () => void, type: 'Pagination' | 'Layout' = 'Layout'): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

export const bottomLimit = (doc: Pdf): number => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit on this one, so a block never splits. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottomLimit(doc)) {
    doc.addPage();
    doc.x = MARGIN.left;
  }
}

export interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  x?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

export function textHeight(doc: Pdf, text: string, style: TextStyle = {}): number {
  return doc
    .font(style.font ?? FONT.regular)
    .fontSize(style.size ?? SIZE.body)
    .heightOfString(typeset(text), { width: style.width ?? CONTENT_WIDTH, lineGap: LINE_GAP });
}

export type LeadStyle = TextStyle & { lead?: string };

/** Text at doc.y, with an optional lead-in ("By phone:") in bold; the caller tags it. */
function write(doc: Pdf, text: string, style: LeadStyle): void {
  const { lead, font = FONT.regular, size = SIZE.body, color = COLOR.text, x = MARGIN.left, width = CONTENT_WIDTH, align = 'left' } = style;
  const options = { width, align, lineGap: LINE_GAP };
  doc.fillColor(color).fontSize(size);
  if (lead) {
    doc.font(FONT.bold).text(`${typeset(lead)} `, x, doc.y, { ...options, continued: true });
    doc.font(font).text(typeset(text), { ...options, continued: false });
  } else {
    doc.font(font).text(typeset(text), x, doc.y, options);
  }
}

/** Height of a paragraph or list item as `write` sets it. */
export const leadTextHeight = (doc: Pdf, text: string, style: LeadStyle = {}): number =>
  textHeight(doc, style.lead ? `${style.lead} ${text}` : text, style);

/** A paragraph at doc.y, with an optional lead-in ("By phone:") in bold; it starts with three lines on its page. */
export function paragraph(doc: Pdf, parent: Struct, text: string, style: LeadStyle = {}): void {
  ensureSpace(doc, Math.min(leadTextHeight(doc, text, style), 3 * ((style.size ?? SIZE.body) + LINE_GAP)));
  tag(doc, parent, 'P', () => write(doc, text, style));
  doc.x = MARGIN.left;
}

export interface ListItem {
  text: string;
  lead?: string;
}

const BULLET_INDENT = 14;
const LIST_ITEM_GAP = 3;

/** Height of the first `count` items of a list, to keep them with what introduces it. */
export const listHeight = (doc: Pdf, items: readonly ListItem[], count = items.length): number =>
  items
    .slice(0, count)
    .reduce((sum, item) => sum + leadTextHeight(doc, item.text, { lead: item.lead, width: CONTENT_WIDTH - BULLET_INDENT }) + LIST_ITEM_GAP, 0);

/** A bulleted list at doc.y; an item may continue on the next page, but never starts on its last line. */
export function bulletList(doc: Pdf, parent: Struct, items: readonly ListItem[]): void {
  const list = container(doc, parent, 'L');
  for (const item of items) {
    ensureSpace(doc, 2 * (SIZE.body + LINE_GAP));
    const element = container(doc, list, 'LI');
    const top = doc.y;
    tag(doc, element, 'Lbl', () => {
      doc.font(FONT.bold).fontSize(SIZE.body).fillColor(COLOR.accent).text('•', MARGIN.left + 4, top, { lineBreak: false });
    });
    tag(doc, element, 'LBody', () => {
      doc.y = top;
      write(doc, item.text, { lead: item.lead, x: MARGIN.left + BULLET_INDENT, width: CONTENT_WIDTH - BULLET_INDENT });
    });
    element.end();
    doc.x = MARGIN.left;
    doc.y += LIST_ITEM_GAP;
  }
  list.end();
}

/** A section heading that keeps `following` points of what it introduces on its page. */
export function heading(doc: Pdf, parent: Struct, text: string, following = 40): void {
  const height = textHeight(doc, text, { font: FONT.bold, size: SIZE.heading });
  ensureSpace(doc, 10 + height + following);
  doc.y += 10;
  doc.outline.addItem(typeset(text));
  tag(doc, parent, 'H2', () => {
    doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOR.brand).text(typeset(text), MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  });
  const ruleY = doc.y + 1;
  artifact(doc, () => {
    doc.lineWidth(0.75).strokeColor(COLOR.rule).moveTo(MARGIN.left, ruleY).lineTo(PAGE.width - MARGIN.right, ruleY).stroke();
  });
  doc.y = ruleY + 6;
}

/** Where a ruled box stands: its left edge, its width, and the room between its rule and what it holds. */
export interface BoxFrame {
  x: number;
  width: number;
  padding: number;
}

/**
 * A box ruled in the brand colour, from `top` down around what `draw` writes inside it (given the inner left edge
 * and width): the statement's summary, the receipt's and the payoff letter's figures. Returns the box's bottom.
 */
export function ruledBox(doc: Pdf, box: BoxFrame, top: number, draw: (inner: { x: number; width: number }) => void): number {
  doc.y = top + box.padding;
  draw({ x: box.x + box.padding, width: box.width - box.padding * 2 });
  const bottom = doc.y + box.padding - 4;
  artifact(doc, () => {
    doc.lineWidth(1).strokeColor(COLOR.brand).roundedRect(box.x, top, box.width, bottom - top, 4).stroke();
  });
  return bottom;
}

/**
 * The company's name and correspondence address at the top left, the document's title at the top right,
 * an accent rule under both; the body starts below it.
 */
export function letterhead(doc: Pdf, root: Struct, title: string, address: readonly string[]): void {
  const top = MARGIN.top;
  const titleWidth = 290;
  tag(doc, root, 'P', () => {
    doc.font(FONT.bold).fontSize(SIZE.company).fillColor(COLOR.brand).text(COMPANY.name, MARGIN.left, top, { width: CONTENT_WIDTH - titleWidth });
    doc.moveDown(0.2);
    // The first line of the address is the company's name, already written large above.
    const lines = address[0] === COMPANY.name ? address.slice(1) : address;
    doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted).text(lines.map(typeset).join('\n'), { width: CONTENT_WIDTH - titleWidth, lineGap: 1 });
  });
  const addressBottom = doc.y;
  tag(doc, root, 'H1', () => {
    doc.font(FONT.bold).fontSize(SIZE.title).fillColor(COLOR.brand);
    doc.text(typeset(title), PAGE.width - MARGIN.right - titleWidth, top + 2, { width: titleWidth, align: 'right' });
  });
  const ruleY = Math.max(doc.y, addressBottom) + 6;
  artifact(doc, () => {
    doc.lineWidth(2).strokeColor(COLOR.accent).moveTo(MARGIN.left, ruleY).lineTo(PAGE.width - MARGIN.right, ruleY).stroke();
  });
  doc.x = MARGIN.left;
  doc.y = ruleY + 12;
}

export interface PdfSetup {
  format: DocumentFormat;
  title: string;
  subject: string;
  /** `YYYY-MM-DD`: the file's creation date, so the same document always gives the same bytes. */
  date: string;
  /** Shown at the top of every page after the first. */
  runningHead: string;
  keywords?: readonly string[];
}

export interface PdfUnderway {
  doc: Pdf;
  root: Struct;
  /** Draws the running header and footer on every page and resolves with the file. */
  finish(): Promise<Buffer>;
}

export function startPdf(setup: PdfSetup): PdfUnderway {
  const date = calendarDate(setup.date);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { ...MARGIN },
    bufferPages: true,
    tagged: true,
    lang: setup.format.locale,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: typeset(setup.title),
      Author: COMPANY.name,
      Subject: typeset(setup.subject),
      ...(setup.keywords ? { Keywords: typeset(setup.keywords.join(', ')) } : {}),
      Creator: `${COMPANY.name} customer portal`,
      // PDFKit's default is now; the file ID is a hash of these entries, so both dates make the bytes repeatable.
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  return {
    doc,
    root,
    finish: () => {
      root.end();
      drawFrame(doc, setup);
      doc.end();
      return ended;
    },
  };
}

/** Page numbers only when there is more than one page; the running head only from page two on. */
function drawFrame(doc: Pdf, { format, runningHead }: PdfSetup): void {
  const { start, count } = doc.bufferedPageRange();
  const { texts } = format;
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing in the margins must not trigger PDFKit's automatic page break.
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    artifact(
      doc,
      () => {
        if (index > start) {
          doc.font(FONT.bold).fontSize(SIZE.small).fillColor(COLOR.brand).text(COMPANY.name, MARGIN.left, 24, { lineBreak: false });
          doc.font(FONT.regular).fillColor(COLOR.muted).text(typeset(runningHead), MARGIN.left, 24, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
          doc.lineWidth(0.5).strokeColor(COLOR.rule).moveTo(MARGIN.left, 35).lineTo(PAGE.width - MARGIN.right, 35).stroke();
        }
        const footerY = PAGE.height - 38;
        doc.lineWidth(0.5).strokeColor(COLOR.rule).moveTo(MARGIN.left, footerY - 8).lineTo(PAGE.width - MARGIN.right, footerY - 8).stroke();
        doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted);
        doc.text(typeset(`${COMPANY.name} · ${texts.customerSupport} ${PHONE}`), MARGIN.left, footerY, { lineBreak: false });
        if (count > 1) {
          doc.text(typeset(fill(texts.page, { n: index - start + 1, m: count })), MARGIN.left, footerY, {
            width: CONTENT_WIDTH,
            align: 'right',
            lineBreak: false,
          });
        }
      },
      'Pagination',
    );
    doc.page.margins.bottom = bottom;
  }
}
