/*
 * Build step of mfe-public (after webpack, whose `clean: true` empties dist): renders the footer
 * documents from their text sources (src/content/documents) into
 * `dist/documents/<locale>/<document>.pdf`, one file per FOOTER_DOCUMENTS entry and locale.
 *
 *   tsx scripts/build-documents.ts [output folder, default dist/documents]
 *
 * PDFKit with the standard Helvetica fonts (WinAnsi: covers Spanish and Portuguese accents; the unit
 * test of the content checks every character). The output is deterministic: the dates in the file are
 * the document's `updated` date, so an unchanged text gives a byte-identical PDF.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { COMPANY, FOOTER_DOCUMENTS, LOCALES, type FooterDocument, type Locale } from 'shared-contracts';
import { FOOTER_DOCUMENT_CONTENT, type DocumentSection, type DocumentTable, type LegalDocument } from '../src/content/documents/index';
import { splitLeadIn } from '../src/content/documents/lead-in';

const OUT_DIR = path.resolve(process.argv[2] ?? path.join(__dirname, '../dist/documents'));

/** The few words of the PDF's own frame (not of the document), per locale. */
const FRAME: Record<Locale, { updated: string; page: string; support: string }> = {
  'en-US': { updated: 'Last updated: {date}', page: 'Page {n} of {m}', support: 'Customer support' },
  'es-US': { updated: 'Última actualización: {date}', page: 'Página {n} de {m}', support: 'Atención al cliente' },
  'pt-BR': { updated: 'Última atualização: {date}', page: 'Página {n} de {m}', support: 'Atendimento ao cliente' },
};

/** The Subject entry of each PDF's metadata. */
const SUBJECTS: Record<FooterDocument, Record<Locale, string>> = {
  'privacy-notice': {
    'en-US': 'How we collect, share and protect your personal information (Gramm-Leach-Bliley Act privacy notice)',
    'es-US': 'Cómo recopilamos, compartimos y protegemos su información personal (aviso de privacidad de la ley Gramm-Leach-Bliley)',
    'pt-BR': 'Como coletamos, compartilhamos e protegemos as suas informações pessoais (aviso de privacidade da lei Gramm-Leach-Bliley)',
  },
  'california-privacy-notice': {
    'en-US': 'Personal information we collect and your rights under the California Consumer Privacy Act',
    'es-US': 'La información personal que recopilamos y sus derechos conforme a la Ley de Privacidad del Consumidor de California',
    'pt-BR': 'As informações pessoais que coletamos e os seus direitos de acordo com a Lei de Privacidade do Consumidor da Califórnia',
  },
  'electronic-consent-agreement': {
    'en-US': 'Consent to receive records electronically and to sign electronically (E-SIGN Act)',
    'es-US': 'Consentimiento para recibir documentos y firmar en forma electrónica (Ley E-SIGN)',
    'pt-BR': 'Consentimento para receber documentos e assinar em formato eletrônico (Lei E-SIGN)',
  },
};

