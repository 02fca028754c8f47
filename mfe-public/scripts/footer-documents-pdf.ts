/*
 * The footer documents as PDFs (spec 2.9), from their text sources (src/content/documents); build-documents.ts
 * writes them into dist at build time.
 *
 * The one PDF layout of the server's statements, letters and receipts draws them (docs/decisions/065): this
 * file imports server/src/documents/pdf-layout.ts and pdf-table.ts, with the formatter and the fill
 * helper they use. Build-time tooling in Node, never part of the remote's bundle (the lint boundaries
 * cover src/ only; the turbo build inputs of mfe-public name those server files, so a layout change
 * rebuilds these PDFs).
 *
 * PDFKit with the standard Helvetica fonts (WinAnsi: covers Spanish and Portuguese accents; the unit
 * test of the content checks every character). The output is deterministic: the dates in the file are
 * the document's `updated` date, so an unchanged text gives a byte-identical PDF.
 */
import { COMPANY, type FooterDocument, type Locale } from 'shared-contracts';
import { documentFormat } from '../../server/src/documents/document-format';
import { fill } from '../../server/src/documents/fill';
import {
  COLOR,
  FONT,
  SIZE,
  bulletList,
  container,
  ensureSpace,
  heading,
  leadTextHeight,
  letterhead,
  listHeight,
  paragraph,
  startPdf,
  type ListItem,
  type Pdf,
  type Struct,
} from '../../server/src/documents/pdf-layout';
import { drawGrid, gridStartHeight, type GridColumn } from '../../server/src/documents/pdf-table';
import { FOOTER_DOCUMENT_CONTENT, type DocumentSection, type LegalDocument } from '../src/content/documents/index';
import { splitLeadIn } from '../src/content/documents/lead-in';

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

/** A paragraph or list item with its lead-in (a label or a question, see lead-in.ts) set apart. */
const withLead = (text: string): ListItem => {
  const split = splitLeadIn(text);
  return split ? { lead: split.lead, text: split.rest } : { text };
};

const gridColumns = (headers: readonly string[]): GridColumn[] => headers.map((header) => ({ header, align: 'left' }));

/** Height of the start of a section's list (two items) or table (header and first row); 0 if it has neither. */
function listOrTableStart(doc: Pdf, section: DocumentSection): number {
  if (section.bullets?.length) return listHeight(doc, section.bullets.map(withLead), 2);
  if (section.table) return 8 + gridStartHeight(doc, gridColumns(section.table.columns), section.table.rows);
  return 0;
}

/**
 * What must follow a heading on its page: three lines of its first paragraph, or all of a short one;
 * and when that paragraph is the only one and introduces a list or table, the start of it too.
 */
function leadHeight(doc: Pdf, section: DocumentSection): number {
  const [first] = section.paragraphs;
  if (first === undefined) return listOrTableStart(doc, section);
  const item = withLead(first);
  const firstHeight = Math.min(leadTextHeight(doc, item.text, { lead: item.lead }), 3 * (SIZE.body + 2));
  return section.paragraphs.length === 1 ? firstHeight + 6 + listOrTableStart(doc, section) : firstHeight;
}

function drawSection(doc: Pdf, root: Struct, section: DocumentSection): void {
  const element = container(doc, root, 'Sect');
  heading(doc, element, section.heading, leadHeight(doc, section));
  section.paragraphs.forEach((text, index) => {
    const item = withLead(text);
    // A paragraph that introduces the list or table below stays on the page where they start.
    if (index > 0 && index === section.paragraphs.length - 1) {
      ensureSpace(doc, leadTextHeight(doc, item.text, { lead: item.lead }) + 6 + listOrTableStart(doc, section));
    }
    paragraph(doc, element, item.text, { lead: item.lead });
    doc.y += 6;
  });
  if (section.bullets?.length) {
    bulletList(doc, element, section.bullets.map(withLead));
    doc.y += 3;
  }
  if (section.table) {
    doc.y += 2;
    drawGrid(doc, element, gridColumns(section.table.columns), section.table.rows);
    doc.y += 10;
  }
  element.end();
}

export async function renderFooterDocumentPdf(name: FooterDocument, locale: Locale): Promise<{ bytes: Buffer; pages: number }> {
  const content: LegalDocument = FOOTER_DOCUMENT_CONTENT[name][locale];
  const format = documentFormat(locale);
  const { doc, root, finish } = startPdf({
    format,
    title: content.title,
    subject: SUBJECTS[name][locale],
    keywords: [COMPANY.name, content.title, locale],
    date: content.updated,
    runningHead: content.title,
  });
  // The same letterhead as the statement, the payoff letter and the receipt.
  letterhead(doc, root, content.title, COMPANY.correspondenceAddress);
  paragraph(doc, root, fill(format.texts.documentUpdated, { date: format.date(content.updated) }), { size: SIZE.small + 1, color: COLOR.muted });
  if (content.translationNote) {
    doc.y += 3;
    paragraph(doc, root, content.translationNote, { font: FONT.italic, size: SIZE.small + 0.5, color: COLOR.muted });
  }
  doc.y += 8;
  if (content.intro) {
    const intro = withLead(content.intro);
    paragraph(doc, root, intro.text, { lead: intro.lead, size: SIZE.intro });
    doc.y += 4;
  }
  for (const section of content.sections) drawSection(doc, root, section);
  // Counted before finish(), which ends the document and flushes its pages.
  const pages = doc.bufferedPageRange().count;
  return { bytes: await finish(), pages };
}
