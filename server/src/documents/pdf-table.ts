import { COLOR, CONTENT_WIDTH, FONT, LINE_GAP, MARGIN, SIZE, artifact, bottomLimit, container, tag, typeset, type Pdf, type Struct } from './pdf-layout.js';

/*
 * The two kinds of table of every PDF (docs/decisions/065): a grid with a header row (the statement's
 * transactions, the footer documents' tables) and a list of label and value pairs (a summary). Both are tagged tables, so a screen reader reads each value
 * with its header.
 */

const PADDING = { x: 5, y: 3.5 };

export interface GridColumn {
  header: string;
  align: 'left' | 'right';
  /** Takes the width the other columns leave. Without a flexible column, the widths follow the text (autoWidths). */
  flexible?: boolean;
  /** The widest the column gets; its cells wrap beyond it. */
  maxWidth?: number;
}

const cellFont = (header: boolean) => (header ? FONT.bold : FONT.regular);

function cellHeight(doc: Pdf, text: string, width: number, header: boolean): number {
  return doc.font(cellFont(header)).fontSize(SIZE.table).heightOfString(typeset(text), { width: width - PADDING.x * 2, lineGap: LINE_GAP });
}

/**
 * With a flexible column: the others as wide as their widest cell (up to maxWidth), the flexible one gets the
 * rest (the statement's transactions). Without one: like a browser's automatic table layout (autoWidths).
 */
function columnWidths(doc: Pdf, columns: readonly GridColumn[], rows: readonly string[][]): number[] {
  if (!columns.some((column) => column.flexible)) return autoWidths(doc, columns, rows);
  const widest = (text: string, header: boolean) => doc.font(cellFont(header)).fontSize(SIZE.table).widthOfString(typeset(text)) + PADDING.x * 2 + 1;
  const natural = columns.map((column, index) =>
    Math.min(column.maxWidth ?? Infinity, Math.max(widest(column.header, true), ...rows.map((row) => widest(row[index] ?? '', false)))),
  );
  const fixed = natural.reduce((sum, width, index) => (columns[index]?.flexible ? sum : sum + width), 0);
  const flexibleCount = columns.filter((column) => column.flexible).length;
  const rest = Math.max(CONTENT_WIDTH - fixed, 0) / flexibleCount;
  const minimumFlexible = 110;
  if (rest >= minimumFlexible) return natural.map((width, index) => (columns[index]?.flexible ? rest : width));
  // Long words in the fitted columns (or amounts in the millions) would overrun the page: they wrap instead.
  const scale = (CONTENT_WIDTH - minimumFlexible * flexibleCount) / fixed;
  return natural.map((width, index) => (columns[index]?.flexible ? minimumFlexible : width * scale));
}

/**
 * Column widths for text tables (the footer documents'): a column never narrower than its longest word, short
 * columns (Yes / No) get what they need, and the long ones share the rest.
 */
function autoWidths(doc: Pdf, columns: readonly GridColumn[], rows: readonly string[][]): number[] {
  const padding = PADDING.x * 2 + 1;
  const width = (text: string, header: boolean) => doc.font(cellFont(header)).fontSize(SIZE.table).widthOfString(typeset(text));
  const longestWord = (text: string, header: boolean) => Math.max(...text.split(/\s+/).map((word) => width(word, header)));
  const wanted = columns.map((column, index) => {
    const cells = rows.map((row) => row[index] ?? '');
    const minimum = Math.max(longestWord(column.header, true), ...cells.map((cell) => longestWord(cell, false))) + padding;
    // A header may wrap onto two or three lines; body cells want a single line if they can have it.
    return Math.max(minimum, width(column.header, true) / 1.3 + padding, ...cells.map((cell) => width(cell, false) + padding));
  });
  const widths: number[] = new Array<number>(columns.length).fill(0);
  let open = wanted.map((_, index) => index);
  let remaining = CONTENT_WIDTH;
  const desired = (index: number) => wanted[index] ?? 0;
  // Water-filling: a column that wants less than its share gets what it wants; repeat with the others.
  for (;;) {
    const weight = open.reduce((sum, index) => sum + Math.sqrt(desired(index)), 0);
    const satisfied = open.filter((index) => desired(index) <= (remaining * Math.sqrt(desired(index))) / weight);
    if (satisfied.length === 0 || satisfied.length === open.length) {
      const desiredSum = open.reduce((sum, index) => sum + desired(index), 0);
      for (const index of open) {
        widths[index] = satisfied.length === open.length ? (remaining * desired(index)) / desiredSum : (remaining * Math.sqrt(desired(index))) / weight;
      }
      return widths;
    }
    for (const index of satisfied) {
      widths[index] = desired(index);
      remaining -= desired(index);
    }
    open = open.filter((index) => !satisfied.includes(index));
  }
}

const rowHeight = (doc: Pdf, cells: readonly string[], widths: readonly number[], header: boolean): number =>
  Math.max(...cells.map((cell, index) => cellHeight(doc, cell, widths[index] ?? 0, header))) + PADDING.y * 2;