// Layout, in points (US Letter, 612 × 792).
const PAGE = { width: 612, height: 792 };
const MARGIN = { top: 84, bottom: 72, left: 64, right: 64 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const COLOR = { brand: '#0b3d5c', accent: '#f6a313', text: '#1f2933', muted: '#52606d', rule: '#9aa5b1', tableHead: '#e6edf2' };
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
const SIZE = { title: 20, intro: 11.5, heading: 13, body: 10, table: 9, small: 8.5 };
const LINE_GAP = 2.5;
const CELL_PADDING = { x: 6, y: 5 };
const BULLET_INDENT = 16;

/** The phone number never breaks across lines: its space becomes a no-break space (WinAnsi has it). */
const PHONE = COMPANY.supportPhone.display;
const typeset = (text: string) => text.replaceAll(PHONE, PHONE.replaceAll(' ', '\u00a0'));

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

type Pdf = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const bottomLimit = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;
const LINE = SIZE.body + LINE_GAP;

/** Starts a new page unless `height` points still fit on this one. Never called inside a tagged element. */
function ensureSpace(doc: Pdf, height: number) {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/*
 * Tagged PDF: the text is a structure tree (Document > H1, P, Sect > H2, P, L > LI > Lbl + LBody,
 * Table > TR > TH / TD) so that screen readers announce headings, lists and table cells; rules, fills
 * and the running header and footer are artifacts they skip.
 */

/** Adds to `parent` an element of `type` whose content `draw` renders (at once). */
function tag(doc: Pdf, parent: Struct, type: string, draw: () => void, options: Record<string, string> = {}) {
  parent.add(doc.struct(type, options as PDFKit.Mixins.StructureElementOptions, draw));
}

/** Adds to `parent` an empty container element (L, LI, Table, TR, Sect) and returns it. */
function container(doc: Pdf, parent: Struct, type: string): Struct {
  const element = doc.struct(type);
  parent.add(element);
  return element;
}

function artifact(doc: Pdf, type: 'Pagination' | 'Layout', draw: () => void) {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/** A paragraph, with its lead-in (a label or a question, see lead-in.ts) in bold. */
function richText(doc: Pdf, text: string, options: PDFKit.Mixins.TextOptions & { size: number }) {
  const { size, ...textOptions } = options;
  const split = splitLeadIn(typeset(text));
  doc.fillColor(COLOR.text).fontSize(size);
  if (split) {
    doc.font(FONT.bold).text(`${split.lead} `, { ...textOptions, continued: true });
    doc.font(FONT.regular).text(split.rest, { ...textOptions, continued: false });
  } else {
    doc.font(FONT.regular).text(typeset(text), textOptions);
  }
}

function heightOf(doc: Pdf, text: string, font: string, size: number, width: number) {
  return doc.font(font).fontSize(size).heightOfString(typeset(text), { width, lineGap: LINE_GAP });
}

function paragraphHeight(doc: Pdf, text: string, width = CONTENT_WIDTH) {
  return heightOf(doc, text, FONT.regular, SIZE.body, width);
}

/**
 * Column widths like a browser's automatic table layout: a column never narrower than its longest word,
 * short columns (Yes / No) get what they need, and the long ones share the rest.
 */
function columnWidths(doc: Pdf, table: DocumentTable, total: number): number[] {
  const padding = CELL_PADDING.x * 2;
  const longestWord = (text: string, font: string) =>
    Math.max(...text.split(/\s+/).map((word) => doc.font(font).fontSize(SIZE.table).widthOfString(word)));
  const columns = table.columns.map((header, index) => {
    const cells = table.rows.map((row) => row[index] ?? '');
    const minimum = Math.max(longestWord(header, FONT.bold), ...cells.map((cell) => longestWord(cell, FONT.regular))) + padding;
    // A header may wrap onto two or three lines; body cells want a single line if they can have it.
    const headerWidth = doc.font(FONT.bold).fontSize(SIZE.table).widthOfString(header) / 1.3;
    const bodyWidth = Math.max(...cells.map((cell) => doc.font(FONT.regular).fontSize(SIZE.table).widthOfString(cell)));
    return { minimum, desired: Math.max(minimum, headerWidth + padding, bodyWidth + padding) };
  });

  const widths: number[] = new Array<number>(columns.length).fill(0);
  let open = columns.map((_, index) => index);
  let remaining = total;
  // Water-filling: a column that wants less than its share gets what it wants; repeat with the others.
  for (;;) {
    const weight = open.reduce((sum, index) => sum + Math.sqrt(columns[index]!.desired), 0);
    const satisfied = open.filter((index) => columns[index]!.desired <= (remaining * Math.sqrt(columns[index]!.desired)) / weight);
    if (satisfied.length === 0 || satisfied.length === open.length) {
      const desiredSum = open.reduce((sum, index) => sum + columns[index]!.desired, 0);
      for (const index of open) {
        widths[index] =
          satisfied.length === open.length
            ? (remaining * columns[index]!.desired) / desiredSum
            : (remaining * Math.sqrt(columns[index]!.desired)) / weight;
      }
      break;
    }
    for (const index of satisfied) {
      widths[index] = columns[index]!.desired;
      remaining -= columns[index]!.desired;
    }
    open = open.filter((index) => !satisfied.includes(index));
  }
  return widths;
}

function rowHeight(doc: Pdf, cells: string[], widths: number[], header: boolean) {
  const font = header ? FONT.bold : FONT.regular;
  const heights = cells.map((cell, index) => heightOf(doc, cell, font, SIZE.table, widths[index]! - CELL_PADDING.x * 2));
  return Math.max(...heights) + CELL_PADDING.y * 2;
}

/**
 * One table row at doc.y: its cells as TH or TD of `row`, or, for a header repeated on a new page
 * (`row` null), as an artifact, since the reader already has it.
 */
function drawRow(doc: Pdf, row: Struct | null, cells: string[], widths: number[], header: boolean) {
  const height = rowHeight(doc, cells, widths, header);
  const top = doc.y;
  if (header) artifact(doc, 'Layout', () => doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(COLOR.tableHead));
  let x = MARGIN.left;
  cells.forEach((cell, index) => {
    const left = x;
    const draw = () => {
      doc.font(header ? FONT.bold : FONT.regular).fontSize(SIZE.table).fillColor(header ? COLOR.brand : COLOR.text);
      doc.text(typeset(cell), left + CELL_PADDING.x, top + CELL_PADDING.y, { width: widths[index]! - CELL_PADDING.x * 2, lineGap: LINE_GAP });
    };
    if (row) tag(doc, row, header ? 'TH' : 'TD', draw, header ? { scope: 'Column' } : {});
    else artifact(doc, 'Pagination', draw);
    x += widths[index]!;
  });
  // Grid: the row's outline and the lines between its cells.
  artifact(doc, 'Layout', () => {
    doc.lineWidth(0.75).strokeColor(COLOR.rule).rect(MARGIN.left, top, CONTENT_WIDTH, height).stroke();
    let line = MARGIN.left;
    for (const width of widths.slice(0, -1)) {
      line += width;
      doc.moveTo(line, top).lineTo(line, top + height).stroke();
    }
  });
  doc.x = MARGIN.left;
  doc.y = top + height;
}

/** A ruled table; a row never splits across pages, and the header row repeats on each new page. */
function drawTable(doc: Pdf, parent: Struct, table: DocumentTable) {
  const element = container(doc, parent, 'Table');
  const widths = columnWidths(doc, table, CONTENT_WIDTH);
  const headerHeight = rowHeight(doc, table.columns, widths, true);
  table.rows.forEach((cells, index) => {
    const height = rowHeight(doc, cells, widths, false);
    if (index === 0) {
      ensureSpace(doc, headerHeight + height);
      drawRow(doc, container(doc, element, 'TR'), table.columns, widths, true);
    } else if (doc.y + height > bottomLimit(doc)) {
      doc.addPage();
      drawRow(doc, null, table.columns, widths, true);
    }
    drawRow(doc, container(doc, element, 'TR'), cells, widths, false);
  });
  element.end();
  doc.y += 10;
}

/** A bulleted list; an item may continue on the next page, but never starts on its last line. */
function drawList(doc: Pdf, parent: Struct, bullets: string[]) {
  const list = container(doc, parent, 'L');
  for (const bullet of bullets) {
    ensureSpace(doc, 2 * LINE);
    const item = container(doc, list, 'LI');
    const top = doc.y;
    tag(doc, item, 'Lbl', () => {
      doc.font(FONT.bold).fontSize(SIZE.body).fillColor(COLOR.accent).text('•', MARGIN.left + 4, top, { lineBreak: false });
    });
    tag(doc, item, 'LBody', () => {
      doc.x = MARGIN.left + BULLET_INDENT;
      doc.y = top;
      richText(doc, bullet, { size: SIZE.body, width: CONTENT_WIDTH - BULLET_INDENT, lineGap: LINE_GAP });
    });
    item.end();
    doc.x = MARGIN.left;
    doc.y += 3;
  }
  list.end();
  doc.y += 3;
}

/** Height of the start of a section's list (two items) or table (header and first row); 0 if it has neither. */
function listOrTableStart(doc: Pdf, section: DocumentSection) {
  if (section.bullets?.length) {
    return section.bullets.slice(0, 2).reduce((sum, bullet) => sum + paragraphHeight(doc, bullet, CONTENT_WIDTH - BULLET_INDENT) + 3, 0);
  }
  if (section.table) {
    const widths = columnWidths(doc, section.table, CONTENT_WIDTH);
    return 2 + rowHeight(doc, section.table.columns, widths, true) + rowHeight(doc, section.table.rows[0] ?? [], widths, false);
  }
  return 0;
}

/**
 * What must follow a heading on its page: three lines of its first paragraph, or all of a short one;
 * and when that paragraph is the only one and introduces a list or table, the start of it too.
 */
function leadHeight(doc: Pdf, section: DocumentSection) {
  const [first] = section.paragraphs;
  if (first === undefined) return listOrTableStart(doc, section);
  const firstHeight = Math.min(paragraphHeight(doc, first), 3 * LINE);
  return section.paragraphs.length === 1 ? firstHeight + 6 + listOrTableStart(doc, section) : firstHeight;
}

function drawSection(doc: Pdf, root: Struct, section: DocumentSection) {
  const headingHeight = heightOf(doc, section.heading, FONT.bold, SIZE.heading, CONTENT_WIDTH);
  ensureSpace(doc, 12 + headingHeight + 4 + leadHeight(doc, section));
  if (doc.y > MARGIN.top + 1) doc.y += 12;
  doc.outline.addItem(section.heading);

  const element = container(doc, root, 'Sect');
  tag(doc, element, 'H2', () => {
    doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOR.brand).text(section.heading, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  });
  doc.y += 4;
  section.paragraphs.forEach((paragraph, index) => {
    // A paragraph that introduces the list or table below stays on the page where they start.
    if (index > 0 && index === section.paragraphs.length - 1) {
      ensureSpace(doc, paragraphHeight(doc, paragraph) + 6 + listOrTableStart(doc, section));
    }
    tag(doc, element, 'P', () => richText(doc, paragraph, { size: SIZE.body, width: CONTENT_WIDTH, lineGap: LINE_GAP }));
    doc.y += 6;
  });
  if (section.bullets?.length) drawList(doc, element, section.bullets);
  if (section.table) {
    doc.y += 2;
    drawTable(doc, element, section.table);
  }
  element.end();
}

function drawBody(doc: Pdf, root: Struct, content: LegalDocument, locale: Locale) {
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${content.updated}T00:00:00Z`));
  doc.x = MARGIN.left;
  tag(doc, root, 'H1', () => {
    doc.font(FONT.bold).fontSize(SIZE.title).fillColor(COLOR.brand).text(content.title, { width: CONTENT_WIDTH });
  });
  doc.moveDown(0.2);
  tag(doc, root, 'P', () => {
    doc.font(FONT.regular).fontSize(SIZE.small + 1).fillColor(COLOR.muted).text(fill(FRAME[locale].updated, { date: updated }), { width: CONTENT_WIDTH });
  });
  const { translationNote, intro } = content;
  if (translationNote) {
    doc.moveDown(0.3);
    tag(doc, root, 'P', () => {
      doc.font(FONT.italic).fontSize(SIZE.small + 0.5).fillColor(COLOR.muted).text(translationNote, { width: CONTENT_WIDTH, lineGap: 1.5 });
    });
  }
  doc.moveDown(0.9);
  if (intro) {
    tag(doc, root, 'P', () => richText(doc, intro, { size: SIZE.intro, width: CONTENT_WIDTH, lineGap: LINE_GAP }));
    doc.moveDown(0.6);
  }
  for (const section of content.sections) drawSection(doc, root, section);
}

/** Running header and footer on every page, drawn once the page count is known. */
function drawFrame(doc: Pdf, content: LegalDocument, locale: Locale) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing in the margins must not trigger PDFKit's automatic page break.
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    artifact(doc, 'Pagination', () => {
      doc.font(FONT.bold).fontSize(SIZE.small + 1).fillColor(COLOR.brand).text(COMPANY.name, MARGIN.left, 40, { lineBreak: false });
      doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted)
        .text(content.title, MARGIN.left, 41, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
      doc.lineWidth(1.5).strokeColor(COLOR.accent).moveTo(MARGIN.left, 56).lineTo(PAGE.width - MARGIN.right, 56).stroke();

      const footerY = PAGE.height - 50;
      doc.lineWidth(0.5).strokeColor(COLOR.rule).moveTo(MARGIN.left, footerY - 8).lineTo(PAGE.width - MARGIN.right, footerY - 8).stroke();
      doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted)
        .text(`${COMPANY.name} · ${FRAME[locale].support} ${typeset(PHONE)}`, MARGIN.left, footerY, { lineBreak: false });
      doc.text(fill(FRAME[locale].page, { n: index - start + 1, m: count }), MARGIN.left, footerY, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    });
    doc.page.margins.bottom = bottom;
  }
}

async function renderPdf(name: FooterDocument, locale: Locale): Promise<{ bytes: Buffer; pages: number }> {
  const content = FOOTER_DOCUMENT_CONTENT[name][locale];
  const date = new Date(`${content.updated}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    bufferPages: true,
    tagged: true,
    lang: locale,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: content.title,
      Author: COMPANY.name,
      Subject: SUBJECTS[name][locale],
      Keywords: [COMPANY.name, content.title, locale].join(', '),
      Creator: `${COMPANY.name} web site`,
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  drawBody(doc, root, content, locale);
  root.end();
  drawFrame(doc, content, locale);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await ended;
  return { bytes: Buffer.concat(chunks), pages };
}

async function main() {
  const started = performance.now();
  const summary: string[] = [];
  for (const locale of LOCALES) {
    mkdirSync(path.join(OUT_DIR, locale), { recursive: true });
    for (const name of FOOTER_DOCUMENTS) {
      const { bytes, pages } = await renderPdf(name, locale);
      writeFileSync(path.join(OUT_DIR, locale, `${name}.pdf`), bytes);
      summary.push(`${locale}/${name}.pdf ${pages} p. ${(bytes.length / 1024).toFixed(1)} kB`);
    }
  }
  console.info(`build-documents: ${summary.length} PDFs in ${Math.round(performance.now() - started)} ms → ${path.relative(process.cwd(), OUT_DIR)}`);
  for (const line of summary) console.info(`  ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