function drawGridRow(doc: Pdf, row: Struct | null, cells: readonly string[], columns: readonly GridColumn[], widths: number[], kind: 'header' | 'even' | 'odd'): void {
  const header = kind === 'header';
  const height = rowHeight(doc, cells, widths, header);
  const top = doc.y;
  const background = header ? COLOR.fill : kind === 'odd' ? COLOR.zebra : null;
  if (background) artifact(doc, () => doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(background));
  let x = MARGIN.left;
  cells.forEach((cell, index) => {
    const left = x;
    const width = widths[index] ?? 0;
    const draw = () => {
      doc.font(cellFont(header)).fontSize(SIZE.table).fillColor(header ? COLOR.brand : COLOR.text);
      doc.text(typeset(cell), left + PADDING.x, top + PADDING.y, { width: width - PADDING.x * 2, align: columns[index]?.align ?? 'left', lineGap: LINE_GAP });
    };
    // A header repeated on a new page is an artifact: the reader already has it.
    if (row) tag(doc, row, header ? 'TH' : 'TD', draw, header ? { scope: 'Column' } : {});
    else artifact(doc, draw, 'Pagination');
    x += width;
  });
  artifact(doc, () => {
    doc.lineWidth(0.5).strokeColor(COLOR.rule).moveTo(MARGIN.left, top + height).lineTo(MARGIN.left + CONTENT_WIDTH, top + height).stroke();
  });
  doc.x = MARGIN.left;
  doc.y = top + height;
}

/** Height of a grid's header row and first row: what must fit on the page where the grid starts. */
export function gridStartHeight(doc: Pdf, columns: readonly GridColumn[], rows: readonly string[][]): number {
  const widths = columnWidths(doc, columns, rows);
  return rowHeight(doc, columns.map((column) => column.header), widths, true) + rowHeight(doc, rows[0] ?? [], widths, false);
}

/** A grid at doc.y; a row never splits across pages, and the header row repeats on each new page. */
export function drawGrid(doc: Pdf, parent: Struct, columns: readonly GridColumn[], rows: readonly string[][]): void {
  const table = container(doc, parent, 'Table');
  const headers = columns.map((column) => column.header);
  const widths = columnWidths(doc, columns, rows);
  const headerHeight = rowHeight(doc, headers, widths, true);
  rows.forEach((cells, index) => {
    const height = rowHeight(doc, cells, widths, false);
    if (index === 0) {
      if (doc.y + headerHeight + height > bottomLimit(doc)) doc.addPage();
      drawGridRow(doc, container(doc, table, 'TR'), headers, columns, widths, 'header');
    } else if (doc.y + height > bottomLimit(doc)) {
      doc.addPage();
      drawGridRow(doc, null, headers, columns, widths, 'header');
    }
    drawGridRow(doc, container(doc, table, 'TR'), cells, columns, widths, index % 2 === 0 ? 'even' : 'odd');
  });
  table.end();
}

export interface SummaryRow {
  label: string;
  value: string;
  /** Bold: a total, or the figure the table is about. */
  strong?: boolean;
  /** A rule above the row, as above a total. */
  ruled?: boolean;
}

const summaryFont = (row: SummaryRow) => (row.strong ? FONT.bold : FONT.regular);

/** Values take the width of the widest one; labels wrap in the rest. */
function summaryValueWidth(doc: Pdf, rows: readonly SummaryRow[]): number {
  return Math.max(...rows.map((row) => doc.font(summaryFont(row)).fontSize(SIZE.body).widthOfString(typeset(row.value)))) + 2;
}

function summaryRowHeights(doc: Pdf, rows: readonly SummaryRow[], width: number): number[] {
  const labelWidth = width - summaryValueWidth(doc, rows) - 8;
  return rows.map(
    (row) =>
      doc.font(summaryFont(row)).fontSize(SIZE.body).heightOfString(typeset(row.label), { width: labelWidth, lineGap: LINE_GAP }) + 3 + (row.ruled ? 4 : 0),
  );
}

export const summaryHeight = (doc: Pdf, rows: readonly SummaryRow[], width: number): number =>
  summaryRowHeights(doc, rows, width).reduce((sum, height) => sum + height, 0);

/** Label and value pairs at (x, doc.y) in `width` points: labels left, values right-aligned. */
export function drawSummary(doc: Pdf, parent: Struct, rows: readonly SummaryRow[], x: number, width: number): void {
  const table = container(doc, parent, 'Table');
  const valueWidth = summaryValueWidth(doc, rows);
  const heights = summaryRowHeights(doc, rows, width);
  rows.forEach((row, index) => {
    const font = summaryFont(row);
    const rowTop = doc.y;
    const top = rowTop + (row.ruled ? 4 : 0);
    if (row.ruled) artifact(doc, () => doc.lineWidth(0.75).strokeColor(COLOR.rule).moveTo(x, top - 2).lineTo(x + width, top - 2).stroke());
    const element = container(doc, table, 'TR');
    tag(
      doc,
      element,
      'TH',
      () => {
        doc.font(font).fontSize(SIZE.body).fillColor(COLOR.text).text(typeset(row.label), x, top + 2, { width: width - valueWidth - 8, lineGap: LINE_GAP });
      },
      { scope: 'Row' },
    );
    tag(doc, element, 'TD', () => {
      doc.font(font).fontSize(SIZE.body).fillColor(COLOR.text).text(typeset(row.value), x + width - valueWidth, top + 2, { width: valueWidth, align: 'right', lineBreak: false });
    });
    element.end();
    doc.y = rowTop + (heights[index] ?? 0);
  });
  table.end();
  doc.x = MARGIN.left;
}
